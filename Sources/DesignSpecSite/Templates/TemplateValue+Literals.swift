import DesignSpecCore

extension TemplateValue: ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
    /// A string.
    public init(stringLiteral value: String) {
        self = .string(value)
    }

    /// A string with interpolations, as Swift builds it.
    public init(stringInterpolation: DefaultStringInterpolation) {
        self = .string(String(stringInterpolation: stringInterpolation))
    }
}

extension TemplateValue: ExpressibleByBooleanLiteral {
    /// `true` or `false`.
    public init(booleanLiteral value: Bool) {
        self = .bool(value)
    }
}

extension TemplateValue: ExpressibleByIntegerLiteral {
    /// A number.
    public init(integerLiteral value: Int) {
        self = .number(Double(value))
    }
}

extension TemplateValue: ExpressibleByFloatLiteral {
    /// A number.
    public init(floatLiteral value: Double) {
        self = .number(value)
    }
}

extension TemplateValue: ExpressibleByArrayLiteral {
    /// A list of the elements written.
    public init(arrayLiteral elements: TemplateValue...) {
        self = .list(elements)
    }
}

extension TemplateValue: ExpressibleByDictionaryLiteral {
    /// A repeated key keeps its last value, as in a JSON object.
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self = .object(TemplateObject(elements))
    }
}

extension TemplateValue: ExpressibleByNilLiteral {
    /// `nil` is `null`, which a section skips.
    public init(nilLiteral: ()) {
        self = .null
    }
}
