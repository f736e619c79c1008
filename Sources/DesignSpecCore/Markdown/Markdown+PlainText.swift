extension Array where Element == Markdown.Inline {
    /// The text a reader sees, without markup: code spans keep their content, links and
    /// images their text, raw HTML is dropped, a soft break is a space and a hard break a
    /// newline.
    public var plainText: String {
        // Most table cells are one piece of text: that string is the plain text, shared
        // rather than copied into a new one.
        if count == 1, case .text(let text) = self[0] { return text }
        if count == 1, case .code(let text) = self[0] { return text }
        var result = ""
        appendPlainText(to: &result)
        return result
    }

    func appendPlainText(to result: inout String) {
        for inline in self {
            switch inline {
            case .text(let text), .code(let text): result += text
            case .emphasis(let children), .strong(let children), .strikethrough(let children):
                children.appendPlainText(to: &result)
            case .link(let link): link.children.appendPlainText(to: &result)
            case .image(let image): image.children.appendPlainText(to: &result)
            case .html: break
            case .softBreak: result += " "
            case .hardBreak: result += "\n"
            }
        }
    }
}
