import Foundation
import Testing
@testable import DesignSpecChecks
@testable import DesignSpecCore

/// The Checker's own behaviour: configured severities, ignores scoped to the next table or
/// code block, `--strict`, ordering.
@Suite struct CheckerTests {
    static let tokens = """
        { "spacing": { "$type": "dimension", "base": { "s8": { "$value": "8px" }, "s16": { "$value": "16px" } } } }
        """

    static let doc = """
        # 간격

        <!-- designspec-ignore: off-scale 시드 000의 표를 그대로 옮김 -->
        <!-- scale: spacing -->
        | 값 |
        | --- |
        | 20pt |

        <!-- scale: spacing -->
        | 값 |
        | --- |
        | 12pt |

        ## Chip Button

        ```swift
        HStack(spacing: 5) {}
            .frame(width: 30, height: 30)
        ```

        <!-- designspec-ignore: off-scale the second sketch is deliberately loose -->
        ```swift
        HStack(spacing: 6) {}
        ```
        """

    @Test func ignoresSilenceTheirRuleForTheNextTableOrCodeBlockOnly() throws {
        let fixture = try CheckFixture(["content/doc.md": Self.doc, "content/tokens/spacing.tokens.json": Self.tokens])
        defer { fixture.remove() }
        let report = Checker().check(try fixture.model())
        #expect(CheckFixture.lines(report) == [
            "content/doc.md:12:3: warning: 12pt is not on the spacing scale (8, 16); nearest: 8pt, 16pt [off-scale]",
            "content/doc.md:17:17: warning: 5pt is not on the spacing scale (8, 16); nearest: 8pt [off-scale]",
            "content/doc.md:18:5: warning: tap target is 30×30pt, under the 44×44pt minimum (Apple HIG) [tap-target]",
        ])
        #expect(report.summary == "0 errors, 3 warnings")
        #expect(!report.hasFailures(strict: false))
    }

    @Test func configurationChangesSeveritiesAndTurnsRulesOff() throws {
        let fixture = try CheckFixture([
            "designspec.json": #"{ "rules": { "off-scale": "error", "tap-target": "off" } }"#,
            "content/doc.md": Self.doc, "content/tokens/spacing.tokens.json": Self.tokens,
        ])
        defer { fixture.remove() }
        let report = Checker().check(try fixture.model())
        #expect(CheckFixture.lines(report) == [
            "content/doc.md:12:3: error: 12pt is not on the spacing scale (8, 16); nearest: 8pt, 16pt [off-scale]",
            "content/doc.md:17:17: error: 5pt is not on the spacing scale (8, 16); nearest: 8pt [off-scale]",
        ])
    }

    @Test func strictMakesWarningsErrors() throws {
        let fixture = try CheckFixture(["content/doc.md": Self.doc, "content/tokens/spacing.tokens.json": Self.tokens])
        defer { fixture.remove() }
        let report = Checker(strict: true).check(try fixture.model())
        #expect(report.findings.map(\.severity) == [.error, .error, .error])
        #expect(report.hasFailures(strict: false))
    }

    @Test func anIgnoreWithoutAReasonStillAppliesAndIsReported() throws {
        let doc = """
            <!-- designspec-ignore: off-scale -->
            <!-- scale: spacing -->
            | 값 |
            | --- |
            | 20pt |
            """
        let fixture = try CheckFixture(["content/doc.md": doc, "content/tokens/spacing.tokens.json": Self.tokens])
        defer { fixture.remove() }
        #expect(CheckFixture.lines(Checker().check(try fixture.model())) == [
            "content/doc.md:1:1: warning: designspec-ignore: off-scale gives no reason; say why after the rule id [ignore-without-reason]",
        ])
    }

    @Test func findingsOfEveryKindAreMergedAndSortedByPlace() throws {
        let fixture = try CheckFixture([
            "content/b.md": "| Token | Value |\n| --- | --- |\n| `{spacing.s16}` | 15pt |\n",
            "content/a.md": "| Token | Value |\n| --- | --- |\n| `{spacing.s6}` | 6pt |\n",
            "content/tokens/spacing.tokens.json": #"{ "spacing": { "$type": "dimension", "s8": { "$value": "8px" }, "s16": { "$value": "16px" }, "base": { "s4": { "$value": "{spacing.s2}" } } } }"#,
        ])
        defer { fixture.remove() }
        let report = Checker().check(try fixture.model())
        #expect(CheckFixture.lines(report) == [
            "content/a.md:3:3: error: unknown token `{spacing.s6}`; did you mean `spacing.s16`? (but the row states 6pt, and `spacing.s16` is 16px) [unknown-token]",
            "content/b.md:3:21: error: 15pt here, but `spacing.s16` is 16px [value-mismatch]",
            "content/tokens/spacing.tokens.json:1:38: warning: `spacing.s8` is a public (Semantic) token that no doc mentions [undocumented-token]",
            "content/tokens/spacing.tokens.json:1:122: error: reference {spacing.s2} does not name a token [broken-reference]",
        ])
    }

    @Test func everyRuleIsDescribedForSARIF() {
        let ids = Checker.ruleDescriptions.map(\.id.rawValue)
        #expect(ids == [
            "value-mismatch", "alias-mismatch", "unknown-token", "ambiguous-token", "undocumented-token", "deprecated-token",
            "off-scale", "tap-target", "broken-reference", "circular-reference", "alias-chain-too-long", "invalid-value", "duplicate-token",
            "json-syntax", "duplicate-key", "config", "ambiguous-inference", "unchecked-column", "malformed-table", "unused-hint",
            "broken-link", "front-matter", "ignore-without-reason",
            "unknown-rule",
        ])
        #expect(Checker.ruleDescriptions.allSatisfy { !$0.summary.isEmpty && $0.explanation.count > 80 })
    }
}

/// Every rule id is written once in the sources, as a case of `RuleID`, and every case has
/// its rule: a finding, the configuration, an ignore comment or `fix` names a rule by its
/// case, so the compiler checks each use; the rules' examples and words are text.
@Suite struct RuleCoverageTests {
    @Test func everyRuleIDHasTheRuleThatDescribesIt() {
        #expect(RuleID.allCases.filter { $0.rule.description.id != $0 } == [])
    }

    /// Words that are rule ids by name only: the tap-target diagram's kind.
    static let namesLikeRuleIDs = ["DesignSpecSite/Rendering/Diagrams/TapTargetDiagram.swift: \"tap-target\""]

    @Test func noRuleIDIsWrittenAsTextOutsideRuleID() throws {
        let sources = CheckFixture.repositoryRoot.appendingPathComponent("Sources")
        let enumerator = FileManager.default.enumerator(atPath: sources.path)
        let quoted = Set(RuleID.allCases.map { "\"\($0.rawValue)\"" })
        var found: [String] = []
        while let path = enumerator?.nextObject() as? String {
            guard path.hasSuffix(".swift"), !path.hasSuffix("/RuleID.swift"), !path.hasSuffix("RuleExamples.swift") else { continue }
            let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
            for line in text.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                for id in quoted where line.contains(id) { found.append("\(path): \(id)") }
            }
        }
        #expect(found == Self.namesLikeRuleIDs)
    }
}
