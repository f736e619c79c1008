/// A type that can print itself as JSON. Conform model types to it and build their
/// `jsonOutput` with `JSONOutput` literals.
public protocol JSONOutputConvertible {
    var jsonOutput: JSONOutput { get }
}

extension JSONOutput: JSONOutputConvertible {
    /// Itself.
    public var jsonOutput: JSONOutput { self }
}

extension JSONObject: JSONOutputConvertible {
    /// The object.
    public var jsonOutput: JSONOutput { .object(self) }
}

extension String: JSONOutputConvertible {
    /// A string.
    public var jsonOutput: JSONOutput { .string(self) }
}

extension Bool: JSONOutputConvertible {
    /// `true` or `false`.
    public var jsonOutput: JSONOutput { .bool(self) }
}

extension Int: JSONOutputConvertible {
    /// An integer.
    public var jsonOutput: JSONOutput { .int(self) }
}

extension Double: JSONOutputConvertible {
    /// A number; `NaN` and infinities print as `null`.
    public var jsonOutput: JSONOutput { .double(self) }
}

extension JSONNumber: JSONOutputConvertible {
    /// The number as written.
    public var jsonOutput: JSONOutput { .number(self) }
}

extension Optional: JSONOutputConvertible where Wrapped: JSONOutputConvertible {
    /// The value, or `null` when there is none.
    public var jsonOutput: JSONOutput { self?.jsonOutput ?? .null }
}

extension Array: JSONOutputConvertible where Element: JSONOutputConvertible {
    /// An array of the elements' JSON.
    public var jsonOutput: JSONOutput { .array(map(\.jsonOutput)) }
}

extension JSONValue: JSONOutputConvertible {
    /// The same value, positions dropped, key order and duplicates kept. Recursive, so
    /// bounded by the reader's depth limit.
    public var jsonOutput: JSONOutput {
        switch self {
        case .null: return .null
        case .bool(let bool): return .bool(bool)
        case .number(let number): return .number(number)
        case .string(let string): return .string(string)
        case .array(let elements): return .array(elements.map(\.value.jsonOutput))
        case .object(let members):
            var object = JSONObject()
            for member in members { object.append(member.key, member.value.value.jsonOutput) }
            return .object(object)
        }
    }
}

extension JSONNode: JSONOutputConvertible {
    /// The value, positions dropped.
    public var jsonOutput: JSONOutput { value.jsonOutput }
}
