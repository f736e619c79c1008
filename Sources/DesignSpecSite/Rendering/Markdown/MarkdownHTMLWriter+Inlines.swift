import DesignSpecCore

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
            writeLink(link, as: renderer.renderLink?(link.destination, false) ?? plainRendering(link.destination))
        case .image(let image):
            let alternative = image.children.plainText
            writeImage(image, alternative: alternative, as: renderer.renderLink?(image.source, true) ?? plainRendering(image.source))
        case .html(let raw):
            if Self.isLineBreakTag(raw) { append("<br>") }
        case .softBreak:
            append("\n")
        case .hardBreak:
            append("<br>\n")
        }
    }

    /// Writes a link as `renderLink` (or `plainRendering`) decided.
    private mutating func writeLink(_ link: Markdown.Link, as rendering: MarkdownHTMLRenderer.LinkRendering) {
        switch rendering {
        case .url(let url):
            guard SafeURL.isAllowed(url) else {
                write(link.children)
                return
            }
            append("<a href=\"")
            appendEscaped(url)
            append("\"")
            appendTitle(link.title)
            append(">")
            write(link.children)
            append("</a>")
        case .imageData:
            write(link.children)
        case .text(let note, let broken):
            if broken { append("<span class=\"link-broken\">") }
            write(link.children)
            appendNote(note)
            if broken { append("</span>") }
        }
    }

    /// Writes an image as `renderLink` (or `plainRendering`) decided.
    private mutating func writeImage(_ image: Markdown.Image, alternative: String, as rendering: MarkdownHTMLRenderer.LinkRendering) {
        let source: String
        switch rendering {
        case .url(let url):
            guard SafeURL.isAllowed(url) else {
                appendEscaped(alternative)
                return
            }
            source = url
        case .imageData(let url):
            source = url
        case .text(let note, let broken):
            if broken { append("<span class=\"link-broken\">") }
            appendEscaped(alternative)
            appendNote(note)
            if broken { append("</span>") }
            return
        }
        append("<img src=\"")
        appendEscaped(source)
        append("\" alt=\"")
        appendEscaped(alternative)
        append("\"")
        appendTitle(image.title)
        append(">")
    }

    /// ` <span class="link-note">note</span>`, when there is a note.
    private mutating func appendNote(_ note: String?) {
        guard let note else { return }
        append(" <span class=\"link-note\">")
        appendEscaped(note)
        append("</span>")
    }

    /// ` title="…"` of a link or an image that has a title.
    private mutating func appendTitle(_ title: String) {
        guard !title.isEmpty else { return }
        append(" title=\"")
        appendEscaped(title)
        append("\"")
    }

    /// A link or image without `renderLink`: its URL rewritten by the renderer's hook, which
    /// `writeLink` and `writeImage` write only when `SafeURL` allows it.
    private func plainRendering(_ url: String) -> MarkdownHTMLRenderer.LinkRendering {
        .url(renderer.rewriteURL?(url) ?? url)
    }

    /// `<br>`, `<br/>`, `<br />` in any case.
    static func isLineBreakTag(_ raw: String) -> Bool {
        let compact = raw.lowercased().filter { $0 != " " }
        return compact == "<br>" || compact == "<br/>"
    }
}
