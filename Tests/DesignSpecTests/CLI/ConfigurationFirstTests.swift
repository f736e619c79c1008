import Foundation
import Testing
@testable import DesignSpecCore

/// A broken `designspec.json` is reported at its own line and column by every command that
/// reads it, before the paths it names are looked for: a wrong `content` is not hidden
/// behind "no content folder at content"; a misspelled rule is one whichever command reads it.
@Suite struct ConfigurationFirstTests {
    static let cases: [(configuration: String, error: String)] = [
        (#"{"content": "docs",}"#, "designspec.json:1:19: error: not JSON: trailing comma before '}' [config]"),
        (#"{"content": ["docs"]}"#, "designspec.json:1:13: error: 'content' must be a string, not array [config]"),
        (#"{"contnet": "docs"}"#,
         "designspec.json:1:2: error: unknown key 'contnet' in the configuration; did you mean 'content'? [config]"),
        (#"{"content": "docs", "rules": {"of-scale": "off"}}"#,
         "designspec.json:1:31: error: unknown rule 'of-scale'; did you mean 'off-scale'? [config]"),
    ]

    static let commands: [[String]] = [["check"], ["build"], ["fix", "--dry-run"], ["model"], ["tokens"], ["diff", "--from", "docs"]]

    @Test(arguments: 0..<cases.count, commands)
    func theConfigurationsErrorComesFirst(_ index: Int, _ command: [String]) throws {
        let (configuration, error) = Self.cases[index]
        // The docs are in docs/, which the broken file meant to name; there is no content/.
        let fixture = try CheckFixture(["docs/a.md": "# A\n\ntext\n", "designspec.json": configuration + "\n"])
        defer { fixture.remove() }
        let result = runTool(command, in: fixture.folder)
        #expect(result.status == 2)
        #expect(result.out == "")
        #expect(result.err == error + "\n1 error, 0 warnings\n")
    }
}
