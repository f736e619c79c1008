import Foundation
import Testing
@testable import DesignSpecCore

@Suite struct ConfigurationLoaderTests {
    func parse(_ text: String) -> ConfigurationLoader.Result {
        ConfigurationLoader.parse(Array(text.utf8), file: "designspec.json")
    }

    func at(_ line: Int, _ column: Int) -> String { "designspec.json:\(line):\(column)" }

    @Test func readsEveryKey() {
        let result = parse("""
            {
              "$schema": "https://example.com/designspec.schema.json",
              "content": "docs",
              "tokens": ["tokens/base", "tokens/semantic"],
              "prefixes": { "SemanticColor": "color", "AppTheme": "" },
              "baseGroups": ["palette"],
              "site": { "title": "Makers Design System", "language": "ko" },
              "rules": { "undocumented-token": "off", "off-scale": "error", "ambiguous-inference": "warning" }
            }
            """)
        #expect(result.findings.isEmpty)
        let configuration = result.configuration
        #expect(configuration.content == "docs")
        #expect(configuration.tokens == ["tokens/base", "tokens/semantic"])
        #expect(configuration.prefixes == [.init(code: "SemanticColor", group: "color"), .init(code: "AppTheme", group: "")])
        #expect(configuration.baseGroups == ["palette"])
        #expect(configuration.siteTitle == "Makers Design System")
        #expect(configuration.language == "ko")
        let severities: [RuleID: Severity?] = [.undocumentedToken: nil, .offScale: .error, .ambiguousInference: .warning]
        #expect(configuration.severities == severities)
        #expect(configuration.file == "designspec.json")
    }

    @Test func scalesByKind() {
        let result = parse("""
            {
              "scales": { "duration": "motion.duration", "opacty": "opacity", "radius": 8 }
            }
            """)
        #expect(result.configuration.scales == ["duration": "motion.duration"])
        #expect(result.findings.map { "\($0.range.start): \($0.message)" } == [
            "designspec.json:2:46: unknown key 'opacty' in scales; did you mean 'opacity'?",
            "designspec.json:2:77: 'radius' must be a string, not number",
        ])
    }

    @Test func aSingleTokenPathMayBeAString() {
        #expect(parse(#"{"tokens": "design/tokens"}"#).configuration.tokens == ["design/tokens"])
    }

    @Test func unknownKeysAreFindingsAtTheirLocation() {
        let result = parse("""
            {
              "contnet": "docs",
              "site": { "titel": "사이트", "language": "ko" }
            }
            """)
        func config(_ message: String) -> FindingMessage {
            FindingMessage(en: MessageText(plain: message), ko: "설정 오류입니다: " + MessageText(plain: message))
        }
        #expect(result.findings == [
            Finding(rule: .config, severity: .error, config("unknown key 'contnet' in the configuration; did you mean 'content'?"),
                    at: SourceRange(file: "designspec.json", line: 2, column: 3, endLine: 2, endColumn: 11)),
            Finding(rule: .config, severity: .error, config("unknown key 'titel' in site; did you mean 'title'?"),
                    at: SourceRange(file: "designspec.json", line: 3, column: 13, endLine: 3, endColumn: 19)),
        ])
        #expect(result.configuration.content == "content")
        #expect(result.configuration.language == "ko")
    }

    @Test func wrongTypesAreFindingsAtTheValue() {
        let result = parse("""
            {"content": 3, "tokens": [1, "t"], "prefixes": {"A": 2}, "baseGroups": "base",
             "site": {"language": "fr"}, "rules": {"off-scale": "fatal"}}
            """)
        #expect(result.findings.map(\.message) == [
            "'content' must be a string, not number",
            "'tokens' must hold strings, not number",
            "prefix 'A' must map to a token group string, not number",
            "'baseGroups' must be an array of strings, not string",
            "site language must be one of en, ko, not 'fr'",
            "rule 'off-scale' must be error, warning or off, not 'fatal'",
        ])
        #expect(result.findings.map { $0.range.start.description } == [at(1, 13), at(1, 27), at(1, 54), at(1, 72), at(2, 23), at(2, 53)])
        #expect(result.configuration.tokens == ["t"])
    }

    @Test func anUnknownRuleIsAProblemWithTheNearestID() {
        let result = parse(#"{"rules": {"of-scale": "off"}}"#)
        #expect(result.findings.map(\.message) == ["unknown rule 'of-scale'; did you mean 'off-scale'?"])
        #expect(result.findings.map { $0.range.start.description } == [at(1, 12)])
    }

    @Test func notJSONIsAFinding() {
        let result = parse("{\"content\": }")
        #expect(result.findings.count == 1)
        #expect(result.findings.first?.rule == .config)
        #expect(result.findings.first?.range.start.description == at(1, 13))
        #expect(parse("[]").findings.map(\.message) == ["the configuration must be an object, not array"])
    }

    @Test func aMissingDefaultFileIsNoFile() throws {
        let folder = try ExtractionTempFolder()
        let result = try ConfigurationLoader.load(file: nil, workingDirectory: folder.url)
        #expect(result.configuration == Configuration())
        #expect(result.findings.isEmpty)
    }

    @Test func aMissingNamedFileIsAnError() throws {
        let folder = try ExtractionTempFolder()
        #expect(throws: ProjectLoadError("no such configuration file: other.json")) {
            try ConfigurationLoader.load(file: "other.json", workingDirectory: folder.url)
        }
    }
}

/// A folder under the system's temporary folder, removed when the value goes away.
final class ExtractionTempFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("designspec-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Writes `text` at `path` inside the folder, creating folders as needed.
    func write(_ path: String, _ text: String) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
    }
}
