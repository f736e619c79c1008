import Foundation
import Testing
@testable import DesignSpecCore

/// Each format's features on small fixtures.
@Suite struct TokenFormatTests {
    private func display(_ set: TokenSet, _ name: String, mode: String? = nil) -> String? {
        guard let token = set[name] else { return "no token \(name)" }
        return (mode.map { token.value(inMode: $0) } ?? token.defaultValue)?.resolved?.displayString
    }

    /// Colour functions in token files are read by the parser doc values use
    /// (`CSSColorFunction`): percentages are of the full channel, and a malformed one says why.
    @Test func cssColorFunctions() throws {
        let set = try TokenFixture([
            "tokens.json": """
            {
              "color": {
                "$type": "color",
                "spectrum": { "$value": "rgba(44, 44, 45, 0.5)" },
                "percent": { "$value": "rgb(100% 0% 50%)" },
                "hsl": { "$value": "hsl(210 50% 50% / 50%)" },
                "short": { "$value": "rgb(300, 0)" }
              }
            }
            """,
        ]).load()
        #expect(display(set, "color.spectrum") == "#2C2C2D80")
        #expect(display(set, "color.percent") == "#FF0080")
        #expect(display(set, "color.hsl") == "#4080BF80")
        #expect(TokenFixture.findings(set) == [
            "tokens.json:7:26: invalid-value: token `color.short` has an invalid color value: `rgb(300, 0)` is not a color: rgb() takes 3 values and an optional alpha, not 2",
        ])
    }

    @Test func dtcgTypesAndMetadata() throws {
        let set = try TokenFixture([
            "tokens.json": """
            {
              "color": {
                "$type": "color",
                "$deprecated": "use brand colors",
                "p3": { "$value": { "colorSpace": "display-p3", "components": [0.5, 0.5, 0.5] } },
                "hsl": { "$value": { "colorSpace": "hsl", "components": [210, 50, 50], "alpha": 0.5 } },
                "ok": { "$value": { "colorSpace": "oklch", "components": [0.6279554, 0.2576833, 29.2338851] }, "$deprecated": false },
                "short": { "$value": "#1a73e8", "$description": "Primary blue", "$extensions": { "com.example": { "figma": "id:1" } } }
              },
              "size": {
                "$type": "dimension",
                "m": { "$value": { "value": 16, "unit": "px" } },
                "l": { "$value": "1.5rem" },
                "n": { "$value": "{size.m}", "$type": "number" }
              },
              "motion": {
                "fast": { "$type": "duration", "$value": "0.2s" },
                "slow": { "$type": "duration", "$value": { "value": 400, "unit": "ms" } },
                "ease": { "$type": "cubicBezier", "$value": [0.4, 0, 0.2, 1] }
              },
              "font": {
                "weight": { "$type": "fontWeight", "$value": "semi-bold" },
                "family": { "$type": "fontFamily", "$value": ["Pretendard", "system-ui"] }
              }
            }
            """,
        ]).load()
        #expect(set.findings.isEmpty)
        #expect(display(set, "color.p3") == "#808080")
        #expect(display(set, "color.hsl") == "#4080BF80")
        #expect(display(set, "color.ok") == "#FF0000")
        #expect(display(set, "color.short") == "#1A73E8")
        #expect(set["color.short"]?.description == "Primary blue")
        #expect(set["color.short"]?.deprecation == .reason("use brand colors"))
        #expect(set["color.ok"]?.deprecation == .reason("use brand colors"))
        #expect(set["color.short"]?.extensions.map { JSONWriter.serialize($0, pretty: false) } == #"{"com.example":{"figma":"id:1"}}"#)
        #expect(display(set, "size.m") == "16px")
        #expect(display(set, "size.l") == "1.5rem")
        #expect(display(set, "size.n") == "16px")
        #expect(display(set, "motion.fast") == "200ms")
        #expect(display(set, "motion.slow") == "400ms")
        #expect(display(set, "motion.ease") == "cubic-bezier(0.4, 0, 0.2, 1)")
        #expect(display(set, "font.weight") == "600")
        #expect(display(set, "font.family") == "Pretendard, system-ui")
    }

    @Test func dtcgExtendsCopiesTheGroupsTokens() throws {
        let set = try TokenFixture([
            "tokens.json": """
            {
              "button": { "$type": "dimension", "padding": { "$value": "8px" }, "radius": { "$value": "4px" } },
              "pill": { "$extends": "{button}", "radius": { "$type": "dimension", "$value": "999px" } }
            }
            """,
        ]).load()
        #expect(set.findings.isEmpty)
        #expect(set.tokens.map(\.name) == ["button.padding", "button.radius", "pill.padding", "pill.radius"])
        #expect(display(set, "pill.padding") == "8px")
        #expect(display(set, "pill.radius") == "999px")
    }

    @Test func styleDictionaryReferences() throws {
        let set = try TokenFixture([
            "tokens.json": """
            {
              "globals": { "baseline": 4, "unit": "px" },
              "size": {
                "base": { "value": "{globals.baseline}{globals.unit}", "comment": "two references" },
                "alias": { "value": "{size.base.value}" },
                "bad": { "value": "{size.bse}{globals.unit}" }
              },
              "color": { "red": { "value": "#ff0000" }, "error": { "value": "{color.red.value}" } },
              "release": { "value": "2024-01-01" },
              "twice": { "value": "{globals.baseline} * 2" }
            }
            """,
        ]).load()
        #expect(TokenFixture.findings(set) == [
            "tokens.json:6:23: broken-reference: reference {size.bse} does not name a token",
            "  tokens.json:4:5: note: did you mean `size.base`?",
        ])
        #expect(display(set, "size.base") == "4px")
        #expect(set["size.base"]?.description == "two references")
        #expect(display(set, "size.alias") == "4px")
        #expect(set["size.alias"]?.defaultValue?.aliasChain.map(\.name) == ["size.base"])
        #expect(display(set, "color.error") == "#FF0000")
        #expect(set["color.error"]?.type == .color)
        // Untyped arithmetic is evaluated only on references; a date stays text.
        #expect(set["release"]?.defaultValue?.resolved == .string("2024-01-01"))
        #expect(display(set, "twice") == "8")
    }

    @Test func tokensStudioMathAndTypes() throws {
        let set = try TokenFixture([
            "tokens/base.json": """
            {
              "base": {
                "baseline": { "value": "8", "type": "spacing" },
                "fontSize": { "value": "16px", "type": "fontSizes" }
              }
            }
            """,
            "tokens/semantic.json": """
            {
              "space": {
                "quarter": { "value": "{base.baseline} * 0.25", "type": "spacing" },
                "half": { "value": "{base.fontSize} / 2", "type": "fontSizes" },
                "double": { "value": "({base.baseline} + 4) * 2", "type": "sizing" },
                "tenth": { "value": "0.1 + 0.2", "type": "opacity" },
                "broken": { "value": "{base.baseline} * ", "type": "spacing" }
              },
              "shadow": { "value": { "x": "0", "y": "{base.baseline}", "blur": "2", "spread": "0", "color": "#000000", "type": "dropShadow" }, "type": "boxShadow" }
            }
            """,
            "tokens/$metadata.json": #"{ "tokenSetOrder": ["stale", "semantic", "base"] }"#,
        ]).load(["tokens"])
        #expect(TokenFixture.findings(set) == [
            "tokens/semantic.json:7:26: invalid-value: token `space.broken` has an invalid dimension value: expression ends where a number was expected",
        ])
        #expect(display(set, "space.quarter") == "2")
        #expect(display(set, "space.half") == "8px")
        #expect(display(set, "space.double") == "24")
        #expect(display(set, "space.tenth") == "0.3")
        #expect(set["space.quarter"]?.type == .dimension)
        #expect(set["space.quarter"]?.defaultValue?.references == ["base.baseline"])
        #expect(set["shadow"]?.type == .shadow)
        #expect(display(set, "shadow") == "{x: 0; y: 8; blur: 2; spread: 0; color: #000000; type: dropShadow}")
        #expect(set["base.baseline"]?.layer == .base)
        #expect(set.files == ["tokens/$metadata.json", "tokens/base.json", "tokens/semantic.json"])
    }

    @Test func resolverContextsAreModesOfOneToken() throws {
        let set = try TokenFixture([
            "ds.resolver.json": """
            {
              "resolutionOrder": [{ "$ref": "#/sets/core" }, { "$ref": "#/modifiers/theme" }],
              "sets": { "core": { "sources": [{ "$ref": "core.tokens.json" }] } },
              "modifiers": { "theme": { "contexts": { "light": [{ "$ref": "light.tokens.json" }], "dark": [{ "$ref": "dark.tokens.json" }] }, "default": "dark" } }
            }
            """,
            "core.tokens.json": ##"{ "gray": { "$type": "color", "0": { "$value": "#ffffff" }, "9": { "$value": "#111111" } } }"##,
            "light.tokens.json": #"{ "bg": { "$type": "color", "$value": "{gray.0}" } }"#,
            "dark.tokens.json": #"{ "bg": { "$type": "color", "$value": "{gray.9}" } }"#,
        ]).load()
        #expect(set.findings.isEmpty)
        #expect(set.modeGroups == [TokenModeGroup(name: "theme", modes: ["dark", "light"])])
        let background = try #require(set["bg"])
        #expect(background.values.map(\.mode) == ["dark", "light"])
        #expect(background.values.map { $0.resolved?.displayString } == ["#111111", "#FFFFFF"])
        #expect(background.layer == .semantic)
        #expect(set["gray.0"]?.layer == .base)
    }

    @Test func layerRulesAreConfigurable() {
        let rules = TokenLayerRules()
        #expect(rules.layer(path: ["color", "base", "gray"], origins: [], isAliasedByOthers: false, aliasesOtherTokens: false) == .base)
        #expect(rules.layer(path: ["color", "gray"], origins: ["primitive"], isAliasedByOthers: false, aliasesOtherTokens: false) == .base)
        #expect(rules.layer(path: ["gray"], origins: [], isAliasedByOthers: true, aliasesOtherTokens: false) == .base)
        #expect(rules.layer(path: ["bg"], origins: [], isAliasedByOthers: true, aliasesOtherTokens: true) == .semantic)
        // The last segment is the token's own name, not a group.
        #expect(rules.layer(path: ["radius", "base"], origins: [], isAliasedByOthers: false, aliasesOtherTokens: false) == .semantic)
        let custom = TokenLayerRules(baseGroupNames: ["palette"], inferFromAliases: false)
        #expect(custom.layer(path: ["palette", "red"], origins: [], isAliasedByOthers: false, aliasesOtherTokens: false) == .base)
        #expect(custom.layer(path: ["gray"], origins: [], isAliasedByOthers: true, aliasesOtherTokens: false) == .semantic)
    }

    @Test func missingPathIsAnError() {
        #expect(throws: TokenLoadError("no such file or folder: /nonexistent/tokens")) {
            try TokenLoader().load(paths: ["/nonexistent/tokens"])
        }
    }
}
