import DesignSpecCore

/// Writes the HTML of blocks into one buffer for `MarkdownHTMLRenderer`, as UTF-8 bytes:
/// a doc page is many thousands of small appends, cheaper to bytes than to a `String`.
struct MarkdownHTMLWriter {
    let renderer: MarkdownHTMLRenderer
    /// The headings' anchors in document order, consumed as headings are written.
    private let anchors: [String]
    private var nextAnchor = 0
    /// The HTML written so far, as UTF-8.
    private(set) var bytes: [UInt8] = []

    /// The HTML written so far.
    var html: String { String(knownValidUTF8: bytes) }

    /// Appends HTML as it is (markup, or text escaped already).
    mutating func append(_ markup: String) {
        bytes.append(utf8: markup)
    }

    /// Appends text, HTML-escaped.
    mutating func appendEscaped(_ text: String) {
        HTML.escape(text, into: &bytes)
    }

    init(renderer: MarkdownHTMLRenderer, anchors: [String]) {
        self.renderer = renderer
        self.anchors = anchors
    }

    /// Runs `body` with a writer (without heading anchors) whose buffer is `buffer`, so
    /// what it writes is appended to `buffer` in place, with no copy.
    static func appending(to buffer: inout [UInt8], renderer: MarkdownHTMLRenderer, _ body: (inout MarkdownHTMLWriter) -> Void) {
        var writer = MarkdownHTMLWriter(renderer: renderer, anchors: [])
        swap(&writer.bytes, &buffer)
        body(&writer)
        swap(&writer.bytes, &buffer)
    }

    mutating func write(_ blocks: [Markdown.Block]) {
        for block in blocks { write(block) }
    }

    /// Starts a new line unless the buffer is at one: unless its last character is a line
    /// feed (one that is not the end of a CR LF, which is one character).
    mutating func newline() {
        guard let last = bytes.last else { return }
        if last != 0x0A || (bytes.count >= 2 && bytes[bytes.count - 2] == 0x0D) { bytes.append(0x0A) }
    }

    mutating func write(_ block: Markdown.Block) {
        switch block {
        case .heading(let heading):
            let anchor = nextAnchor < anchors.count ? anchors[nextAnchor] : HeadingSlugger.slug(heading.plainText)
            nextAnchor += 1
            newline()
            append("<h")
            append(String(heading.level))
            append(" id=\"")
            appendEscaped(anchor)
            append("\">")
            write(heading.inlines)
            append("</h")
            append(String(heading.level))
            append(">\n")
        case .paragraph(let paragraph):
            newline()
            append("<p>")
            write(paragraph.inlines)
            append("</p>\n")
        case .blockQuote(let quote):
            newline()
            if let kind = quote.alert {
                writeCallout(kind, quote.blocks)
                return
            }
            append("<blockquote>\n")
            write(quote.blocks)
            newline()
            append("</blockquote>\n")
        case .list(let list):
            if let override = renderer.listOverride?(list) {
                newline()
                append(override)
            } else {
                writeList(list)
            }
        case .codeBlock(let codeBlock):
            newline()
            if let override = renderer.codeBlockOverride?(codeBlock) {
                append(override)
            } else {
                writeCodeBlock(codeBlock)
            }
        case .thematicBreak:
            newline()
            append("<hr>\n")
        case .table(let table):
            newline()
            if let tableWriter = renderer.tableWriter, tableWriter(table, &bytes) {
                break
            } else if let override = renderer.tableOverride?(table) {
                append(override)
            } else {
                writeTable(table)
            }
        case .htmlBlock:
            // Raw HTML is never passed through; comments are directives for the checker.
            break
        }
    }

    mutating func writeCodeBlock(_ codeBlock: Markdown.CodeBlock) {
        if let language = codeBlock.language {
            append("<pre><code class=\"language-")
            appendEscaped(language)
            append("\">")
        } else {
            append("<pre><code>")
        }
        appendEscaped(codeBlock.code)
        append("</code></pre>\n")
    }

    mutating func writeList(_ list: Markdown.List) {
        newline()
        let tag = list.ordered ? "ol" : "ul"
        if list.ordered, list.start != 1 {
            append("<ol start=\"\(list.start)\">\n")
        } else {
            append("<\(tag)>\n")
        }
        for item in list.items {
            writeItem(item, tight: list.tight)
        }
        append("</\(tag)>\n")
    }

    private mutating func writeItem(_ item: Markdown.ListItem, tight: Bool) {
        var checkbox: String?
        if let checked = item.checked {
            append("<li class=\"task-list-item\">")
            checkbox = checked ? "<input type=\"checkbox\" disabled checked> " : "<input type=\"checkbox\" disabled> "
        } else {
            append("<li>")
        }
        for block in item.blocks {
            if case .paragraph(let paragraph) = block {
                if tight {
                    append(checkbox ?? "")
                    write(paragraph.inlines)
                } else {
                    newline()
                    append("<p>")
                    append(checkbox ?? "")
                    write(paragraph.inlines)
                    append("</p>\n")
                }
                checkbox = nil
            } else {
                if let pending = checkbox {
                    append(pending)
                    checkbox = nil
                }
                write(block)
            }
        }
        append(checkbox ?? "")
        append("</li>\n")
    }
}
