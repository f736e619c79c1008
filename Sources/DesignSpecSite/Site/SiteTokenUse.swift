/// A place in the docs that uses a token: a table row that names it (or states its value
/// in a mode), or recipe code that refers to it.
public struct SiteTokenUse: Sendable, Hashable {
    /// The doc (`MarkdownDocument.file`) and the line of the use.
    public var docPath: String
    /// The line, from 1.
    public var line: Int
    /// What the doc says the token is for (the row's description cell), when it says.
    public var text: String

    /// A use on `line` of `docPath`, for `text`.
    public init(docPath: String, line: Int, text: String) {
        self.docPath = docPath
        self.line = line
        self.text = text
    }
}
