import DesignSpecCore

extension TemplateValue {
    /// Whether a section shows, with JavaScript's truthiness as the Mustache spec
    /// describes it (`!!data`): `null`, `false`, `0`, `""` and the empty list are false;
    /// everything else, empty objects included, is true.
    var isTruthy: Bool {
        switch self {
        case .null: false
        case .bool(let value): value
        case .number(let value): value != 0 && !value.isNaN
        case .string(let value): !value.isEmpty
        case .list(let values): !values.isEmpty
        case .object: true
        }
    }

    /// The text an interpolation tag writes before escaping. Whole numbers print without
    /// a fraction (`85`, not `85.0`); other numbers print in their shortest exact form
    /// (`1.21`). Lists and objects print nothing: interpolating one is a template
    /// mistake, not something to show the reader.
    var interpolated: String {
        switch self {
        case .null, .list, .object: ""
        case .bool(let value): value ? "true" : "false"
        case .string(let value): value
        case .number(let value): Self.format(value)
        }
    }

    private static func format(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 {
            return String(Int64(number))
        }
        return String(number)
    }
}
