import Foundation
import Testing
@testable import DesignSpecChecks
@testable import DesignSpecCore

/// Token files and doc cells at the edges a stranger tried: a repeated key, a reference in
/// a reference, numbers too large for a `Double`, and names with words past
/// `TokenNameNeighbours.longestSpelledWord`, as `designspec check` reports them.
@Suite struct TokenEdgeCaseCheckTests {
    /// Each problem once, at its place in the token file; no row "matches" infinity.
    @Test func aRepeatedKeyANestedReferenceAndAnInfiniteValue() throws {
        let fixture = try CheckFixture([
            "content/tokens/t.json": [
                #"{ "spacing": { "$type": "dimension", "a": { "$value": "4px" }, "a": { "$value": "8px" },"#,
                #"  "nested": { "$value": "{{spacing.a}}" }, "inf": { "$value": { "value": 1e309, "unit": "px" } },"#,
                #"  "small": { "$value": "4px" } } }"#,
            ].joined(separator: "\n"),
            "content/a.md": """
                # A

                | Token | Value |
                | --- | --- |
                | `{spacing.a}` | 8px |
                | `{spacing.nested}` | 123px |
                | `{spacing.inf}` | -5px |
                | `{spacing.small}` | \(String(repeating: "9", count: 400))px |
                """,
        ])
        defer { fixture.remove() }
        let report = Checker().check(try fixture.model())
        #expect(CheckFixture.lines(report) == [
            "content/a.md:8:23: error: \(String(repeating: "9", count: 400))px here, but `spacing.small` is 4px [value-mismatch]",
            "content/tokens/t.json:1:64: warning: duplicate key \"a\" in this object; the last one is used [duplicate-key]",
            "content/tokens/t.json:2:25: error: token `spacing.nested` has an invalid dimension value: `{{spacing.a}}` opens a reference inside another; a reference is one name in single braces: `{spacing.a}` [invalid-value]",
            "content/tokens/t.json:2:63: error: token `spacing.inf` has an invalid dimension value: `1e309` is too large for a number (it reads as infinity) [invalid-value]",
        ])
        #expect(report.summary == "3 errors, 1 warning")
    }

    /// A name whose word is misspelled gets a "did you mean" up to 64 letters; a longer word
    /// is matched only as it is (and the token it may have meant is undocumented).
    @Test func aWordPastTheLimitGetsNoSuggestion() throws {
        func word(_ count: Int) -> String { String((0..<count).map { Character(Unicode.Scalar(UInt8(97 + $0 % 26))) }) }
        func misspelled(_ word: String) -> String { String(word.prefix(10)) + "z" + String(word.dropFirst(11)) }
        let (w64, w65) = (word(64), word(65))
        let fixture = try CheckFixture([
            "content/tokens/t.json": """
                { "spacing": { "$type": "dimension", "\(w64)": { "$value": "8px" }, "\(w65)": { "$value": "8px" } } }
                """,
            "content/a.md": """
                | Token | Value |
                | --- | --- |
                | `{spacing.\(misspelled(w64))}` | 8px |
                | `{spacing.\(misspelled(w65))}` | 8px |
                | `{spacing.\(String(repeating: "x", count: 300))}` | 8px |
                """,
        ])
        defer { fixture.remove() }
        let report = Checker().check(try fixture.model())
        #expect(CheckFixture.lines(report) == [
            "content/a.md:3:3: error: unknown token `{spacing.\(misspelled(w64))}`; did you mean `spacing.\(w64)`, which has the row's value? [unknown-token]",
            "content/a.md:4:3: error: unknown token `{spacing.\(misspelled(w65))}` [unknown-token]",
            "content/a.md:5:3: error: unknown token `{spacing.\(String(repeating: "x", count: 300))}` [unknown-token]",
            "content/tokens/t.json:1:127: warning: `spacing.\(w65)` is a public (Semantic) token that no doc mentions [undocumented-token]",
        ])
    }
}
