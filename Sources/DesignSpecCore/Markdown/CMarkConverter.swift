import CCmarkGFM
import Foundation

/// The one place DesignSpec talks to cmark-gfm: it parses a text and converts the whole C
/// tree into `Markdown` values in one pass, then frees the C tree.
///
/// The conversion walks cmark's iterator (enter and exit events) with an explicit stack, so
/// no input can exhaust the call stack; containers nested deeper than `maximumDepth`
/// (block quotes, lists, emphasis, links, ...) are flattened into their parent, keeping
/// their content, so that the Swift tree stays shallow enough for every later recursive
/// walk.
enum CMarkConverter {
    /// How deeply quotes, lists and inline containers may nest in the Swift tree.
    static let maximumDepth = 32

    /// cmark's tree of `text`, its blocks taken from `memory` (the caller frees it, unless
    /// `memory` is an arena's). Parses run at once on as many threads as there are docs, as
    /// `CMarkParseGate` allows; the finished tree belongs to the caller alone and reading it
    /// touches no global state.
    private static func parse(_ text: MarkdownSourceText, memory: UnsafeMutablePointer<cmark_mem>) -> OpaquePointer? {
        CMarkParseGate.run(text.bytes) { extensions in
            // Positions are recorded on every node whatever the options; `SOURCEPOS` only
            // says so. No unsafe option: DesignSpec renders HTML itself.
            guard let parser = cmark_parser_new_with_mem(CMARK_OPT_DEFAULT | CMARK_OPT_SOURCEPOS, memory) else { return nil }
            defer { cmark_parser_free(parser) }
            for name in extensions {
                if let syntaxExtension = cmark_find_syntax_extension(name) {
                    cmark_parser_attach_syntax_extension(parser, syntaxExtension)
                }
            }
            text.bytes.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { characters in
                    cmark_parser_feed(parser, characters.baseAddress, characters.count)
                }
            }
            return cmark_parser_finish(parser)
        }
    }

    /// The converted top-level blocks of `text`. A text of up to `arenaLimit` bytes is
    /// parsed into this thread's arena, given back whole when the conversion is done; a
    /// longer one into cmark's own allocator, its tables' C rows freed as they are converted.
    static func convert(
        _ text: inout MarkdownSourceText,
        arenaLimit: Int = CMarkArena.maximumTextBytes
    ) -> [Markdown.Block] {
        if text.bytes.count <= arenaLimit {
            return CMarkArena.withAllocator { arena in
                convert(&text, memory: arena, freesConvertedRows: false)
            }
        }
        return convert(&text, memory: cmark_get_default_mem_allocator(), freesConvertedRows: true)
    }

    private static func convert(
        _ text: inout MarkdownSourceText,
        memory: UnsafeMutablePointer<cmark_mem>,
        freesConvertedRows: Bool
    ) -> [Markdown.Block] {
        guard let root = parse(text, memory: memory) else { return [] }
        // In an arena, freeing walks the tree to do nothing.
        defer { if freesConvertedRows { cmark_node_free(root) } }
        guard let iterator = cmark_iter_new(root) else { return [] }
        defer { cmark_iter_free(iterator) }

        var builder = TreeBuilder(text: text, freesConvertedRows: freesConvertedRows)
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let node = cmark_iter_get_node(iterator) else { continue }
            if event == CMARK_EVENT_ENTER {
                if builder.enter(node) { cmark_iter_reset(iterator, node, CMARK_EVENT_EXIT) }
            } else if event == CMARK_EVENT_EXIT {
                builder.exit(node)
            }
        }
        text = builder.text
        return builder.result
    }
}

/// The kinds of cmark node DesignSpec knows, hiding cmark's node types (some of them
/// registered at run time by the extensions, known only by name).
private enum NodeKind {
    case document, blockQuote, list, item, codeBlock, htmlBlock, paragraph, heading, thematicBreak
    case table, tableRow, tableCell
    case text, softBreak, lineBreak, code, inlineHTML, emphasis, strong, strikethrough, link, image
    /// Footnotes and custom nodes: their content is kept, the node itself is not.
    case other

    init(_ node: OpaquePointer) {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_DOCUMENT: self = .document
        case CMARK_NODE_BLOCK_QUOTE: self = .blockQuote
        case CMARK_NODE_LIST: self = .list
        case CMARK_NODE_ITEM: self = .item
        case CMARK_NODE_CODE_BLOCK: self = .codeBlock
        case CMARK_NODE_HTML_BLOCK: self = .htmlBlock
        case CMARK_NODE_PARAGRAPH: self = .paragraph
        case CMARK_NODE_HEADING: self = .heading
        case CMARK_NODE_THEMATIC_BREAK: self = .thematicBreak
        case CMARK_NODE_TEXT: self = .text
        case CMARK_NODE_SOFTBREAK: self = .softBreak
        case CMARK_NODE_LINEBREAK: self = .lineBreak
        case CMARK_NODE_CODE: self = .code
        case CMARK_NODE_HTML_INLINE: self = .inlineHTML
        case CMARK_NODE_EMPH: self = .emphasis
        case CMARK_NODE_STRONG: self = .strong
        case CMARK_NODE_LINK: self = .link
        case CMARK_NODE_IMAGE: self = .image
        default:
            // Compared in place: no String is made for each row and cell.
            let name = cmark_node_get_type_string(node)
            if isNamed(name, "table_cell") {
                self = .tableCell
            } else if isNamed(name, "table_row") || isNamed(name, "table_header") {
                self = .tableRow
            } else if isNamed(name, "table") {
                self = .table
            } else if isNamed(name, "strikethrough") {
                self = .strikethrough
            } else {
                self = .other
            }
        }
    }

    /// The nodes cmark's iterator enters but never exits.
    var isLeaf: Bool {
        switch self {
        case .codeBlock, .htmlBlock, .thematicBreak, .text, .softBreak, .lineBreak, .code, .inlineHTML: true
        default: false
        }
    }

    /// Containers that most often hold one piece of text and nothing else (see
    /// `TreeBuilder.soleTextInlines(of:)`).
    var isTextBlock: Bool {
        switch self {
        case .paragraph, .heading, .tableCell: true
        default: false
        }
    }

    /// Containers that count towards `CMarkConverter.maximumDepth`.
    var countsTowardsDepth: Bool {
        switch self {
        case .blockQuote, .list, .emphasis, .strong, .strikethrough, .link, .image: true
        default: false
        }
    }
}

/// A text of cmark's tree (valid UTF-8: `String.init(knownValidUTF8:)` says why).
private func string(_ pointer: UnsafePointer<CChar>?) -> String {
    guard let pointer else { return "" }
    return pointer.withMemoryRebound(to: UInt8.self, capacity: 1) { bytes in
        String(knownValidUTF8: UnsafeBufferPointer(start: bytes, count: strlen(pointer)))
    }
}

/// Whether the C string `pointer` is `name` (a literal: its bytes end with a NUL).
private func isNamed(_ pointer: UnsafePointer<CChar>?, _ name: StaticString) -> Bool {
    guard let pointer else { return false }
    return strcmp(pointer, UnsafeRawPointer(name.utf8Start).assumingMemoryBound(to: CChar.self)) == 0
}

/// Builds the Swift tree from cmark's enter and exit events.
private struct TreeBuilder {
    /// A container being built: what its children have produced so far.
    struct Frame {
        var kind: NodeKind
        /// Past the depth limit, or unknown: children go to the parent.
        var flattened: Bool
        var range: SourceRange
        /// For a table row: the bytes of its line it covers (0-based).
        var rowBytes: Range<Int> = 0..<0
        var blocks: [Markdown.Block] = []
        var inlines: [Markdown.Inline] = []
        var items: [Markdown.ListItem] = []
        var rows: [Markdown.TableRow] = []
        var cells: [Markdown.TableCell] = []
    }

    var text: MarkdownSourceText
    /// Whether a table's C rows are freed once converted (not in an arena).
    let freesConvertedRows: Bool
    private var stack: [Frame] = []
    private var depth = 0
    private(set) var result: [Markdown.Block] = []

    init(text: MarkdownSourceText, freesConvertedRows: Bool) {
        self.text = text
        self.freesConvertedRows = freesConvertedRows
    }

    /// Converts the start of `node`; true when its whole content was converted with it
    /// (the iterator then moves on to its exit, which is not called).
    mutating func enter(_ node: OpaquePointer) -> Bool {
        let kind = NodeKind(node)
        if kind.isLeaf {
            appendLeaf(kind, node)
            return false
        }
        var flattened = kind == .other
        if kind.countsTowardsDepth {
            if depth >= CMarkConverter.maximumDepth { flattened = true } else { depth += 1 }
        } else if kind == .item, !stack.isEmpty, stack[stack.count - 1].flattened {
            flattened = true
        }
        // A cell's range is always found again from its row's line (`locateCells`), so
        // cmark's (with the padding) is not worked out.
        let range = if kind == .tableCell {
            SourceRange(file: text.file, line: 0, column: 0, endLine: 0, endColumn: 0)
        } else {
            range(of: node)
        }
        if kind.isTextBlock, let inlines = soleTextInlines(of: node) {
            finish(Frame(kind: kind, flattened: false, range: range, inlines: inlines), node)
            return true
        }
        var frame = Frame(kind: kind, flattened: flattened, range: range)
        if kind == .tableRow {
            let start = max(Int(cmark_node_get_start_column(node)), 1) - 1
            frame.rowBytes = start..<max(Int(cmark_node_get_end_column(node)), start)
            // A row has as many cells as its table has columns (cmark pads short rows and
            // drops the extra cells of long ones): one allocation instead of one per doubling.
            if let table = cmark_node_parent(node) {
                frame.cells.reserveCapacity(Int(cmark_gfm_extensions_get_table_columns(table)))
            }
        }
        stack.append(consume frame)
        return false
    }

    /// The inlines of a paragraph, heading or cell whose only child is a text node (most of
    /// them): made at once, without a frame on the stack, an event for the text and a
    /// search for text before it to merge with. Nil when the node holds anything else.
    private func soleTextInlines(of node: OpaquePointer) -> [Markdown.Inline]? {
        guard let child = cmark_node_first_child(node) else { return [] }
        guard cmark_node_get_type(child) == CMARK_NODE_TEXT, cmark_node_next(child) == nil else { return nil }
        let text = string(cmark_node_get_literal(child))
        // An empty text is dropped, as `appendInline` drops it.
        return text.isEmpty ? [] : [.text(text)]
    }

    /// The kind of the innermost open container, read in place: `stack.last?.kind` copied
    /// the whole frame (its five arrays and its range) for every node.
    private var parentKind: NodeKind? {
        stack.isEmpty ? nil : stack[stack.count - 1].kind
    }

    mutating func exit(_ node: OpaquePointer) {
        guard let frame = stack.popLast() else { return }
        finish(frame, node)
    }

    /// Makes the value of a container whose content is converted (`frame`, no longer on the
    /// stack) and gives it to the innermost open container. The frame is consumed: a copy
    /// of it (its five arrays and its range) cost more than the rest of a table cell.
    private mutating func finish(_ frame: consuming Frame, _ node: OpaquePointer) {
        if frame.kind.countsTowardsDepth, !frame.flattened { depth -= 1 }
        if frame.flattened {
            appendBlocks(frame.blocks)
            for inline in frame.inlines { appendInline(inline) }
            return
        }
        switch frame.kind {
        case .document:
            result = frame.blocks
        case .blockQuote:
            // Only a quote at the top of the document can be an alert, as on GitHub.
            let quote = parentKind == .document
                ? Markdown.BlockQuote.detectingAlert(in: frame.blocks, range: frame.range)
                : Markdown.BlockQuote(blocks: frame.blocks, range: frame.range)
            appendBlock(.blockQuote(quote))
        case .list:
            let list = Markdown.List(
                ordered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST,
                start: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST ? Int(cmark_node_get_list_start(node)) : 1,
                tight: cmark_node_get_list_tight(node) != 0,
                items: frame.items,
                range: frame.range)
            appendBlock(.list(list))
        case .item:
            let isTask = isNamed(cmark_node_get_type_string(node), "tasklist")
            let checked: Bool? = isTask ? cmark_gfm_extensions_get_tasklist_item_checked(node) : nil
            let item = Markdown.ListItem(blocks: frame.blocks, checked: checked, range: frame.range)
            if parentKind == .list {
                stack[stack.count - 1].items.append(item)
            } else {
                appendBlocks(frame.blocks)
            }
        case .paragraph:
            appendBlock(.paragraph(Markdown.Paragraph(inlines: frame.inlines, range: frame.range)))
        case .heading:
            let level = Int(cmark_node_get_heading_level(node))
            appendBlock(.heading(Markdown.Heading(level: level, inlines: frame.inlines, range: frame.range)))
        case .table:
            appendBlock(.table(table(node, repositionedAfterParagraph(node, frame))))
            freeChildren(of: node)
        case .tableRow:
            if parentKind == .table {
                let row = locateCells(&frame.cells, range: frame.range, rowBytes: frame.rowBytes)
                stack[stack.count - 1].rows.append(row)
            }
            freeChildren(of: node)
        case .tableCell:
            if parentKind == .tableRow {
                stack[stack.count - 1].cells.append(Markdown.TableCell(inlines: frame.inlines, range: frame.range))
            }
        case .emphasis:
            appendInline(.emphasis(frame.inlines))
        case .strong:
            appendInline(.strong(frame.inlines))
        case .strikethrough:
            appendInline(.strikethrough(frame.inlines))
        case .link:
            appendInline(.link(Markdown.Link(
                destination: string(cmark_node_get_url(node)),
                title: string(cmark_node_get_title(node)),
                children: frame.inlines)))
        case .image:
            appendInline(.image(Markdown.Image(
                source: string(cmark_node_get_url(node)),
                title: string(cmark_node_get_title(node)),
                children: frame.inlines)))
        case .codeBlock, .htmlBlock, .thematicBreak, .text, .softBreak, .lineBreak, .code, .inlineHTML, .other:
            appendBlocks(frame.blocks)
            for inline in frame.inlines { appendInline(inline) }
        }
    }

    /// Frees the C nodes inside `node`, which has just been exited and converted, so a huge
    /// table's cmark tree does not live beside all of its Swift rows: each row's cells go
    /// when the row is done, the rows when the table is. The iterator does not look at them
    /// again: on an exit it has already moved on to the node's next sibling or its parent.
    private func freeChildren(of node: OpaquePointer) {
        guard freesConvertedRows else { return }
        while let child = cmark_node_first_child(node) {
            cmark_node_free(child)
        }
    }

    private mutating func appendLeaf(_ kind: NodeKind, _ node: OpaquePointer) {
        switch kind {
        case .text: appendInline(.text(string(cmark_node_get_literal(node))))
        case .code: appendInline(.code(string(cmark_node_get_literal(node))))
        case .inlineHTML: appendInline(.html(string(cmark_node_get_literal(node))))
        case .softBreak: appendInline(.softBreak)
        case .lineBreak: appendInline(.hardBreak)
        case .thematicBreak:
            appendBlock(.thematicBreak(Markdown.ThematicBreak(range: range(of: node))))
        case .codeBlock:
            let range = range(of: node)
            var fenceLength: Int32 = 0
            var fenceOffset: Int32 = 0
            var fenceCharacter: CChar = 0
            let fenced = cmark_node_get_fenced(node, &fenceLength, &fenceOffset, &fenceCharacter) != 0
            let codeStart = fenced
                ? SourceLocation(file: range.file, line: range.start.line + 1, column: range.start.column)
                : range.start
            appendBlock(.codeBlock(Markdown.CodeBlock(
                info: string(cmark_node_get_fence_info(node)),
                code: string(cmark_node_get_literal(node)),
                codeStart: codeStart,
                isFenced: fenced,
                range: range)))
        case .htmlBlock:
            let html = string(cmark_node_get_literal(node))
            appendBlock(.htmlBlock(Markdown.HTMLBlock(html: html, range: htmlBlockRange(node, html: html))))
        default:
            break
        }
    }

    private mutating func appendBlocks(_ blocks: [Markdown.Block]) {
        guard !blocks.isEmpty, !stack.isEmpty else { return }
        stack[stack.count - 1].blocks += blocks
    }

    /// Appends one block to the innermost container (no array made to hold it).
    private mutating func appendBlock(_ block: Markdown.Block) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].blocks.append(block)
    }

    /// Appends an inline to the innermost container, merging adjacent text (cmark splits
    /// text at brackets and other special characters) and dropping empty text (cmark
    /// leaves one where it trims the spaces of a hard break).
    private mutating func appendInline(_ inline: Markdown.Inline) {
        guard !stack.isEmpty else { return }
        if case .text(let text) = inline, text.isEmpty { return }
        let top = stack.count - 1
        let count = stack[top].inlines.count
        // The last inline is looked at in place: `.last` copied it for every inline.
        if case .text(let addition) = inline, count > 0, stack[top].inlines[count - 1].isText,
           case .text(var previous) = stack[top].inlines[count - 1] {
            // Remove first so `previous` is the only reference and grows in place.
            stack[top].inlines.removeLast()
            previous += addition
            stack[top].inlines.append(.text(previous))
        } else {
            stack[top].inlines.append(inline)
        }
    }

    private func table(_ node: OpaquePointer, _ frame: Frame) -> Markdown.Table {
        let columns = Int(cmark_gfm_extensions_get_table_columns(node))
        var alignments: [Markdown.TableAlignment] = []
        if let pointer = cmark_gfm_extensions_get_table_alignments(node) {
            for column in 0..<columns {
                switch pointer[column] {
                case UInt8(ascii: "l"): alignments.append(.left)
                case UInt8(ascii: "c"): alignments.append(.center)
                case UInt8(ascii: "r"): alignments.append(.right)
                default: alignments.append(.none)
                }
            }
        } else {
            alignments = Array(repeating: .none, count: columns)
        }
        let header = frame.rows.first ?? Markdown.TableRow(cells: [], range: frame.range)
        return Markdown.Table(alignments: alignments, header: header, rows: Array(frame.rows.dropFirst()), range: frame.range)
    }

    /// A table that grew out of a paragraph (`text\n| a |\n| - |`): cmark-gfm 0.29 starts
    /// the table and its header row at the paragraph's first line and leaves the paragraph
    /// that keeps the lines above the header with no position (0:0-0:0). The header is the
    /// line above the delimiter row, which is the line above the first body row (whose
    /// positions are right), or the table's last line when there is no body. The frame
    /// returned has the table's range and header row fixed, and the paragraph just before
    /// the table is given the table's old start and ends on the line above the header.
    private mutating func repositionedAfterParagraph(_ node: OpaquePointer, _ frame: Frame) -> Frame {
        guard let headerNode = cmark_node_first_child(node), !frame.rows.isEmpty else { return frame }
        let cmarkStartLine = Int(cmark_node_get_start_line(node))
        let byteColumn = max(Int(cmark_node_get_start_column(node)), 1)
        let delimiterLine: Int
        if let firstBody = cmark_node_next(headerNode) {
            delimiterLine = Int(cmark_node_get_start_line(firstBody)) - 1
        } else {
            delimiterLine = frame.range.end.line
        }
        let headerLine = delimiterLine - 1
        guard cmarkStartLine >= 1, headerLine > cmarkStartLine, headerLine <= text.lineCount else { return frame }

        let top = stack.count - 1
        if top >= 0, case .paragraph(var paragraph)? = stack[top].blocks.last {
            paragraph.range = SourceRange(
                start: text.location(line: cmarkStartLine, byteColumn: byteColumn),
                end: text.endOfLine(headerLine - 1))
            stack[top].blocks[stack[top].blocks.count - 1] = .paragraph(paragraph)
        }

        var fixed = frame
        let start = text.location(line: headerLine, byteColumn: byteColumn)
        fixed.range = SourceRange(start: start, end: max(frame.range.end, start))
        let headerRange = SourceRange(start: start, end: max(text.endOfLine(headerLine), start))
        let headerBytes = (byteColumn - 1)..<max(text.lineBytes(headerLine).count, byteColumn - 1)
        var headerCells = frame.rows[0].cells
        fixed.rows[0] = locateCells(&headerCells, range: headerRange, rowBytes: headerBytes)
        return fixed
    }

    /// The row of `cells`, their ranges recomputed from the row's source line (see
    /// `MarkdownTableCellLocator`) in place: the row's frame is done with them.
    private mutating func locateCells(
        _ cells: inout [Markdown.TableCell], range: SourceRange, rowBytes: Range<Int>
    ) -> Markdown.TableRow {
        let line = range.start.line
        var located = 0
        MarkdownTableCellLocator.forEachCell(in: text.lineBytes(line), row: rowBytes) { cell in
            guard located < cells.count else { return }
            let start = text.column(line: line, byteOffset: cell.first)
            let end = cell.isEmpty ? start : text.column(line: line, byteOffset: cell.last)
            cells[located].range = SourceRange(file: text.file, line: line, column: start, endLine: line, endColumn: end)
            located += 1
        }
        // The cells cmark added to pad a short row.
        for index in located..<cells.count {
            cells[index].range = SourceRange(start: range.end, end: range.end)
        }
        return Markdown.TableRow(cells: cells, range: range)
    }

    /// A node's range in characters. cmark marks "up to the end of the previous line" with
    /// column 0; an end before the start (which 0.29 gives for some HTML blocks) becomes
    /// the start.
    private mutating func range(of node: OpaquePointer) -> SourceRange {
        let startLine = Int(cmark_node_get_start_line(node))
        let startColumn = Int(cmark_node_get_start_column(node))
        var endLine = Int(cmark_node_get_end_line(node))
        let endColumn = Int(cmark_node_get_end_column(node))
        guard startLine >= 1 else {
            return SourceRange(file: text.file, line: 1, column: 1, endLine: 1, endColumn: 1)
        }
        // Lines and columns first, one range made at the end (no locations on the way).
        let start = text.column(line: startLine, byteOffset: max(startColumn, 1) - 1)
        var end: Int
        if endColumn <= 0 {
            endLine -= 1
            end = text.lastColumn(endLine)
        } else {
            end = text.column(line: endLine, byteOffset: endColumn - 1)
        }
        if (endLine, end) < (startLine, start) { (endLine, end) = (startLine, start) }
        return SourceRange(file: text.file, line: startLine, column: start, endLine: endLine, endColumn: end)
    }

    /// cmark 0.29 often ends an HTML block a line early or before it starts; the block
    /// always runs to the end of its literal's last line.
    private mutating func htmlBlockRange(_ node: OpaquePointer, html: String) -> SourceRange {
        let range = range(of: node)
        // The literal's lines as its characters split on "\n", without a last empty one,
        // counted on bytes: a line feed is a character of its own unless a carriage return
        // comes before it (`\r\n` is one character, and no split).
        var lineFeeds = 0
        var previous: UInt8 = 0
        for byte in html.utf8 {
            if byte == UInt8(ascii: "\n"), previous != UInt8(ascii: "\r") { lineFeeds += 1 }
            previous = byte
        }
        let endsWithLineFeed = html.utf8.last == UInt8(ascii: "\n") && html.utf8.dropLast().last != UInt8(ascii: "\r")
        let lines = endsWithLineFeed ? lineFeeds : lineFeeds + 1
        let endLine = min(range.start.line + max(lines, 1) - 1, text.lineCount)
        var end = text.endOfLine(endLine)
        if end < range.start { end = range.start }
        return SourceRange(start: range.start, end: end)
    }
}
