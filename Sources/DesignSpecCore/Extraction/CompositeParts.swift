/// The fields of a composite token (typography, shadow, border, …) and the tokens they
/// reference, read from the token's value as written: `"fontWeight":
/// "{typography.base.weight.bold}"` references `typography.base.weight.bold` for
/// `fontWeight`.
package enum CompositeParts {
    /// Field name → the token its value references (nil for a literal), in source order.
    package static func fields(of token: Token) -> [(field: String, reference: String?)] {
        guard let raw = token.values.first?.raw, case .object(let members) = raw else { return [] }
        return members.map { member in (member.key, member.value.stringValue.flatMap(reference)) }
    }

    /// `typography.base.weight.bold` of `{typography.base.weight.bold}` (or of its Style
    /// Dictionary `.value` spelling); nil when the text is not one whole reference.
    static func reference(_ text: String) -> String? {
        let trimmed = text.trimmingSpaces()
        guard trimmed.hasPrefix("{"), trimmed.hasSuffix("}"), trimmed.count > 2 else { return nil }
        var name = String(trimmed.dropFirst().dropLast())
        guard !name.contains("{"), !name.contains("}") else { return nil }
        if name.hasSuffix(".value") { name = String(name.dropLast(6)) }
        return name
    }

    /// Whether `token` reaches `target` through its alias chain (or is it).
    package static func reaches(_ token: String, _ target: String, in tokens: TokenSet) -> Bool {
        token == target || tokens[token]?.values.contains { $0.aliasChain.contains { $0.name == target } } == true
    }

    /// The field of `composite` that the part token `part` fills: the one that references
    /// it (directly or through aliases), else the one whose words the part's name holds
    /// (`typography.base.weight.bold` → `fontWeight`, `…size.24` → `fontSize`).
    package static func field(for part: String, in composite: Token, tokens: TokenSet) -> (field: String, reference: String?)? {
        let fields = fields(of: composite)
        if let match = fields.first(where: { $0.reference.map { reaches($0, part, in: tokens) } == true }) { return match }
        let partWords = Set(NameWords.split(part))
        let named = fields.filter { field in
            let words = NameWords.split(field.field).filter { $0 != "font" }
            return !words.isEmpty && words.allSatisfy(partWords.contains)
        }
        return named.count == 1 ? named[0] : nil
    }
}
