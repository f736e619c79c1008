/// A place that was read but not checked, and why: a token file that did not parse or
/// holds no tokens, a path the folder walk skipped, a table whose values no rule reads, a
/// column whose meaning was not understood, a row whose cells do not line up with the
/// header, a recipe whose code holds nothing to check.
public struct NotCheckedPlace: Hashable, Sendable {
    /// What was not checked: a file, a table, a column, a row or a recipe.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case file, table, column, row, recipe
    }

    /// Which kind of place it is.
    public var kind: Kind
    /// The file or folder, as the user sees it.
    public var path: String
    /// Where in `path`, when it is a place in a file (a table, a header cell, the syntax
    /// error of a token file); nil for a whole file or folder.
    public var range: SourceRange?
    /// Why it was not checked, as a sentence the outputs print after `not checked: `.
    public var reason: String
    /// The rule of the finding that reported it (`unchecked-column`, `malformed-table`),
    /// when a finding did: the outputs show that finding, not the place a second time.
    public var rule: RuleID?

    /// The name SARIF and GitHub output give the places no finding reports, as the rule of
    /// their results; no check rule has it.
    public static let ruleName = "not-checked"

    /// A place of `kind` in `path` (at `range`, when in a file) not checked, for `reason`.
    public init(kind: Kind, path: String, range: SourceRange? = nil, reason: String, rule: RuleID? = nil) {
        self.kind = kind
        self.path = path
        self.range = range
        self.reason = reason
        self.rule = rule
    }

    /// `content/a.md:3:1` or, for a whole file or folder, `content/tokens`.
    public var location: String { range?.start.description ?? path }

    /// `not checked: <reason>`.
    public var message: String { "not checked: \(reason)" }
}

extension NotCheckedPlace: Comparable {
    /// By path, then place (a whole file first), then kind and reason.
    public static func < (lhs: NotCheckedPlace, rhs: NotCheckedPlace) -> Bool {
        if lhs.path != rhs.path { return lhs.path < rhs.path }
        if lhs.range != rhs.range {
            guard let left = lhs.range else { return true }
            guard let right = rhs.range else { return false }
            return left < right
        }
        if lhs.kind != rhs.kind { return lhs.kind.rawValue < rhs.kind.rawValue }
        return lhs.reason < rhs.reason
    }
}
