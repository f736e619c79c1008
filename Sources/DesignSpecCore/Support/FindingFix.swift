/// What `designspec fix` may do about a finding, carried by the finding as swift-docc's
/// diagnostics carry their solutions: rewrite one token-table cell from the tokens, or
/// leave the finding to a person, saying why. The rule that makes the finding says it, so
/// `fix` never looks for the cell again by its place.
public enum FindingFix: Hashable, Sendable {
    /// Rewrite the cell at the address: the change says with what.
    case rewrite(TableCellAddress, Change)
    /// Not fixable automatically, for this reason (`it is in recipe code, which fix never rewrites`).
    case byHand(String)

    /// What a fix writes into a cell, from the tokens; `fix` writes it in the cell's own form.
    public enum Change: Hashable, Sendable {
        /// The value the cell's token holds for the cell's mode (its field, in a property row).
        case tokenValue
        /// One of the unknown name's suggestions: the one the row's values agree with, or the
        /// one nearer than every other.
        case suggestedName
        /// This token's name: the one the row's token really aliases.
        case alias(String)
    }
}
