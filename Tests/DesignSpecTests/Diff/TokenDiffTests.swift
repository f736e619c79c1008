import Foundation
import Testing
@testable import DesignSpecChecks
@testable import DesignSpecCore

/// `TokenDiff.changes` on token sets: values compare by meaning, renames pair by value and
/// nearest name, a token can change in several ways at once.
@Suite struct TokenDiffTests {
    private func set(_ json: String) throws -> TokenSet {
        try TokenFixture(["tokens.json": json]).load()
    }

    private func summary(_ changes: [TokenChange]) -> [String] {
        changes.map { change in
            "\(change.kind.rawValue) \(change.oldName.map { "\($0) → " } ?? "")\(change.name)"
                + change.values.map { " [\($0.mode ?? "-"): \($0.before?.resolved?.displayString ?? "none") → \($0.after?.resolved?.displayString ?? "none")]" }.joined()
        }
    }

    @Test func theSameValueWrittenAnotherWayIsNoChange() throws {
        let old = try set(##"{ "a": { "$type": "dimension", "$value": "16px" }, "c": { "$type": "color", "$value": "#1a73e8" }, "d": { "$type": "duration", "$value": "0.2s" } }"##)
        let new = try set(##"{ "a": { "$type": "dimension", "$value": { "value": 16, "unit": "px" } }, "c": { "$type": "color", "$value": "#1A73E8FF" }, "d": { "$type": "duration", "$value": "200ms" } }"##)
        #expect(TokenDiff.changes(from: old, to: new).isEmpty)
    }

    @Test func renamesPairWithTheNearestNameOfTheSameValue() throws {
        let old = try set(##"{ "color": { "$type": "color", "muted": { "$value": "#80858F" }, "faint": { "$value": "#80858F" }, "ink": { "$value": "#000000" } } }"##)
        let new = try set(##"{ "color": { "$type": "color", "fainter": { "$value": "#80858F" }, "mutedText": { "$value": "#80858F" }, "ink2": { "$value": "#000001" } } }"##)
        #expect(summary(TokenDiff.changes(from: old, to: new)) == [
            "added color.ink2 [-: none → #000001]",
            "removed color.ink [-: #000000 → none]",
            "renamed color.faint → color.fainter [-: #80858F → #80858F]",
            "renamed color.muted → color.mutedText [-: #80858F → #80858F]",
        ])
    }

    @Test func anAliasToAnotherTokenIsAChangeEvenWithTheSameValue() throws {
        let base = ##""base": { "$type": "color", "a": { "$value": "#FFFFFF" }, "b": { "$value": "#FFFFFF" } }"##
        let old = try set("{ \(base), \"bg\": { \"$type\": \"color\", \"$value\": \"{base.a}\" } }")
        let new = try set("{ \(base), \"bg\": { \"$type\": \"color\", \"$value\": \"{base.b}\" } }")
        let changes = TokenDiff.changes(from: old, to: new)
        #expect(summary(changes) == ["valueChanged bg [-: #FFFFFF → #FFFFFF]"])
        #expect(changes[0].values[0].colorDifference == 0)
        #expect(TokenDiffTextFormatter.value(changes[0].values[0].after) == "#FFFFFF ({base.b})")
    }

    @Test func aTokenCanChangeItsValueAndBeDeprecated() throws {
        let old = try set(##"{ "a": { "$type": "dimension", "$value": "4px" } }"##)
        let new = try set(##"{ "a": { "$type": "dimension", "$value": "8px", "$deprecated": true } }"##)
        #expect(summary(TokenDiff.changes(from: old, to: new)) == ["valueChanged a [-: 4px → 8px]", "deprecated a"])
    }

    @Test func colourDifferenceIsTheDistanceInOKLab() {
        let white = Color(red: 1, green: 1, blue: 1), black = Color(red: 0, green: 0, blue: 0)
        #expect(abs(white.oklabDistance(to: black) - 1) < 1e-6)
        // CSS Color 4's example: sRGB red is oklab(0.62796 0.22486 0.12585).
        let red = Color(red: 1, green: 0, blue: 0).oklab
        #expect(abs(red.l - 0.62796) < 1e-4 && abs(red.a - 0.22486) < 1e-4 && abs(red.b - 0.12585) < 1e-4)
    }
}
