/// Why a file is not JSON, and where: the first problem found, with what was expected.
/// Prints as `path:line:col: message`.
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong, and what was expected instead.
    public var message: String
    /// Where the problem starts.
    public var location: SourceLocation

    /// The error `message` at `location`.
    public init(message: String, location: SourceLocation) {
        self.message = message
        self.location = location
    }

    /// `path:line:col: message`.
    public var description: String { "\(location): \(message)" }
}
