extension MarkdownHTMLWriter {
    mutating func write(_ inlines: [Markdown.Inline]) {
        for inline in inlines { write(inline) }
    }

    private mutating func write(_ inline: Markdown.Inline) {
        switch inline {
        case .text(let text):
            appendEscaped(text)
        case .code(let code):
            append("<code>")
            appendEscaped(code)
            append("</code>")
        case .emphasis(let children):
            append("<em>")
            write(children)
            append("</em>")
        case .strong(let children):
            append("<strong>")
            write(children)
            append("</strong>")
        case .strikethrough(let children):
            append("<del>")
            write(children)
            append("</del>")
        case .link(let link):
            guard let url = allowedURL(link.destination) else {
                write(link.children)
                return
            }
            append("<a href=\"\(HTML.escape(url))\"")
            if !link.title.isEmpty { append(" title=\"\(HTML.escape(link.title))\"") }
            append(">")
            write(link.children)
            append("</a>")
        case .image(let image):
            let alternative = image.children.plainText
            guard let url = allowedURL(image.source) else {
                appendEscaped(alternative)
                return
            }
            append("<img src=\"\(HTML.escape(url))\" alt=\"\(HTML.escape(alternative))\"")
            if !image.title.isEmpty { append(" title=\"\(HTML.escape(image.title))\"") }
            append(">")
        case .html(let raw):
            if Self.isLineBreakTag(raw) { append("<br>") }
        case .softBreak:
            append("\n")
        case .hardBreak:
            append("<br>\n")
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
