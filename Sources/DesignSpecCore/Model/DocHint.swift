/// What an HTML comment right before a table or code block says (DESIGN.md).
public enum DocHint: Hashable, Sendable {
    /// `<!-- tokens: gridLayout -->`: row names are relative to this group.
    case tokens(group: String, range: SourceRange)
    /// `<!-- scale: spacing -->`: every value must be a member of that scale.
    case scale(group: String, range: SourceRange)
    /// `<!-- designspec-ignore: off-scale reason -->`: one rule silenced here; the reason
    /// is nil when none was written (an `ignore-without-reason` finding says so).
    case ignore(rule: String, reason: String?, range: SourceRange)

    /// Where the comment is.
    public var range: SourceRange {
        switch self {
        case .tokens(_, let range), .scale(_, let range), .ignore(_, _, let range): range
        }
    }

    /// The rule an ignore silences: nil for another hint, or an id no rule has (`unknown-rule`
    /// says so).
    public var ignoredRule: RuleID? {
        guard case .ignore(let rule, _, _) = self else { return nil }
        return RuleID(rawValue: rule)
    }
}

extension [DocHint] {
    /// The rules silenced by `<!-- designspec-ignore: RULE -->` hints.
    public var ignoredRules: Set<RuleID> { Set(compactMap(\.ignoredRule)) }
}
