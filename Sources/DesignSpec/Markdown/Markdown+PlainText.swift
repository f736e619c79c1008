extension Array where Element == Markdown.Inline {
    /// The text a reader sees, without markup: code spans keep their content, links and
    /// images their text, raw HTML is dropped, a soft break is a space and a hard break a
    /// newline.
    public var plainText: String {
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
