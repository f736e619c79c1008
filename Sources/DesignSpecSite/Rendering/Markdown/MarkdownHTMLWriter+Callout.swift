import DesignSpecCore

extension MarkdownHTMLWriter {
    /// A GitHub alert as a callout: a `role="note"` box named by its kind, a title line
    /// with the kind's icon (hidden from assistive technology, the title says it), then the
    /// alert's blocks as they render anywhere else.
    mutating func writeCallout(_ kind: Markdown.AlertKind, _ blocks: [Markdown.Block]) {
        let title = renderer.alertTitle(kind)
        append("<div class=\"callout callout-")
        append(kind.rawValue)
        append("\" role=\"note\" aria-label=\"")
        appendEscaped(title)
        append("\">\n<p class=\"callout-title\">")
        append(CalloutIcon.svg(kind))
        appendEscaped(title)
        append("</p>\n")
        write(blocks)
        newline()
        append("</div>\n")
    }
}
