import Foundation
import Testing
@testable import DesignSpecChecks
@testable import DesignSpecCore

/// The Checker sorts each rule's findings in that rule's task and merges the sorted lists;
/// the report must be the one a single pass over all findings makes: every rule's findings
/// in rule order, repeats dropped (`Set<Finding>`),
/// severities, ignores and `--strict` applied, one stable sort.
@Suite struct CheckerMergeTests {
    static func singlePass(_ model: DesignModel, strict: Bool) -> [Finding] {
        let context = CheckContext(model)
        let findings = Checker.rules.flatMap { type -> [Finding] in
            let rule = type.init()
            if let rule = rule as? any ContextCheckRule { return rule.findings(in: model, context: context) }
            return rule.findings(in: model)
        }
        let ignores = IgnoreScopes(model)
        var seen = Set<Finding>()
        var kept: [Finding] = []
        for var finding in findings where seen.insert(finding).inserted {
            if let configured = model.configuration.severities[finding.rule] {
                guard let severity = configured else { continue }
                finding.severity = severity
            }
            if ignores.silences(finding) { continue }
            if strict, finding.severity == .warning { finding.severity = .error }
            kept.append(finding)
        }
        return kept.sorted()
    }

    @Test(arguments: [false, true])
    func mergedReportIsTheSinglePassReport(strict: Bool) throws {
        for folder in [AccuracyCorpusTests.folder, CheckFixture.repositoryRoot] {
            let model = try ProjectLoader(workingDirectory: folder).load()
            let merged = Checker(strict: strict).check(model).findings
            #expect(merged.count > 5, "the corpus has findings to merge: \(folder.path)")
            #expect(merged == Self.singlePass(model, strict: strict), "\(folder.path)")
        }
    }

    /// A doc whose ignore silences one rule's findings, a severity turned off and one
    /// lowered, findings of several rules at the very same cell.
    @Test func severitiesIgnoresAndSharedPlacesAsInOnePass() throws {
        let fixture = try CheckFixture([
            "designspec.json": #"{ "content": "docs", "tokens": ["tokens"], "rules": { "undocumented-token": "off", "unknown-token": "warning" } }"#,
            "tokens/t.tokens.json": #"{ "spacing": { "small": { "$value": "8px", "$type": "dimension" }, "large": { "$value": "24px", "$type": "dimension" }, "unused": { "$value": "2px", "$type": "dimension" } } }"#,
            "docs/a.md": """
                # Spacing

                | Token | Value |
                | --- | --- |
                | `spacing.small` | 9pt |
                | `spacing.smal` | 8pt |
                | `spacing.large` | 23pt |

                <!-- designspec-ignore: value-mismatch copied from the old spec -->
                | Token | Value |
                | --- | --- |
                | `spacing.small` | 10pt |
                | `spacing.larg` | 7pt |
                """,
        ])
        defer { fixture.remove() }
        let model = try fixture.model()
        for strict in [false, true] {
            let merged = Checker(strict: strict).check(model).findings
            #expect(merged == Self.singlePass(model, strict: strict))
            #expect(merged.contains { $0.rule == .unknownToken && $0.severity == (strict ? .error : .warning) })
            #expect(!merged.contains { $0.rule == .undocumentedToken })
            #expect(merged.filter { $0.rule == .valueMismatch }.map(\.range.start.line) == [5, 7])
        }
    }
}
