/// Why tokens could not be loaded at all (exit code 2): a path that does not exist or
/// cannot be read. Problems inside files are findings instead.
public struct TokenLoadError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
