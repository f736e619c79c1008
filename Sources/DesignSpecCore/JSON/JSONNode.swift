/// One JSON value read from a file, with the range of source text it came from (from its
/// first character to its last, inclusive: the brackets of a container, the quotes of a
/// string).
public struct JSONNode: Hashable, Sendable {
    /// The value.
    public var value: JSONValue
    /// Where it is written, first character to last.
    public var range: SourceRange

    /// The value `value`, written at `range`.
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
    /// The number exactly as written: `0.10`, `1E400`.
    public var literal: String
    /// The nearest `Double`.
    public var double: Double

    /// The number written `literal`, whose nearest `Double` is `double`.
    public init(literal: String, double: Double) {
        self.literal = literal
        self.double = double
    }
}

/// One `"key": value` member of an object, with the range of the key (its quotes
/// included).
public struct JSONMember: Hashable, Sendable {
    /// The key, unescaped.
    public var key: String
    /// Where the key is, quotes included.
    public var keyRange: SourceRange
    /// The member's value.
    public var value: JSONNode

    /// The member `key` (at `keyRange`): `value`.
    public init(key: String, keyRange: SourceRange, value: JSONNode) {
        self.key = key
        self.keyRange = keyRange
        self.value = value
    }
}
