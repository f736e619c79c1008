/// JSON to write: a value built in Swift (for `designspec model`, `check --format json`,
/// `tokens --format json`), printed by `JSONWriter` with keys in the order they were added.
///
/// Literals make it read like the output:
/// ```swift
/// let finding: JSONOutput = [
///     "rule": "broken-reference",
///     "line": 3,
///     "fixable": false,
///     "notes": ["first", "second"],
///     "replacement": nil,
/// ]
/// ```
/// Types of your own conform to `JSONOutputConvertible` and nest with `.init(_:)` or `.from(_:)`.
public enum JSONOutput: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(JSONNumber)
    case string(String)
    case array([JSONOutput])
    case object(JSONObject)

    /// An integer.
    public static func int(_ value: Int) -> JSONOutput { .number(JSONNumber(value)) }

    /// A `Double`; infinity and NaN are written as `null`.
    public static func double(_ value: Double) -> JSONOutput { .number(JSONNumber(value)) }

    /// Any convertible value, `null` when nil.
    public static func from(_ value: (some JSONOutputConvertible)?) -> JSONOutput {
        value?.jsonOutput ?? .null
    }

    /// The text of this value; see `JSONWriter`.
    public func serialized(pretty: Bool = true) -> String {
        JSONWriter.serialize(self, pretty: pretty)
    }
}

extension JSONOutput: ExpressibleByNilLiteral {
    /// `nil` is `null`.
    public init(nilLiteral: ()) { self = .null }
}

extension JSONOutput: ExpressibleByBooleanLiteral {
    /// `true` or `false`.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension JSONOutput: ExpressibleByIntegerLiteral {
    /// An integer.
    public init(integerLiteral value: Int) { self = .int(value) }
}

extension JSONOutput: ExpressibleByFloatLiteral {
    /// A number with a fraction.
    public init(floatLiteral value: Double) { self = .double(value) }
}

extension JSONOutput: ExpressibleByStringLiteral {
    /// A string.
    public init(stringLiteral value: String) { self = .string(value) }
}

extension JSONOutput: ExpressibleByArrayLiteral {
    /// An array of the elements written.
    public init(arrayLiteral elements: JSONOutput...) { self = .array(elements) }
}

extension JSONOutput: ExpressibleByDictionaryLiteral {
    /// Keys stay in the order written.
    public init(dictionaryLiteral elements: (String, JSONOutput)...) {
        self = .object(JSONObject(elements))
    }
}
