/// Why a project cannot be loaded at all (exit status 2): a missing content folder, a
/// configuration file the user named that does not exist, token paths that cannot be read.
public struct ProjectLoadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Why: `no content folder at docs; give one with --content DIR …`.
    public var message: String

    /// The error saying `message`.
    public init(_ message: String) { self.message = message }

    /// The message, as `designspec` prints it.
    public var description: String { message }
}
