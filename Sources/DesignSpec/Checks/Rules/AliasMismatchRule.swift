/// `alias-mismatch`: a table with a Semantic-token column and a Base-token column says a
/// token aliases another, and the token file says otherwise or holds a raw value.
struct AliasMismatchRule: CheckRule {
    static let description = RuleDescription(
        id: "alias-mismatch", defaultSeverity: .error,
        summary: "A doc says a token aliases another, and the token file disagrees.",
        explanation: """
            In a table such as `Token | Base token | Value`, the second name column says which \
            Base token the Semantic token references. The token's alias chain (Semantic → Base) \
            must pass through that token. When the JSON references another token, or holds a \
            raw value where the doc promises an alias, the layers have drifted: the Semantic \
            token no longer follows the palette the doc describes.
            """)

    static var examples: [RuleExample] { AliasMismatchRuleExamples.all }

    func findings(in model: DesignModel) -> [Finding] {
        var findings: [Finding] = []
        for doc in model.docs {
            for table in doc.tables where table.kind == .tokens {
                for entry in table.entries {
                    guard let name = entry.name?.binding.tokenName, let token = model.tokens[name],
                          let target = entry.aliasTarget, let targetName = target.binding.tokenName,
                          let modeValue = token.values.first else { continue }
                    if token.values.contains(where: { $0.aliasChain.contains { $0.name == targetName } }) { continue }
                    let actual = modeValue.aliasChain.first.map { "aliases `\($0.name)`" }
                        ?? "holds the raw value \(modeValue.resolved?.displayString ?? "as written")"
                    findings.append(finding(
                        "\(target.text) here, but `\(name)` \(actual), not `\(targetName)`",
                        at: target.range, notes: token.definitionNotes(for: modeValue)))
                }
            }
        }
        return findings
    }
}
