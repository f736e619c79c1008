/// A file or folder in the content folder that was not read as a doc, and why: a
/// symbolic link loop, a second way to the same folder or file, a broken link, a hidden
/// entry, a folder that cannot be opened, a `.md` that is not a regular file. Every
/// command says so on standard error, one line each; `designspec model` lists them.
public struct SkippedPath: Hashable, Sendable {
    /// The path as the user sees it (relative to the working folder, through the links
    /// that lead to it).
    public var path: String
    /// Why, in a few words: `a symbolic link loop (back to content)`.
    public var reason: String

    /// `path`, not read because of `reason`.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// The line commands print: `designspec: note: skipped content/loop: a symbolic link loop (back to content)`.
    public var line: String { "designspec: note: skipped \(path): \(reason)" }
}
