/// A value column headed by a part of a composite token (`Token | Font | Size | Weight |
/// Line height`, `X | Y | Blur | Spread | Color`): which token and which field a row's
/// cell in it states.
package struct PartColumn {
    /// The field names the header may mean (`fontSize`; `offsetX`, `x`), preferred first.
    let fields: [String]
    /// The header as written, the label when no field of the token matches.
    let header: String
    /// Whether it is the table's only value column (`Token | Size`): then a row of a token
    /// that is not composite states the token's whole value.
    let isOnly: Bool

    /// The token and the property label of a cell in this column, for a row bound to
    /// `binding`; `token` is the row's token for the column's mode.
    /// - a composite token: itself, with the field of its value the header names;
    /// - a group (`typography.heading.1` holding `fontSize`, `lineHeight`, …): the member
    ///   named like the field, with no label;
    /// - another token, in the table's only value column: itself, its whole value.
    func target(binding: TokenBinding, mode: String?, token: String?, tokens: TokenSet,
                index: TokenNameIndex) -> (token: String?, property: String?) {
        if case .group(let group) = binding {
            for field in fields {
                let members = index.tokens(words: NameWords.split(group) + NameWords.split(field))
                if members.count == 1 { return (members[0], nil) }
            }
            let members = index.tokens(words: NameWords.split(group) + NameWords.split(header))
            return (members.count == 1 ? members[0] : nil, nil)
        }
        guard let token, let definition = tokens[token] else { return (token, nil) }
        guard definition.type.isComposite else { return (token, isOnly ? nil : header) }
        guard case .composite(let present)? = definition.modeValue(for: mode)?.resolved else { return (token, header) }
        for field in fields {
            if let match = present.first(where: { Self.key($0.name) == Self.key(field) }) { return (token, match.name) }
        }
        return (token, header)
    }

    /// A field name compared: lower-cased letters and digits (`font-size` is `fontSize`).
    package static func key(_ name: String) -> String {
        String(name.lowercased().filter { $0.isLetter || $0.isNumber })
    }
}
