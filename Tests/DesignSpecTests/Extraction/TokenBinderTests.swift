import Testing
@testable import DesignSpecCore

@Suite struct TokenBinderTests {
    let binder = ExtractionFixture.binder(ExtractionFixture.sampleTokens)

    @Test(arguments: [
        ("SemanticColor.Bg.Secondary.Default.hover", "color.bg.secondary.default-hover"),
        ("SemanticColor.Bg.Neutral.default", "color.bg.neutral.default"),
        ("BaseColor.gray600", "color.base.gray.600"),
        ("Typography.heading1", "typography.heading.1"),
        ("{spacing.medium}", "spacing.medium"),
        ("{spacing.medium.value}", "spacing.medium"),
        ("Spacing.medium", "spacing.medium"),
        ("AppTheme.Spacing.medium", "spacing.medium"),
        ("Spacing.xxSmall", "spacing.xx-small"),
        ("{motion.easing.ease-in-out}", "motion.easing.ease-in-out"),
        ("spacing_x_large", "spacing.x-large"),
    ])
    func bindsEveryNameForm(name: String, token: String) {
        #expect(binder.bind(name, style: .cell) == .token(token))
    }

    @Test func codeIgnoresMembersAfterTheLongestTokenName() {
        #expect(binder.bind("SemanticColor.Stroke.Brand.default.cgColor", style: .code) == .token("color.stroke.brand.default"))
        // A table cell must name the token exactly.
        #expect(binder.bind("SemanticColor.Stroke.Brand.default.cgColor", style: .cell)
            == .unknown(reference: "color.stroke.brand.default.cg.color", suggestions: []))
    }

    @Test func namesOutsideEveryTokenGroupAreNotChecked() {
        #expect(binder.bind("AppTheme.Colors.surface", style: .code) == .none(reason: "no token group 'colors'"))
        #expect(binder.bind("AppTheme.Style.cornerRadius", style: .code) == .none(reason: "no token group 'style'"))
        #expect(binder.bind("Icon-to-label gap", style: .cell) == .none(reason: "no token group 'icon'"))
        #expect(binder.bind("  ", style: .cell) == .none(reason: "no name"))
    }

    @Test func unknownNamesInAKnownGroupGetSuggestions() {
        #expect(binder.bind("Spacing.mediun", style: .cell)
            == .unknown(reference: "spacing.mediun", suggestions: ["spacing.medium"]))
        #expect(binder.bind("{radius.contrl}", style: .cell)
            == .unknown(reference: "radius.contrl", suggestions: ["radius.control"]))
        // The names one edit away; `gray.100`, two edits away, is not listed beside them.
        #expect(binder.bind("BaseColor.gray650", style: .cell)
            == .unknown(reference: "color.base.gray.650", suggestions: ["color.base.gray.50", "color.base.gray.600"]))
        #expect(binder.bind("BaseColor.gray6500", style: .cell)
            == .unknown(reference: "color.base.gray.6500", suggestions: ["color.base.gray.500", "color.base.gray.600"]))
    }

    @Test func tokensWithTheSameWordsAreAmbiguous() {
        let binder = ExtractionFixture.binder(ExtractionFixture.tokens(["spacing.x-small", "spacing.xSmall", "spacing.large"]))
        #expect(binder.bind("Spacing.xSmall", style: .cell) == .ambiguous(["spacing.x-small", "spacing.xSmall"]))
        #expect(binder.bind("{spacing.large}", style: .cell) == .token("spacing.large"))
    }

    @Test func aGroupOfTokensIsAGroup() {
        #expect(binder.bind("{gridLayout.timeHeaderWidth}", style: .cell) == .group("gridLayout.timeHeaderWidth"))
        #expect(binder.bind("timeHeaderWidth", style: .cell, group: "gridLayout") == .group("gridLayout.timeHeaderWidth"))
        #expect(binder.bind("fontSize scale", style: .cell, group: "gridLayout") == .group("gridLayout.fontSizeScale"))
        #expect(binder.bind("gridLayout.minColumnWidth", style: .cell, group: "gridLayout") == .group("gridLayout.minColumnWidth"))
    }

    @Test func namesUnderATokensHintAreAlwaysChecked() {
        #expect(binder.bind("timeHeaderWidht", style: .cell, group: "gridLayout")
            == .unknown(reference: "grid.layout.time.header.widht",
                        suggestions: ["gridLayout.timeHeaderWidth.ipad"]))
    }

    @Test func modeColumnsNameTheModeToken() {
        #expect(binder.token(for: .group("gridLayout.timeHeaderWidth"), mode: "ipad") == "gridLayout.timeHeaderWidth.ipad")
        #expect(binder.token(for: .group("gridLayout.timeHeaderWidth"), mode: nil) == nil)
        #expect(binder.token(for: .token("spacing.medium"), mode: nil) == "spacing.medium")
        #expect(binder.token(for: .token("spacing.medium"), mode: "dark") == "spacing.medium")
        #expect(binder.token(for: .unknown(reference: "x", suggestions: []), mode: nil) == nil)
    }

    @Test func modeValuesOfOneTokenStayOnTheToken() {
        let themed = ExtractionFixture.token("color.bg", modes: ["light": .number(1), "dark": .number(2)])
        let binder = ExtractionFixture.binder(TokenSet(tokens: [themed], modeGroups: [TokenModeGroup(name: "theme", modes: ["light", "dark"])]))
        #expect(binder.token(for: .token("color.bg"), mode: "dark") == "color.bg")
    }

    @Test func prefixesComeFromTheConfiguration() {
        let binder = ExtractionFixture.binder(ExtractionFixture.sampleTokens,
                                              prefixes: [.init(code: "DS.Space", group: "spacing"), .init(code: "DS", group: "")])
        #expect(binder.bind("DS.Space.medium", style: .code) == .token("spacing.medium"))
        #expect(binder.bind("DS.Radius.control", style: .code) == .token("radius.control"))
        #expect(binder.bind("SemanticColor.Bg.Neutral.default", style: .code)
            == .none(reason: "no token group 'semantic'"))
    }

    /// A code root whose word is a token group's (`Color` → `color.bg`) still reads code
    /// under its group, and a token path that starts with the same word is found as
    /// written: `{color.base.gray.600}` was looked for as `color.bg.base.gray.600`.
    @Test func aCodeRootDoesNotHideTheTokenPathsOfItsWord() {
        let binder = ExtractionFixture.binder(ExtractionFixture.sampleTokens, prefixes: [.init(code: "Color", group: "color.bg")])
        #expect(binder.bind("Color.Neutral.default", style: .code) == .token("color.bg.neutral.default"))
        #expect(binder.bind("{color.base.gray.600}", style: .cell) == .token("color.base.gray.600"))
        #expect(binder.bind("color.base.gray.600", style: .cell) == .token("color.base.gray.600"))
        #expect(binder.bind("{color.bg.neutral.default}", style: .cell) == .token("color.bg.neutral.default"))
    }
}

/// The name index of a big token set is made in runs on all cores, then filled in name
/// order: every token and group is found across the runs' seams, and a token without
/// words (`~`) does not hide the groups of the one after it.
@Suite struct TokenNameIndexTests {
    @Test func everyTokenAndGroupOfABigSetIsIndexed() {
        var names = (0..<20_000).map { "spacing.g\($0 / 100).s\($0)" }
        names += ["~.~", "~~.~", "~~.inner.value"]
        let index = TokenNameIndex(ExtractionFixture.tokens(names))
        for name in names.prefix(20_000) {
            #expect(index.tokens(words: NameWords.split(name)) == [name])
        }
        for group in 0..<200 {
            #expect(index.group(words: NameWords.split("spacing.g\(group)")) == "spacing.g\(group)")
        }
        #expect(index.group(words: ["spacing"]) == "spacing")
        // The groups of `~~.inner.value` are those `spacing.g199.s19999`, the last token
        // with words, is not in: `~~` (no words) and `~~.inner`, as one pass finds them.
        #expect(index.tokens(words: ["inner", "value"]) == ["~~.inner.value"])
        #expect(index.group(words: ["inner"]) == "~~.inner")
        #expect(index.group(words: []) == "~~")
        #expect(index.firstWords == ["spacing", "inner"])
    }
}
