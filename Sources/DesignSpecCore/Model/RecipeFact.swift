/// A `key: value` bullet of a recipe, parsed: `cornerRadius: 14pt 고정` → key
/// `cornerRadius`, values [14pt]; `ring lineWidth: 18pt, 화면 너비의 72% 크기` → key
/// `ring lineWidth`, values [18pt, 72% of 화면 너비].
public struct RecipeFact: Hashable, Sendable {
    /// The text before the colon: `cornerRadius`, `ring lineWidth`.
    public var key: String
    /// The text after the colon.
    public var text: String
    /// Every part of the text (split at `, `) that parsed as a value, in order.
    public var values: [FactValue]
    /// The whole bullet text.
    public var range: SourceRange

    /// The fact `key`: `text` at `range`, with the `values` read from it.
    public init(key: String, text: String, values: [FactValue], range: SourceRange) {
        self.key = key
        self.text = text
        self.values = values
        self.range = range
    }
}

/// One value of a fact and where it is written.
public struct FactValue: Hashable, Sendable {
    /// The value read.
    public var value: DesignValue
    /// The value's text in the .md file (`72%` of `화면 너비의 72% 크기` starts at the `화`).
    public var range: SourceRange

    /// The `value` written at `range`.
    public init(value: DesignValue, range: SourceRange) {
        self.value = value
        self.range = range
    }
}
