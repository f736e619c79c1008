import Foundation
import Testing
@testable import DesignSpecCore

/// Every token set in the shared data loads; counts pinned, values spot-checked against the files.
@Suite(.enabled(if: TestData.isAvailable)) struct TokenDataSetTests {
    private func load(_ path: String) throws -> TokenSet {
        let root = try #require(TestData.url("tokens"))
        return try TokenLoader(workingDirectory: root).load(paths: [path])
    }

    private func value(_ set: TokenSet, _ name: String, mode: String? = nil) -> String? {
        guard let token = set[name] else { return "no token \(name)" }
        let value = mode.map { token.value(inMode: $0) } ?? token.defaultValue
        return value?.resolved?.displayString
    }

    private func chain(_ set: TokenSet, _ name: String, mode: String? = nil) -> [String] {
        guard let token = set[name] else { return ["no token \(name)"] }
        let value = mode.map { token.value(inMode: $0) } ?? token.defaultValue
        return value?.aliasChain.map(\.name) ?? []
    }

    @Test func dtcgFigmaSDSWithItsResolver() throws {
        let set = try load("dtcg-figma-sds")
        #expect(set.tokens.count == 298)
        #expect(set.resolvedAliasCount == 252)
        #expect(set.modeGroups == [TokenModeGroup(name: "theme", modes: ["light", "dark"])])
        #expect(set.files.count == 6)
        // The light and dark files are modes of one token, not duplicates: the only finding
        // is the token with a `$type` and no `$value`.
        #expect(TokenFixture.findings(set) == [
            "dtcg-figma-sds/figma-sds/color.tokens.json:5:7: invalid-value: token `color.black.50` has a `$type` but no `$value`",
        ])
        #expect(set["color.black.50"] == nil)

        // srgb object colors: components and alpha.
        #expect(value(set, "color.brand.800") == "#2C2C2C")
        #expect(value(set, "color.black.100") == "#0C0C0D0D")
        // `$root` tokens are named by their group; light first, then dark.
        let brand = try #require(set["color.background.brand"])
        #expect(brand.values.map(\.mode) == ["light", "dark"])
        #expect(brand.values.map { $0.resolved?.displayString } == ["#2C2C2C", "#FFFFFF0D"])
        #expect(brand.values.map { $0.aliasChain.map(\.name) } == [["color.brand.800"], ["color.white.100"]])
        #expect(brand.definitionRange.start.description == "dtcg-figma-sds/figma-sds/theme-light.tokens.json:6:9")
        #expect(brand.values[1].rawRange.start.description == "dtcg-figma-sds/figma-sds/theme-dark.tokens.json:6:48")
        #expect(brand.values[0].aliasChain[0].range.start.description == "dtcg-figma-sds/figma-sds/color.tokens.json:163:19")
        #expect(brand.layer == .semantic)
        #expect(set["color.brand.800"]?.layer == .base)
        // Dimension objects, font families, weights, composites with references.
        #expect(value(set, "size.depth.negative-025") == "-0.0625rem")
        #expect(value(set, "typography.family.mono") == "roboto mono, monospace")
        #expect(value(set, "typography.titleHero")
            == "{fontFamily: inter, sans-serif; fontSize: 4.5rem; fontWeight: 700; letterSpacing: 0em; lineHeight: 1}")
        #expect(set["typography.titleHero"]?.defaultValue?.references
            == ["typography.family.sans", "typography.scale.10", "typography.weight.bold"])
    }

    @Test func styleDictionaryClassicBasic() throws {
        let set = try load("sd-basic/v3.9.2/examples/basic/tokens")
        #expect(set.tokens.count == 12)
        #expect(set.resolvedAliasCount == 4)
        #expect(set.findings.isEmpty)
        #expect(value(set, "color.font.base") == "#FF0000")
        #expect(chain(set, "color.font.base") == ["color.base.red"])
        #expect(value(set, "size.font.small") == "0.75")
        #expect(set["size.font.small"]?.type == .dimension)
        #expect(set["size.font.small"]?.description == "the small size of the font")
        #expect(set["color.base.gray.dark"]?.layer == .base)
        #expect(set["color.font.base"]?.layer == .semantic)
    }

    @Test func styleDictionaryClassicReferencesToPlainLeaves() throws {
        let set = try load("sd-basic/v3.9.2/examples/advanced/referencing_aliasing/tokens")
        #expect(set.tokens.count == 20)
        #expect(set.resolvedAliasCount == 9)
        #expect(set.findings.isEmpty)
        // `{color.primary.value}` → `{color.base.green.value}` → #00FF00.
        #expect(value(set, "button.color.primary") == "#00FF00")
        #expect(chain(set, "button.color.primary") == ["color.primary", "color.base.green"])
        // Two references to plain leaves in one string: "{globals.baseline}{globals.unit}".
        #expect(value(set, "button.text.size") == "16px")
        #expect(set["button.text.size"]?.type == .dimension)
        // `{ "r": 146, "g": 153, "b": 162 }`.
        #expect(value(set, "color.base.gray.medium") == "#9299A2")
        #expect(set["globals.unit"] == nil)
    }

    @Test func styleDictionaryDTCGStyleReportsItsTwoCollisions() throws {
        let set = try load("sd-basic/main-8f7c522/examples/basic/tokens")
        #expect(set.tokens.count == 54)
        #expect(set.resolvedAliasCount == 2)
        let prefix = "sd-basic/main-8f7c522/examples/basic/tokens/"
        #expect(TokenFixture.findings(set) == [
            "\(prefix)text.json:44:7: duplicate-token: token `text.typography.heading` is defined again; the definition at \(prefix)object-values.json:5:7 is overridden",
            "  \(prefix)object-values.json:5:7: note: first definition of `text.typography.heading`",
            "\(prefix)text.json:52:7: duplicate-token: token `text.typography.body` is defined again; the definition at \(prefix)object-values.json:13:7 is overridden",
            "  \(prefix)object-values.json:13:7: note: first definition of `text.typography.body`",
        ])
        #expect(value(set, "text.weights.bold") == "800")
        #expect(value(set, "text.weights.light") == "100")
        #expect(value(set, "transitions.easingFunctions.accelerate") == "cubic-bezier(0.5, 0, 1, 1)")
        #expect(value(set, "transitions.emphasis") == "{duration: 300ms; delay: 0ms; timingFunction: cubic-bezier(0.5, 0, 1, 1)}")
        #expect(value(set, "borders.wireframe") == "{color: #DD6B20; width: 8px; style: {dashArray: 0.5rem, 0.25rem; lineCap: round}}")
        #expect(value(set, "shadows.multi")
            == "{color: #000000; offsetX: 0px; offsetY: 4px; blur: 12px}, {color: #000000; offsetX: 0px; offsetY: 8px; blur: 16px}")
        // The later file wins: text.json's heading uses text.sizes.heading (28px).
        #expect(value(set, "text.typography.heading") == "{fontFamily: Open Sans, sans-serif; fontWeight: 800; fontSize: 28px; lineHeight: 1.8}")
        #expect(set["text.typography.heading"]?.defaultValue?.references.first == "text.fonts.sans")
        #expect(chain(set, "text.sizes.heading") == ["dimensions.7"])
    }

    @Test func tokensStudioThemesBecomeModes() throws {
        let set = try load("tokens-studio-lion/tokens")
        #expect(set.tokens.count == 46)
        #expect(set.resolvedAliasCount == 12)
        #expect(set.findings.isEmpty)
        #expect(set.modeGroups == [
            TokenModeGroup(name: "brand", modes: ["Casual", "Business"]),
            TokenModeGroup(name: "color", modes: ["Green", "Blue", "Purple"]),
        ])
        #expect(set.files.count == 11)
        let radius = try #require(set["button.borderRadius"])
        #expect(radius.type == .dimension)
        #expect(radius.values.map(\.mode) == ["Casual", "Business"])
        #expect(radius.values.map { $0.resolved?.displayString } == ["8", "0"])
        #expect(radius.values.map { $0.aliasChain.map(\.name) } == [["borderRadius.default", "borderRadius.lg"], ["borderRadius.default", "borderRadius.none"]])
        #expect(value(set, "button.bg.color", mode: "Blue") == "#3182CE")
        #expect(chain(set, "button.bg.color", mode: "Purple") == ["colors.bg.default.color", "colors.purple.600"])
        #expect(value(set, "button.text.color") == "#FFFFFF")
        #expect(set["button.text.color"]?.values.map(\.mode) == [nil])
        #expect(set["colors.gray.100"]?.layer == .base)
    }

    @Test func spectrumOwnFormat() throws {
        let set = try load("spectrum-tokens/packages/tokens/src")
        #expect(set.tokens.count == 2477)
        #expect(set.resolvedAliasCount == 1843)
        #expect(set.findings.isEmpty)
        #expect(set.files.count == 91)
        #expect(set.modeGroups == [
            TokenModeGroup(name: "scale", modes: ["desktop", "mobile"]),
            TokenModeGroup(name: "colorScheme", modes: ["light", "dark", "wireframe"]),
        ])
        let accent = try #require(set["accent-background-color-default"])
        #expect(accent.type == .color)
        #expect(accent.values.map(\.mode) == ["light", "dark", "wireframe"])
        #expect(accent.values.map { $0.resolved?.displayString } == ["#3B63FB", "#4069FD", "#4A6FC3"])
        #expect(accent.values.map { $0.aliasChain.map(\.name) } == [["accent-color-900", "blue-900"], ["accent-color-800", "blue-800"], ["accent-color-900", "blue-900"]])
        #expect(value(set, "font-size-100", mode: "mobile") == "17px")
        #expect(value(set, "bold-font-weight") == "700")
        #expect(value(set, "card-selection-background-color-opacity") == "0.95")
        #expect(value(set, "component-l-bold", mode: "mobile")
            == "{fontFamily: Adobe Clean Spectrum VF; fontSize: 19px; fontWeight: 700; letterSpacing: 0em; lineHeight: 24px}")
        #expect(set["drop-shadow-dragged"]?.type == .shadow)
        #expect(set.tokens.filter { $0.layer == .base }.count == 377)
        #expect(set.tokens.filter { $0.deprecation != nil }.count == 793)
    }
}
