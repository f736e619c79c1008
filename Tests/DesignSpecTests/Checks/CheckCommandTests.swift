import Foundation
import Synchronization
import Testing
@testable import DesignSpecCommands
@testable import DesignSpecCore

/// `designspec check` as a user runs it: outputs and exit statuses.
@Suite struct CheckCommandTests {
    static let tokens = """
        { "spacing": { "$type": "dimension", "base": { "s8": { "$value": "8px" } }, "small": { "$value": "{spacing.base.s8}" } } }
        """
    static let cleanDoc = "# 간격\n\n| 토큰 | 값 |\n| --- | --- |\n| `Spacing.small` | 8pt |\n"

    func project(doc: String = cleanDoc) throws -> CheckFixture {
        try CheckFixture(["content/간격.md": doc, "content/tokens/spacing.tokens.json": Self.tokens])
    }

    @Test func cleanProjectExitsZero() throws {
        let fixture = try project()
        defer { fixture.remove() }
        let result = runTool(["check"], in: fixture.folder)
        #expect(result.status == 0)
        #expect(result.out == """
            no findings
            read 1 doc, 1 token file (2 tokens); checked 1 token table (1 row), 0 recipes; nothing left unchecked

            """)
        #expect(result.err == "")
    }

    @Test func errorsExitOne() throws {
        let fixture = try project(doc: Self.cleanDoc.replacingOccurrences(of: "8pt", with: "12pt"))
        defer { fixture.remove() }
        let result = runTool(["check"], in: fixture.folder)
        #expect(result.status == 1)
        #expect(result.out == """
            content/간격.md:5:21: error: 12pt here, but `spacing.small` is 8px [value-mismatch]
                content/tokens/spacing.tokens.json:1:77: note: `spacing.small` defined here
                content/tokens/spacing.tokens.json:1:66: note: aliases `spacing.base.s8`: 8px
            1 error, 0 warnings
            read 1 doc, 1 token file (2 tokens); checked 1 token table (1 row), 0 recipes; nothing left unchecked

            """)
    }

    /// `--lang ko`: the messages, notes, summary and coverage line in Korean; labels,
    /// places and rule ids as in English. JSON keeps `message` English and adds the Korean.
    @Test func langKoPrintsTheReportInKorean() throws {
        let fixture = try project(doc: Self.cleanDoc.replacingOccurrences(of: "8pt", with: "12pt"))
        defer { fixture.remove() }
        let result = runTool(["check", "--lang", "ko"], in: fixture.folder)
        #expect(result.status == 1)
        #expect(result.out == """
            content/간격.md:5:21: error: 여기는 12pt이지만 `spacing.small` 값은 8px입니다 [value-mismatch]
                content/tokens/spacing.tokens.json:1:77: note: `spacing.small` 정의 위치
                content/tokens/spacing.tokens.json:1:66: note: `spacing.base.s8` 참조, 값 8px
            오류 1개, 경고 0개
            읽음: 문서 1개, 토큰 파일 1개(토큰 2개); 검사함: 토큰 표 1개(행 1개), 레시피 0개; 검사하지 않은 곳 없음

            """)
        let json = runTool(["check", "--lang", "ko", "--format", "json"], in: fixture.folder).out
        #expect(json.contains(#""message": "12pt here, but `spacing.small` is 8px","#))
        #expect(json.contains(#""localizedMessage": "여기는 12pt이지만 `spacing.small` 값은 8px입니다""#))
        #expect(json.contains(#""language": "ko""#))
        #expect(runTool(["check", "--lang", "fr"], in: fixture.folder).status == 2)
    }

    @Test func warningsExitZeroUnlessStrict() throws {
        let fixture = try project(doc: Self.cleanDoc + "\n## 칩 버튼\n\n```swift\nText(title).frame(width: 30, height: 30)\n```\n")
        defer { fixture.remove() }
        let plain = runTool(["check"], in: fixture.folder)
        #expect(plain.status == 0)
        #expect(plain.out == """
            content/간격.md:10:12: warning: tap target is 30×30pt, under the 44×44pt minimum (Apple HIG) [tap-target]
            0 errors, 1 warning
            read 1 doc, 1 token file (2 tokens); checked 1 token table (1 row), 1 recipe; nothing left unchecked

            """)
        let strict = runTool(["check", "--strict"], in: fixture.folder)
        #expect(strict.status == 1)
        #expect(strict.out == """
            content/간격.md:10:12: error: tap target is 30×30pt, under the 44×44pt minimum (Apple HIG) [tap-target]
            1 error, 0 warnings
            read 1 doc, 1 token file (2 tokens); checked 1 token table (1 row), 1 recipe; nothing left unchecked

            """)
    }

    /// A cell written as a CSS colour function is compared with the token by meaning: the
    /// same colour is silent, another is a `value-mismatch`, a malformed one says why.
    @Test func colorFunctionCellsAreComparedByMeaning() throws {
        let fixture = try CheckFixture([
            "content/tokens/color.tokens.json": ##"{"color": {"$type": "color", "brand": {"$value": "#1A73E8"}}}"##,
            "content/color.md": """
                # Color

                | Token | Value |
                | --- | --- |
                | `{color.brand}` | rgb(26, 115, 232) |
                | `{color.brand}` | rgb(26 115 232 / 100%) |
                | `{color.brand}` | rgba(26, 115, 232, 0.5) |
                | `{color.brand}` | hsl(0, 100%, 50%) |
                | `{color.brand}` | rgb(300, 0) |

                """,
        ])
        defer { fixture.remove() }
        let result = runTool(["check"], in: fixture.folder)
        #expect(result.status == 1)
        #expect(result.out == """
            content/color.md:7:21: error: rgba(26, 115, 232, 0.5) here, but `color.brand` is #1A73E8 [value-mismatch]
                content/tokens/color.tokens.json:1:30: note: `color.brand` defined here
            content/color.md:8:21: error: hsl(0, 100%, 50%) here, but `color.brand` is #1A73E8 [value-mismatch]
                content/tokens/color.tokens.json:1:30: note: `color.brand` defined here
            content/color.md:9:21: error: 'rgb(300, 0)' is not a color: rgb() takes 3 values and an optional alpha, not 2; `color.brand` is #1A73E8 [value-mismatch]
                content/tokens/color.tokens.json:1:30: note: `color.brand` defined here
            3 errors, 0 warnings
            read 1 doc, 1 token file (1 token); checked 1 token table (5 rows), 0 recipes; nothing left unchecked

            """)
        #expect(result.err == "")
    }

    @Test func badArgumentsExitTwo() {
        let format = runTool(["check", "--format", "yaml"])
        #expect(format.status == 2)
        #expect(format.err == "designspec: error: 'yaml' is not a valid FORMAT for --format (one of: text, json, github, sarif)\n")
        let option = runTool(["check", "--strcit"])
        #expect(option.status == 2)
        #expect(option.err == "designspec: error: unknown option '--strcit' for 'check'; did you mean '--strict'?\n")
    }

    @Test func missingContentExitsTwo() throws {
        let fixture = try project()
        defer { fixture.remove() }
        let result = runTool(["check", "--content", "docs"], in: fixture.folder)
        #expect(result.status == 2)
        #expect(result.out == "")
        #expect(result.err == "designspec: error: no content folder at docs; give one with --content DIR or \"content\" in designspec.json\n")
    }

    @Test func configurationProblemsExitTwo() throws {
        let fixture = try project()
        defer { fixture.remove() }
        try fixture.write("designspec.json", #"{ "rules": { "off-scal": "off" } }"#)
        let result = runTool(["check"], in: fixture.folder)
        #expect(result.status == 2)
        #expect(result.err == """
            designspec.json:1:14: error: unknown rule 'off-scal'; did you mean 'off-scale'? [config]
            1 error, 0 warnings

            """)
    }

    @Test func tokensAndContentOptionsAreUsed() throws {
        let fixture = try CheckFixture(["docs/a.md": Self.cleanDoc, "design/spacing.json": Self.tokens])
        defer { fixture.remove() }
        let result = runTool(["check", "--content", "docs", "--tokens", "design/spacing.json"], in: fixture.folder)
        #expect(result.status == 0)
        #expect(result.out == """
            no findings
            read 1 doc, 1 token file (2 tokens); checked 1 token table (1 row), 0 recipes; nothing left unchecked

            """)
    }

    @Test func jsonGithubAndSarifFormats() throws {
        let fixture = try project(doc: Self.cleanDoc.replacingOccurrences(of: "8pt", with: "12pt"))
        defer { fixture.remove() }
        let json = runTool(["check", "--format", "json"], in: fixture.folder)
        #expect(json.status == 1)
        #expect(json.out.hasPrefix("{\n  \"version\": 1,\n  \"findings\": [\n    {\n      \"rule\": \"value-mismatch\",\n"))
        #expect(json.out.contains("  \"summary\": {\n    \"errors\": 1,\n    \"warnings\": 0\n  },\n  \"coverage\": {\n    \"docs\": 1,\n"))
        let github = runTool(["check", "--format=github"], in: fixture.folder)
        #expect(github.status == 1)
        #expect(github.out.hasPrefix("""
            ::notice title=designspec check::1 error, 0 warnings
            ::notice title=designspec coverage::read 1 doc, 1 token file (2 tokens); checked 1 token table (1 row), 0 recipes; nothing left unchecked
            ::error file=content/간격.md,line=5,col=21,
            """))
        let sarif = runTool(["check", "--format", "sarif"], in: fixture.folder)
        #expect(sarif.status == 1)
        #expect(sarif.out.contains("\"id\": \"tap-target\""), "SARIF lists every rule")
        #expect(sarif.out.contains("\"ruleId\": \"value-mismatch\""))
    }

    @Test func colorsOnlyOnATerminal() throws {
        let fixture = try project(doc: Self.cleanDoc.replacingOccurrences(of: "8pt", with: "12pt"))
        defer { fixture.remove() }
        let output = Mutex("")
        let terminal = Console(write: { text in output.withLock { $0 += text } }, writeError: { _ in }, isTerminal: true)
        let status = CommandLineTool.run(arguments: ["check"], console: terminal, workingDirectory: fixture.folder)
        #expect(status == 1)
        #expect(output.withLock { $0 }.hasPrefix("\u{1B}[1mcontent/간격.md:5:21:\u{1B}[0m \u{1B}[1;31merror:\u{1B}[0m 12pt here"))
        #expect(!runTool(["check"], in: fixture.folder).out.contains("\u{1B}"))
    }

    @Test func checkWritesNoFiles() throws {
        let fixture = try project()
        defer { fixture.remove() }
        let before = Self.files(in: fixture.folder)
        _ = runTool(["check"], in: fixture.folder)
        _ = runTool(["check", "--format", "sarif"], in: fixture.folder)
        #expect(Self.files(in: fixture.folder) == before)
    }

    static func files(in folder: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        var paths: [String] = []
        while let path = enumerator?.nextObject() as? String { paths.append(path) }
        return paths.sorted()
    }
}
