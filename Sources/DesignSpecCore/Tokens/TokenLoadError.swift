/// Why tokens could not be loaded at all (exit code 2): a path that does not exist or
/// cannot be read. Problems inside files are findings instead.
public struct TokenLoadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong and where: `no such file or folder: design/tokens`.
    public var message: String

    /// The error saying `message`.
    public init(_ message: String) { self.message = message }

    /// The message, as `designspec` prints it.
    public var description: String { message }
}
