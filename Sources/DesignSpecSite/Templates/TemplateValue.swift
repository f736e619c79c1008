import DesignSpecCore

/// A value a template renders: the context of `TemplateLibrary.render`. Page contexts are
/// built in Swift with literals:
///
///     let context: TemplateValue = ["title": "간격", "pages": [["name": "Spacing"]], "dark": true]
///
/// Objects are `TemplateObject`s, built from the same literals: Mustache looks names up
/// and never lists them, so the order of an object's fields can never show in the output.
public enum TemplateValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case list([TemplateValue])
    case object(TemplateObject)
}

extension TemplateValue {
    /// A string, or `null` when there is none, so optional fields read as missing.
    public init(_ string: String?) {
        self = string.map { .string($0) } ?? .null
    }

    /// A number.
    public init(_ number: Int) {
        self = .number(Double(number))
    }

    /// A number.
    public init(_ number: Double) {
        self = .number(number)
    }

    /// A list.
    public init(_ values: [TemplateValue]) {
        self = .list(values)
    }

    /// An object of `fields`.
    public init(_ fields: [String: TemplateValue]) {
        self = .object(TemplateObject(fields))
    }

    /// The value of `key` when this is an object, else nil.
    public subscript(key: String) -> TemplateValue? {
        guard case .object(let fields) = self else { return nil }
        return fields[key]
    }
}
