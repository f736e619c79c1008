import Foundation
import Testing
@testable import DesignSpecCore

/// Bad and hostile input becomes findings, never a crash or a hang.
@Suite struct TokenHostileInputTests {
    @Test func deeplyNestedGroupsStillLoad() throws {
        let depth = 500
        let text = String(repeating: #"{ "g": "#, count: depth) + #"{ "$type": "number", "$value": 1 }"#
            + String(repeating: " }", count: depth)
        let set = try TokenFixture(["deep.json": text]).load()
        #expect(set.findings.isEmpty)
        #expect(set.tokens.map(\.path.count) == [depth])
        #expect(set.tokens.first?.defaultValue?.resolved == .number(1))
    }

    @Test func nestingBeyondTheReaderLimitIsASyntaxFinding() throws {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let set = try TokenFixture(["arrays.json": text, "ok.json": #"{ "n": { "$type": "number", "$value": 3 } }"#]).load()
        #expect(set.findings.map(\.rule) == [.jsonSyntax])
        #expect(set.findings.first?.range.start.description == "arrays.json:1:513")
        #expect(set.tokens.map(\.name) == ["n"])
    }

    @Test func wrongShapesAreInvalidValuesNotCrashes() throws {
        let set = try TokenFixture([
            "odd.json": """
            {
              "a": { "$type": "color", "$value": 12 },
              "b": { "$type": "dimension", "$value": [1, 2] },
              "c": { "$type": "typography", "$value": "big" },
              "d": { "$type": "shadow", "$value": [{ "color": "{nope}" }] },
              "e": { "$value": "{}" },
              "f": { "$value": null }
            }
            """,
        ]).load()
        #expect(TokenFixture.findings(set) == [
            "odd.json:2:38: invalid-value: token `a` has an invalid color value: a color must be a string or an object, not number",
            "odd.json:3:42: invalid-value: token `b` has an invalid dimension value: a dimension must be a string, a number or an object, not array",
            "odd.json:4:43: invalid-value: token `c` has an invalid typography value: a typography value must be an object, not string",
            "odd.json:5:51: broken-reference: reference {nope} does not name a token",
        ])
        #expect(set.tokens.map(\.name) == ["a", "b", "c", "d", "e", "f"])
        #expect(set["e"]?.defaultValue?.resolved == .string("{}"))
    }
}
