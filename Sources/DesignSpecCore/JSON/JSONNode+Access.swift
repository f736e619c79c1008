/// Convenient, typed reads of a node: nil when the node is not of the asked kind.
extension JSONNode {
    /// The value of the LAST member named `key` (what most JSON readers keep), or nil when
    /// this is not an object or has no such member.
    public subscript(key: String) -> JSONNode? {
        objectMembers?.last { $0.key == key }?.value
    }

    /// The member named `key` (the last one, if repeated), with its key's range.
    public func member(_ key: String) -> JSONMember? {
        objectMembers?.last { $0.key == key }
    }

    /// The members in source order, duplicates kept, when this is an object.
    public var objectMembers: [JSONMember]? {
        if case .object(let members) = value { return members }
        return nil
    }

    /// The elements, when this is an array.
    public var arrayElements: [JSONNode]? {
        if case .array(let elements) = value { return elements }
        return nil
    }

    /// The text, when this is a string.
    public var stringValue: String? {
        if case .string(let string) = value { return string }
        return nil
    }

    /// The Boolean, when this is `true` or `false`.
    public var boolValue: Bool? {
        if case .bool(let bool) = value { return bool }
        return nil
    }

    /// The number, when this is a number.
    public var numberValue: JSONNumber? {
        if case .number(let number) = value { return number }
        return nil
    }

    /// The number as a `Double`, when this is a number.
    public var doubleValue: Double? { numberValue?.double }

    /// Whether this is `null`.
    public var isNull: Bool { value == .null }

    /// Where the value starts.
    public var location: SourceLocation { range.start }
}

extension JSONValue {
    /// The kind's name for messages: `object`, `array`, `string`, `number`, `boolean`, `null`.
    public var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }
}
