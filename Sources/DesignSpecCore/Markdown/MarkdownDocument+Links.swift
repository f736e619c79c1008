extension MarkdownDocument {
    /// A link or an image found in a doc, with the range of the paragraph, heading or
    /// table cell that holds it (inlines have no position of their own).
    public struct LinkUse: Hashable, Sendable {
        /// Whether it is an image rather than a link.
        public var isImage: Bool
        /// The URL as written.
        public var destination: String
        /// The paragraph, heading or table cell that holds it.
        public var container: SourceRange
    }

    /// Every link and image, in document order (a link's images after it).
    public var linkUses: [LinkUse] {
        var uses: [LinkUse] = []
        func collect(_ inlines: [Markdown.Inline], in range: SourceRange) {
            // Most cells and paragraphs are plain text: no stack is made for them.
            guard inlines.contains(where: { !$0.isText && !$0.isLeaf }) else { return }
            // An explicit stack: inlines nest at most `CMarkConverter.maximumDepth` deep, but
            // every walk of the tree stays off the call stack all the same.
            var pending: [ArraySlice<Markdown.Inline>] = [inlines[...]]
            while var top = pending.popLast() {
                guard let inline = top.popFirst() else { continue }
                pending.append(top)
                switch inline {
                case .link(let link):
                    uses.append(LinkUse(isImage: false, destination: link.destination, container: range))
                    pending.append(link.children[...])
                case .image(let image):
                    uses.append(LinkUse(isImage: true, destination: image.source, container: range))
                case .emphasis(let children), .strong(let children), .strikethrough(let children):
                    pending.append(children[...])
                case .text, .code, .html, .softBreak, .hardBreak:
                    break
                }
            }
        }
        for block in allBlocks {
            switch block {
            case .paragraph(let paragraph): collect(paragraph.inlines, in: paragraph.range)
            case .heading(let heading): collect(heading.inlines, in: heading.range)
            case .table(let table):
                for cell in table.header.cells { collect(cell.inlines, in: cell.range) }
                for row in table.rows {
                    for cell in row.cells { collect(cell.inlines, in: cell.range) }
                }
            default: break
            }
        }
        return uses
    }
}

extension Markdown.Inline {
    /// Whether this inline can hold no link or image (text, code, raw HTML, breaks).
    fileprivate var isLeaf: Bool {
        switch self {
        case .text, .code, .html, .softBreak, .hardBreak: true
        case .link, .image, .emphasis, .strong, .strikethrough: false
        }
    }
}
