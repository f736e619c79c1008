/// Writes the HTML of blocks into one buffer for `MarkdownHTMLRenderer`.
struct MarkdownHTMLWriter {
    let renderer: MarkdownHTMLRenderer
    /// The headings' anchors in document order, consumed as headings are written.
    private let anchors: [String]
    private var nextAnchor = 0
    /// The HTML written so far.
    var html = ""

    init(renderer: MarkdownHTMLRenderer, anchors: [String]) {
        self.renderer = renderer
        self.anchors = anchors
    }

    mutating func write(_ blocks: [Markdown.Block]) {
        for block in blocks { write(block) }
    }

    /// Starts a new line unless the buffer is at one.
    mutating func newline() {
        if !html.isEmpty, !html.hasSuffix("\n") { html += "\n" }
    }

    mutating func write(_ block: Markdown.Block) {
        switch block {
        case .heading(let heading):
            let anchor = nextAnchor < anchors.count ? anchors[nextAnchor] : HeadingSlugger.slug(heading.plainText)
            nextAnchor += 1
            newline()
            html += "<h\(heading.level) id=\"\(HTML.escape(anchor))\">"
            write(heading.inlines)
            html += "</h\(heading.level)>\n"
        case .paragraph(let paragraph):
            newline()
            html += "<p>"
            write(paragraph.inlines)
            html += "</p>\n"
        case .blockQuote(let quote):
            newline()
            html += "<blockquote>\n"
            write(quote.blocks)
            newline()
            html += "</blockquote>\n"
        case .list(let list):
            if let override = renderer.listOverride?(list) {
                newline()
                html += override
            } else {
                writeList(list)
            }
        case .codeBlock(let codeBlock):
            newline()
            if let override = renderer.codeBlockOverride?(codeBlock) {
                html += override
            } else {
                writeCodeBlock(codeBlock)
            }
        case .thematicBreak:
            newline()
            html += "<hr>\n"
        case .table(let table):
            newline()
            if let override = renderer.tableOverride?(table) {
                html += override
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
            html += "<pre><code class=\"language-\(HTML.escape(language))\">"
        } else {
            html += "<pre><code>"
        }
        html += HTML.escape(codeBlock.code)
        html += "</code></pre>\n"
    }

    mutating func writeList(_ list: Markdown.List) {
        newline()
        let tag = list.ordered ? "ol" : "ul"
        if list.ordered, list.start != 1 {
            html += "<ol start=\"\(list.start)\">\n"
        } else {
            html += "<\(tag)>\n"
        }
        for item in list.items {
            writeItem(item, tight: list.tight)
        }
        html += "</\(tag)>\n"
    }

    private mutating func writeItem(_ item: Markdown.ListItem, tight: Bool) {
        var checkbox: String?
        if let checked = item.checked {
            html += "<li class=\"task-list-item\">"
            checkbox = checked ? "<input type=\"checkbox\" disabled checked> " : "<input type=\"checkbox\" disabled> "
        } else {
            html += "<li>"
        }
        for block in item.blocks {
            if case .paragraph(let paragraph) = block {
                if tight {
                    html += checkbox ?? ""
                    write(paragraph.inlines)
                } else {
                    newline()
                    html += "<p>" + (checkbox ?? "")
                    write(paragraph.inlines)
                    html += "</p>\n"
                }
                checkbox = nil
            } else {
                if let pending = checkbox {
                    html += pending
                    checkbox = nil
                }
                write(block)
            }
        }
        html += checkbox ?? ""
        html += "</li>\n"
    }
}
