import DesignSpecCore

/// Where `<!-- designspec-ignore: RULE reason -->` comments apply: each silences its rule
/// for the table or code block right after it (the one it is a hint of). An ignore without
/// a reason still applies; `ignore-without-reason` says so.
struct IgnoreScopes: Sendable {
    private var scopes: [(rule: RuleID, range: SourceRange)] = []

    init(_ model: DesignModel) {
        for doc in model.docs {
            for table in doc.tables {
                for rule in table.hints.ignoredRules { scopes.append((rule, table.range)) }
            }
            for recipe in doc.recipes {
                for hint in recipe.hints {
                    // The first code block after the comment; a comment right after the heading
                    // comes before the first.
                    guard let rule = hint.ignoredRule,
                          let code = recipe.codeBlocks.first(where: { $0.range.start > hint.range.end }) else { continue }
                    scopes.append((rule, code.range))
                }
            }
        }
    }

    func silences(_ finding: Finding) -> Bool {
        scopes.contains { scope in
            scope.rule == finding.rule && scope.range.file == finding.range.file
                && scope.range.start <= finding.range.start && finding.range.end <= scope.range.end
        }
    }
}
