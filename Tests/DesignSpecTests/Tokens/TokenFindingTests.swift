import Foundation
import Testing
@testable import DesignSpecCore

/// The exact text and position of every finding kind, on small fixtures.
@Suite struct TokenFindingTests {
    @Test func threeTokenCycleAndMisspelledAlias() throws {
        let set = try TokenFixture([
            "tokens.json": """
            {
              "color": {
                "$type": "color",
                "a": { "$value": "{color.b}" },
                "b": { "$value": "{color.c}" },
                "c": { "$value": "{color.a}" },
                "d": { "$value": "{color.c}" },
                "bg": {
                  "primary": { "$value": "#1A73E8" },
                  "link": { "$value": "{color.bg.primry}" }
                }
              }
            }
            """,
        ]).load()
        #expect(TokenFixture.findings(set) == [
            "tokens.json:4:22: circular-reference: circular reference: color.a → color.b → color.c → color.a",
            "  tokens.json:5:22: note: `color.b` is defined here",
            "  tokens.json:6:22: note: `color.c` is defined here",
            "tokens.json:10:27: broken-reference: reference {color.bg.primry} does not name a token",
            "  tokens.json:9:7: note: did you mean `color.bg.primary`?",
        ])
        // Tokens in or behind the cycle stay unresolved without more findings.
        #expect(set["color.d"]?.defaultValue?.resolved == nil)
        #expect(set["color.bg.link"]?.defaultValue?.resolved == nil)
        #expect(set["color.bg.primary"]?.defaultValue?.resolved?.displayString == "#1A73E8")
    }

    @Test func invalidValues() throws {
        let set = try TokenFixture([
            "tokens.json": """
            {
              "size": {
                "$type": "dimension",
                "small": { "$value": "8px" },
                "bad": { "$value": "8 apples" }
              },
              "color": {
                "$type": "color",
                "wrong": { "$value": "{size.small}" },
                "empty": { "$type": "color" },
                "odd": { "$value": { "colorSpace": "lab", "components": [50, 0, 0] } }
              },
              "motion": {
                "ease": { "$type": "cubicBezier", "$value": [1.5, 0, 0.2, 1] },
                "weight": { "$type": "fontWeight", "$value": "heavyish" }
              }
            }
            """,
        ]).load()
        #expect(TokenFixture.findings(set) == [
            "tokens.json:5:24: invalid-value: token `size.bad` has an invalid dimension value: `8 apples` is not a dimension (a number with px, rem, em or pt)",
            "tokens.json:9:26: invalid-value: token `color.wrong` has type color but its alias {size.small} names a dimension token",
            "tokens.json:10:5: invalid-value: token `color.empty` has a `$type` but no `$value`",
            "tokens.json:11:24: invalid-value: token `color.odd` has an invalid color value: color space `lab` is not supported (use display-p3, hsl, oklab, oklch, srgb, srgb-linear)",
            "tokens.json:14:49: invalid-value: token `motion.ease` has an invalid cubicBezier value: cubicBezier x values must be between 0 and 1",
            "tokens.json:15:50: invalid-value: token `motion.weight` has an invalid fontWeight value: `heavyish` is not a font weight (1–1000 or a name such as bold)",
        ])
    }

    @Test func duplicateTokenInTwoFilesPointsAtBoth() throws {
        let set = try TokenFixture([
            "a.json": """
            { "space": { "m": { "$type": "dimension", "$value": "16px" } } }
            """,
            "b.json": """
            {
              "space": {
                "m": { "$type": "dimension", "$value": "12px" }
              }
            }
            """,
        ]).load()
        #expect(TokenFixture.findings(set) == [
            "b.json:3:5: duplicate-token: token `space.m` is defined again; the definition at a.json:1:14 is overridden",
            "  a.json:1:14: note: first definition of `space.m`",
        ])
        #expect(set["space.m"]?.defaultValue?.resolved?.displayString == "12px")
    }

    /// `tokens.json` holding one `spacing` group of dimensions whose members are `members`,
    /// one a line from line 4, each indented by four spaces (column 5).
    private func spacing(_ members: [String]) throws -> TokenSet {
        let lines = members.enumerated().map { "    " + $1 + ($0 == members.count - 1 ? "" : ",") }
        let json = (["{", "  \"spacing\": {", "    \"$type\": \"dimension\","] + lines + ["  }", "}"]).joined(separator: "\n")
        return try TokenFixture(["tokens.json": json]).load()
    }

    /// A key written twice in one object is the JSON reader's `duplicate-key` warning
    /// (the last one is used), not also a `duplicate-token` error at the same key.
    @Test func aRepeatedKeyIsADuplicateKeyOnly() throws {
        let set = try spacing([#""a": { "$value": "4px" }"#, #""a": { "$value": "8px" }"#, #""a": { "$value": "12px" }"#])
        #expect(TokenFixture.findings(set) == [
            "tokens.json:5:5: duplicate-key: duplicate key \"a\" in this object; the last one is used",
            "  tokens.json:4:5: note: \"a\" is first defined here",
            "tokens.json:6:5: duplicate-key: duplicate key \"a\" in this object; the last one is used",
            "  tokens.json:4:5: note: \"a\" is first defined here",
        ])
        #expect(set["spacing.a"]?.defaultValue?.resolved?.displayString == "12px")
    }

    /// `{{spacing.a}}` is no reference (the inner braces were read alone, leaving `{8px}`):
    /// an invalid value at the token's value, not a token left unresolved in silence.
    @Test func aReferenceInsideAReferenceIsAnInvalidValue() throws {
        let set = try spacing([
            #""a": { "$value": "4px" }"#,
            #""nested": { "$value": "{{spacing.a}}" }"#,
            #""sum": { "$value": "{spacing.a} * {{spacing.a}}" }"#,
            #""fine": { "$value": "{spacing.a} * 2" }"#,
        ])
        #expect(TokenFixture.findings(set) == [
            "tokens.json:5:27: invalid-value: token `spacing.nested` has an invalid dimension value: `{{spacing.a}}` opens a reference inside another; a reference is one name in single braces: `{spacing.a}`",
            "tokens.json:6:24: invalid-value: token `spacing.sum` has an invalid dimension value: `{spacing.a} * {{spacing.a}}` opens a reference inside another; a reference is one name in single braces: `{spacing.a}`",
        ])
        #expect(set["spacing.nested"]?.defaultValue?.resolved == nil)
        #expect(set["spacing.fine"]?.defaultValue?.resolved?.displayString == "8px")
        #expect(TokenReference.opensReferenceInReference("{a}{b}") == false)
        #expect(TokenReference.opensReferenceInReference("{색상.{a}}") == true)
    }

    /// A JSON number too large for a `Double` reads as infinity, which would match every
    /// finite value a doc states: an invalid value (in a string it is no dimension already).
    @Test func aNumberTooLargeForADoubleIsAnInvalidValue() throws {
        let set = try spacing([
            #""inf": { "$value": { "value": 1e309, "unit": "px" } }"#,
            #""text": { "$value": "-1e309px" }"#,
            #""big": { "$value": { "value": 1e308, "unit": "px" } }"#,
            #""ratio": { "$type": "number", "$value": 1E400 }"#,
        ])
        #expect(TokenFixture.findings(set) == [
            "tokens.json:4:24: invalid-value: token `spacing.inf` has an invalid dimension value: `1e309` is too large for a number (it reads as infinity)",
            "tokens.json:5:25: invalid-value: token `spacing.text` has an invalid dimension value: `-1e309px` is not a dimension (a number with px, rem, em or pt)",
            "tokens.json:7:45: invalid-value: token `spacing.ratio` has an invalid number value: `1E400` is too large for a number (it reads as infinity)",
        ])
        #expect(set["spacing.inf"]?.defaultValue?.resolved == nil)
        #expect(set["spacing.big"]?.defaultValue?.resolved == .dimension(Dimension(1e308, .px)))
    }

    @Test func jsonSyntaxErrorIsAFindingAndLoadingGoesOn() throws {
        let set = try TokenFixture([
            "bad.json": "{\n  \"a\": { \"$value\": }\n}\n",
            "good.json": #"{ "a": { "$type": "number", "$value": 2 } }"#,
        ]).load()
        #expect(TokenFixture.findings(set) == ["bad.json:2:20: json-syntax: expected a value, found '}'"])
        #expect(set["a"]?.defaultValue?.resolved == .number(2))
        #expect(set.files == ["good.json"])
    }

    @Test func tenThousandStepChainIsAFindingNotAStackOverflow() throws {
        var members: [String] = []
        for step in 0..<10_000 {
            members.append(#""t\#(step)": { "$value": "{chain.t\#(step + 1)}" }"#)
        }
        members.append(#""t10000": { "$value": "4px" }"#)
        let text = "{ \"chain\": { \"$type\": \"dimension\",\n" + members.joined(separator: ",\n") + "\n} }\n"
        let set = try TokenFixture(["chain.json": text]).load()
        #expect(set.tokens.count == 10_001)
        #expect(TokenFixture.findings(set) == [
            "chain.json:9001:22: alias-chain-too-long: alias chain from `chain.t8999` is longer than 1000 steps",
        ])
        #expect(set["chain.t9000"]?.defaultValue?.aliasChain.count == 1000)
        #expect(set["chain.t9000"]?.defaultValue?.resolved?.displayString == "4px")
        #expect(set["chain.t8999"]?.defaultValue?.resolved == nil)
    }

    @Test func longCycleIsReportedOnce() throws {
        var members: [String] = []
        for step in 0..<5_000 {
            members.append(#""t\#(step)": { "$value": "{c.t\#((step + 1) % 5_000)}" }"#)
        }
        let text = "{ \"c\": { \"$type\": \"number\",\n" + members.joined(separator: ",\n") + "\n} }\n"
        let set = try TokenFixture(["cycle.json": text]).load()
        #expect(set.findings.map(\.rule) == [.circularReference])
        #expect(set.findings.first?.message.hasPrefix("circular reference: c.t0 → c.t1 → c.t2 → ") == true)
        #expect(set.findings.first?.message.hasSuffix(" → c.t4999 → c.t0") == true)
    }
}
