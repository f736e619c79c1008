/// A value written wrong, with a message for the user and where in the text it is.
public struct ValueParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// For example `unknown unit 'ptt' in '12ptt'`.
    public var message: String
    /// Character offset (0-based) of the faulty value in the text given to the parser.
    public var offset: Int
    /// Its length in characters.
    public var length: Int

    /// A value parse error: `message` about the `length` characters at `offset`.
    public init(message: String, offset: Int, length: Int) {
        self.message = message
        self.offset = offset
        self.length = length
    }

    /// The message, as `designspec` prints it.
    public var description: String { message }
}
