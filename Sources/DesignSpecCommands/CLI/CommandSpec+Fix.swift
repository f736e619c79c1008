import DesignSpecChecks

/// `designspec fix`: its options and help.
extension CommandSpec {
    static let fix = CommandSpec(
        name: "fix",
        summary: "Rewrite doc table cells from the tokens: values, misspelled names, aliases.",
        options: [
            .content, .tokens, .config,
            Option(name: "--dry-run", valueName: nil, help: "Print the changes as a unified diff and write nothing."),
            Option(name: "--rule", valueName: "RULE", help: "Fix or list only this rule's findings; repeatable.",
                   repeatable: true, choices: FixPlanner.rules.map(\.rawValue)),
        ],
        discussion: """
            Fixes value-mismatch (the token's value, in the cell's own form), unknown-token with one \
            confident suggestion (the name, in the cell's spelling) and alias-mismatch (the real target); lists \
            off-scale and tap-target as not fixable automatically. Only token-table cells are edited: \
            never code blocks or recipes, never a file outside the content folder or behind a symbolic link.
            Exit status: 0 nothing left to fix, 1 findings left that cannot be fixed automatically, \
            2 unusable input or arguments, or a doc that cannot be written.
            """
    )
}
