import Foundation
import Testing
@testable import DesignSpecChecks
import DesignSpecCore

/// docs/rules.md's rule reference is made from every rule's description and examples (the
/// examples `RuleExampleTests` runs), so the page shows exactly what the check reports.
/// The text above `marker` is written by hand; everything below it is
/// compared with `markdown()`. Re-record with
/// `DESIGNSPEC_RECORD=1 swift test --filter RuleReferenceDocTests`, then read the diff.
@Suite struct RuleReferenceDocTests {
    static let page = TestData.packageRoot.appendingPathComponent("docs/rules.md")

    @Test func theRulePageShowsEveryRuleAndExample() throws {
        let text = try String(contentsOf: Self.page, encoding: .utf8)
        let parts = text.components(separatedBy: Self.marker + "\n")
        try #require(parts.count == 2, "docs/rules.md must hold the line \(Self.marker) once")
        let expected = Self.markdown()
        if ProcessInfo.processInfo.environment["DESIGNSPEC_RECORD"] == "1" {
            try Data((parts[0] + Self.marker + "\n" + expected).utf8).write(to: Self.page)
            return
        }
        #expect(parts[1] == expected, "docs/rules.md differs; re-record with DESIGNSPEC_RECORD=1 and read the diff")
    }

    @Test func everyRuleHasItsSection() {
        let markdown = Self.markdown()
        for id in RuleID.allCases {
            #expect(markdown.contains("\n### `\(id)`\n"), "no section for \(id)")
        }
    }

    @Test func aFenceIsLongerThanTheBackticksItHolds() {
        #expect(Self.fence(for: "no ticks") == "```")
        #expect(Self.fence(for: "a\n```swift\nText(\"x\")\n```\n") == "````")
    }

    // MARK: The generated part of docs/rules.md

    static let marker = "<!-- Made from the rules' descriptions and examples; RuleReferenceDocTests checks it. -->"

    static func markdown() -> String {
        var out = "\n## Every rule\n\n| rule | default | what it reports |\n| --- | --- | --- |\n"
        for rule in Checker.rules {
            let description = rule.description
            out += "| [`\(description.id)`](#\(description.id)) | \(description.defaultSeverity.rawValue) | \(description.summary) |\n"
        }
        for rule in Checker.rules {
            let description = rule.description
            out += "\n### `\(description.id)`\n\n"
            out += "Default: \(description.defaultSeverity.rawValue). \(description.summary)\n\n"
            out += description.explanation.trimmingCharacters(in: .whitespacesAndNewlines) + "\n"
            for example in rule.examples {
                out += "\n#### \(example.title)\n"
                for path in example.files.keys.sorted() {
                    let text = example.files[path]!
                    let body = text.hasSuffix("\n") ? text : text + "\n"
                    let fence = fence(for: body)
                    out += "\n`\(path)`:\n\n\(fence)\(language(of: path))\n\(body)\(fence)\n"
                }
                if example.expected.isEmpty {
                    out += "\nThe rule reports nothing here.\n"
                } else {
                    let report = example.expected.joined(separator: "\n") + "\n"
                    let fence = fence(for: report)
                    out += "\nThe rule reports:\n\n\(fence)text\n\(report)\(fence)\n"
                }
            }
        }
        return out
    }

    /// Three backticks, or one more than the longest run of backticks in `text`.
    static func fence(for text: String) -> String {
        var longest = 0
        var run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        return String(repeating: "`", count: max(3, longest + 1))
    }

    static func language(of path: String) -> String {
        path.hasSuffix(".md") ? "markdown" : path.hasSuffix(".json") ? "json" : ""
    }
}
