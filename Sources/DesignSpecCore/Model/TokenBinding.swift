/// What a name in a doc (a table cell, a token reference in recipe code) was bound to.
public enum TokenBinding: Hashable, Sendable {
    /// Bound to the token with this name.
    case token(String)
    /// Names a group of tokens rather than one: a row of a `<!-- tokens: g -->` table with
    /// mode columns (`gridLayout.timeHeaderWidth`, whose tokens end in `.iphone`,
    /// `.ipad`); the value cells name the tokens (`ValueCell.token`).
    case group(String)
    /// The words match several tokens (sorted names).
    case ambiguous([String])
    /// In a known token group, but no token has these words. `reference` is the dotted
    /// word sequence looked for (`spacing.mediun`); the nearest names, nearest first.
    case unknown(reference: String, suggestions: [String])
    /// The text does not name a token (prose, a group no token has), with the reason.
    /// Never a finding.
    case none(reason: String)

    /// The bound token's name.
    public var tokenName: String? {
        if case .token(let name) = self { return name }
        return nil
    }
}
