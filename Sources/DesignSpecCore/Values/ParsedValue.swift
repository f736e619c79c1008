/// What `ValueParser.parse(_:)` found in a piece of doc text.
public enum ParsedValue: Hashable, Sendable {
    /// A value. `span` is where it sits in the text, as character offsets (0-based,
    /// half-open), so a caller adds `span.lowerBound` to the text's own column to point at
    /// it; `approximate` when the doc wrote `약 …` or `~…`.
    case value(DesignValue, span: Range<Int>, approximate: Bool)
    /// It looks like a value but is written wrong (`12ptt`, `#GGG`).
    case invalid(ValueParseError)
    /// Prose, not a value.
    case notAValue

    /// The value, when there is one.
    public var value: DesignValue? {
        if case .value(let value, _, _) = self { return value }
        return nil
    }

    /// The character offset in the text where the value (or the mistake) starts.
    public var offset: Int? {
        switch self {
        case .value(_, let span, _): span.lowerBound
        case .invalid(let error): error.offset
        case .notAValue: nil
        }
    }
}
