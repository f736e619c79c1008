/// Why a file is not JSON, and where: the first problem found, with what was expected.
/// Prints as `path:line:col: message`.
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public var location: SourceLocation

    public init(message: String, location: SourceLocation) {
        self.message = message
        self.location = location
    }

    public var description: String { "\(location): \(message)" }
}
