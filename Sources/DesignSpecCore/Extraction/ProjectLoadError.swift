/// Why a project cannot be loaded at all (exit status 2): a missing content folder, a
/// configuration file the user named that does not exist, token paths that cannot be read.
public struct ProjectLoadError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
