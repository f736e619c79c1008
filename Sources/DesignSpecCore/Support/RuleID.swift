/// The stable id of a check rule, as findings, `designspec.json`'s `rules`,
/// `<!-- designspec-ignore: RULE -->` comments, `fix --rule`, SARIF and docs/rules.md
/// write it (`value-mismatch`). The cases are the rule list, in the order the docs give
/// the rules; each has one rule in the check (`RuleID.rule`), which describes it.
public enum RuleID: String, CaseIterable, Hashable, Sendable, Comparable, CustomStringConvertible {
    // Docs against tokens.
    case valueMismatch = "value-mismatch"
    case aliasMismatch = "alias-mismatch"
    case unknownToken = "unknown-token"
    case ambiguousToken = "ambiguous-token"
    case undocumentedToken = "undocumented-token"
    case deprecatedToken = "deprecated-token"
    case offScale = "off-scale"
    case tapTarget = "tap-target"
    // The token files, as the token loader and the JSON reader find them.
    case brokenReference = "broken-reference"
    case circularReference = "circular-reference"
    case aliasChainTooLong = "alias-chain-too-long"
    case invalidValue = "invalid-value"
    case duplicateToken = "duplicate-token"
    case jsonSyntax = "json-syntax"
    case duplicateKey = "duplicate-key"
    // The configuration, the extraction and the ignore comments.
    case config
    case ambiguousInference = "ambiguous-inference"
    case uncheckedColumn = "unchecked-column"
    case malformedTable = "malformed-table"
    case unusedHint = "unused-hint"
    case brokenLink = "broken-link"
    case frontMatter = "front-matter"
    case ignoreWithoutReason = "ignore-without-reason"
    case unknownRule = "unknown-rule"

    /// The id as written: `value-mismatch`.
    public var description: String { rawValue }

    /// By the id as written, so every output that sorts by rule is in the same order
    /// whichever way it was made.
    public static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue < rhs.rawValue }
}
