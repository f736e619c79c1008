extension MarkdownHTMLWriter {
    mutating func write(_ inlines: [Markdown.Inline]) {
        for inline in inlines { write(inline) }
    }

    private mutating func write(_ inline: Markdown.Inline) {
        switch inline {
        case .text(let text):
            html += HTML.escape(text)
        case .code(let code):
            html += "<code>" + HTML.escape(code) + "</code>"
        case .emphasis(let children):
            html += "<em>"
            write(children)
            html += "</em>"
        case .strong(let children):
            html += "<strong>"
            write(children)
            html += "</strong>"
        case .strikethrough(let children):
            html += "<del>"
            write(children)
            html += "</del>"
        case .link(let link):
            guard let url = allowedURL(link.destination) else {
                write(link.children)
                return
            }
            html += "<a href=\"\(HTML.escape(url))\""
            if !link.title.isEmpty { html += " title=\"\(HTML.escape(link.title))\"" }
            html += ">"
            write(link.children)
            html += "</a>"
        case .image(let image):
            let alternative = image.children.plainText
            guard let url = allowedURL(image.source) else {
                html += HTML.escape(alternative)
                return
            }
            html += "<img src=\"\(HTML.escape(url))\" alt=\"\(HTML.escape(alternative))\""
            if !image.title.isEmpty { html += " title=\"\(HTML.escape(image.title))\"" }
            html += ">"
        case .html(let raw):
            if Self.isLineBreakTag(raw) { html += "<br>" }
        case .softBreak:
            html += "\n"
        case .hardBreak:
            html += "<br>\n"
        }
    }

    /// The URL to write, rewritten by the renderer's hook, or nil when it is not allowed.
    private func allowedURL(_ url: String) -> String? {
        let rewritten = renderer.rewriteURL?(url) ?? url
        return SafeURL.isAllowed(rewritten) ? rewritten : nil
    }

    /// `<br>`, `<br/>`, `<br />` in any case.
    static func isLineBreakTag(_ raw: String) -> Bool {
        let compact = raw.lowercased().filter { $0 != " " }
        return compact == "<br>" || compact == "<br/>"
    }
}
