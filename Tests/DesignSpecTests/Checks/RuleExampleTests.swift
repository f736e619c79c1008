import Foundation
import Testing
@testable import DesignSpecChecks
@testable import DesignSpecCore

/// Runs every example of every rule: writes the example's files to a fresh folder, loads
/// it as a project, checks it with that rule alone, and compares the report's lines.
@Suite struct RuleExampleTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var rule: RuleID
        var example: RuleExample
        var testDescription: String { "\(rule): \(example.title)" }
    }

    static let cases: [Case] = Checker.rules.flatMap { rule in
        rule.examples.map { Case(rule: rule.description.id, example: $0) }
    }

    @Test(arguments: cases)
    func example(_ testCase: Case) throws {
        let lines = try Self.run(testCase.example, rule: testCase.rule)
        #expect(lines == testCase.example.expected)
    }

    @Test func everyRuleHasAnExampleThatFindsSomething() {
        for rule in Checker.rules {
            #expect(rule.examples.contains { !$0.expected.isEmpty }, "\(rule.description.id) has no triggering example")
        }
    }

    @Test func ruleIDsAreUnique() {
        let ids = Checker.ruleDescriptions.map(\.id)
        #expect(Set(ids).count == ids.count)
    }

    /// The example's report lines for `rule` (no summary or coverage line).
    static func run(_ example: RuleExample, rule id: RuleID, language: MessageLanguage = .en) throws -> [String] {
        let report = try report(example, rule: id)
        let text = TextReportFormatter(colors: false, language: language).format(report)
        return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(2).map(String.init)
    }

    /// The example's report for `rule` alone, without coverage.
    static func report(_ example: RuleExample, rule id: RuleID) throws -> CheckReport {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("designspec-example-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (path, text) in example.files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let model = try ProjectLoader(workingDirectory: folder, content: ".").load()
        let rules = Checker.rules.filter { $0.description.id == id }
        var report = Checker().check(model, rules: rules)
        report.findings = report.findings.filter { $0.rule == id }
        // One rule's findings: the coverage of the whole check is not the example's.
        report.coverage = nil
        return report
    }
}
