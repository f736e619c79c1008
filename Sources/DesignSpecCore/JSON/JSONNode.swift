/// One JSON value read from a file, with the range of source text it came from (from its
/// first character to its last, inclusive: the brackets of a container, the quotes of a
/// string).
public struct JSONNode: Hashable, Sendable {
    public var value: JSONValue
    public var range: SourceRange

    public init(value: JSONValue, range: SourceRange) {
        self.value = value
        self.range = range
    }
}

/// A JSON value as RFC 8259 defines it. Objects keep their members in source order, and
/// keep duplicate keys (the reader reports them as findings).
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(JSONNumber)
    case string(String)
    case array([JSONNode])
    /// Members in source order, duplicates kept.
    case object([JSONMember])
}

/// A JSON number: the literal exactly as written (so `1E400` or `0.10` survive a round
/// trip) and its nearest `Double`, which is `±infinity` when the literal is too large and
/// `±0` when it is too small.
public struct JSONNumber: Hashable, Sendable {
    public var literal: String
    public var double: Double

    public init(literal: String, double: Double) {
        self.literal = literal
        self.double = double
    }
}

/// One `"key": value` member of an object, with the range of the key (its quotes
/// included).
public struct JSONMember: Hashable, Sendable {
    public var key: String
    public var keyRange: SourceRange
    public var value: JSONNode

    public init(key: String, keyRange: SourceRange, value: JSONNode) {
        self.key = key
        self.keyRange = keyRange
        self.value = value
    }
}
