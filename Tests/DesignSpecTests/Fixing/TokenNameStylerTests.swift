import Testing
@testable import DesignSpecChecks
@testable import DesignSpecCore

/// A token name written in the doc's own spelling.
@Suite struct TokenNameStylerTests {
    static let tokens = TokenSet(tokens: [
        "spacing.small", "spacing.large", "spacing.x-large", "color.base.white", "color.base.gray.100",
        "color.bg.secondary.default-hover", "gridLayout.timeHeaderWidth",
    ].map { name in
        let range = SourceRange(file: "t.json", line: 1, column: 1, endLine: 1, endColumn: 1)
        return Token(path: name.split(separator: ".").map(String.init), type: .dimension, definitionRange: range,
                     valueRange: range, values: [TokenModeValue(mode: nil, raw: .null, rawRange: range, resolved: .number(1))])
    })

    let styler = TokenNameStyler(binder: TokenBinder(index: TokenNameIndex(Self.tokens), prefixes: Configuration.samplePrefixes))

    @Test(arguments: [
        ("Spacing.smal", "spacing.small", "Spacing.small"),
        ("{spacing.larg}", "spacing.large", "{spacing.large}"),
        ("{spacing.larg.value}", "spacing.large", "{spacing.large.value}"),
        ("spacing-larg", "spacing.large", "spacing-large"),
        ("spacing_x_larg", "spacing.x-large", "spacing_x_large"),
        ("Spacing.xLarg", "spacing.x-large", "Spacing.xLarge"),
        ("Spacing.large", "spacing.x-large", "Spacing.xLarge"),
        ("SPACING.LARG", "spacing.large", "SPACING.LARGE"),
        ("BaseColor.white", "color.base.gray.100", "BaseColor.gray100"),
        ("BaseColor.gray100", "color.base.white", "BaseColor.white"),
        ("SemanticColor.Bg.Secondary.Default.hovr", "color.bg.secondary.default-hover", "SemanticColor.Bg.Secondary.Default.hover"),
    ])
    func keepsTheSpelling(_ written: String, _ target: String, _ expected: String) {
        #expect(styler.rename(written, to: target, group: nil) == expected)
    }

    @Test func namesRelativeToATokensHintStayRelative() {
        #expect(styler.rename("timeHeaderWidht", to: "gridLayout.timeHeaderWidth", group: "gridLayout") == "timeHeaderWidth")
        #expect(styler.rename("{timeHeaderWidht}", to: "gridLayout.timeHeaderWidth", group: "gridLayout") == "{timeHeaderWidth}")
    }
}
