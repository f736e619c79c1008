import Foundation
import Testing
@testable import DesignSpecCore

/// Tokens Studio's single-file export (the sets as top-level keys beside `$themes` and
/// `$metadata`) reads as its folder export does: the same tokens, modes and findings.
@Suite struct TokensStudioSingleFileTests {
    /// A token without its locations: what must not depend on the export's form.
    private static func describe(_ set: TokenSet) -> [String] {
        set.tokens.map { token in
            let values = token.values.map { value in
                "\(value.mode ?? "-")=\(value.resolved.map { "\($0)" } ?? "nil") via \(value.aliasChain.map(\.name)) refs \(value.references)"
            }
            return "\(token.name) \(token.type) \(token.layer) \(token.description ?? "") \(values)"
        }
    }

    private static func findings(_ set: TokenSet) -> [String] {
        set.findings.map { "\($0.rule): \($0.message)" }.sorted()
    }

    /// The lion export's folder as one file: each set file's text under its set name.
    private static func singleFile(from folder: URL) throws -> (single: [String: [UInt8]], folder: [String: [UInt8]]) {
        let loader = TokenLoader(workingDirectory: folder)
        var files: [String: [UInt8]] = [:]
        var members: [String] = []
        for url in try loader.tokenFiles(at: folder).files {
            let relative = loader.displayPath(url)
            let text = try String(contentsOf: url, encoding: .utf8)
            files[relative] = Array(text.utf8)
            let name = relative.hasSuffix(".json") ? String(relative.dropLast(5)) : relative
            members.append("\"\(name)\": \(text)")
        }
        return (["tokens.json": Array("{\n\(members.joined(separator: ",\n"))\n}\n".utf8)], files)
    }

    @Test(.enabled(if: TestData.isAvailable))
    func theLionExportReadsTheSameAsOneFileAndAsAFolder() throws {
        let folder = try #require(TestData.url("tokens/tokens-studio-lion/tokens"))
        let (single, files) = try Self.singleFile(from: folder)
        let loader = TokenLoader(workingDirectory: URL(fileURLWithPath: "/virtual"))
        let fromFolder = loader.load(files: files)
        let fromFile = loader.load(files: single)
        #expect(fromFolder.tokens.count == 46)
        #expect(fromFile.modeGroups == fromFolder.modeGroups)
        #expect(fromFile.modeGroups.map(\.name) == ["brand", "color"])
        #expect(Self.describe(fromFile) == Self.describe(fromFolder))
        #expect(Self.findings(fromFile) == Self.findings(fromFolder))
        #expect(fromFile.files == ["tokens.json"])
        // Its sets are not path segments.
        #expect(fromFile["borderRadius.default"]?.values.map(\.mode) == ["Casual", "Business"])
    }

    // MARK: - One set of tokens in both forms, checked against one doc

    static let global = """
        {
          "gray": {
            "100": { "value": "#F5F5F5", "type": "color" },
            "900": { "value": "#111111", "type": "color" }
          },
          "spacing": { "medium": { "value": "16", "type": "spacing" } }
        }
        """
    static let light = #"{ "bg": { "canvas": { "value": "{gray.100}", "type": "color" } } }"#
    static let dark = #"{ "bg": { "canvas": { "value": "{gray.900}", "type": "color" } } }"#
    static let unused = ##"{ "bg": { "canvas": { "value": "#FF0000", "type": "color" } } }"##
    static let themes = """
        [
          { "id": "1", "name": "Light", "group": "theme",
            "selectedTokenSets": { "global": "source", "light": "enabled", "unused": "disabled" } },
          { "id": "2", "name": "Dark", "group": "theme",
            "selectedTokenSets": { "global": "source", "dark": "enabled", "unused": "disabled" } }
        ]
        """
    static let metadata = #"{ "tokenSetOrder": ["global", "light", "dark", "unused"] }"#
    static let doc = """
        # Colors

        | Token | Light | Dark |
        | --- | --- | --- |
        | {bg.canvas} | #F5F5F5 | #222222 |

        | Token | Value |
        | --- | --- |
        | {spacing.medium} | 12pt |

        """

    @Test func aSingleFileExportIsCheckedAsItsFolderExportIs() throws {
        let single = try ScratchFolder()
        try single.write("content/colors.md", Self.doc)
        try single.write("content/tokens/tokens.json", """
            {
            "global": \(Self.global),
            "light": \(Self.light),
            "dark": \(Self.dark),
            "unused": \(Self.unused),
            "$themes": \(Self.themes),
            "$metadata": \(Self.metadata)
            }
            """)
        let folder = try ScratchFolder()
        try folder.write("content/colors.md", Self.doc)
        try folder.write("content/tokens/global.json", Self.global)
        try folder.write("content/tokens/light.json", Self.light)
        try folder.write("content/tokens/dark.json", Self.dark)
        try folder.write("content/tokens/unused.json", Self.unused)
        try folder.write("content/tokens/$themes.json", Self.themes)
        try folder.write("content/tokens/$metadata.json", Self.metadata)

        let fromFile = runTool(["check"], in: single.url)
        #expect(fromFile.out == """
            content/colors.md:5:27: error: #222222 here, but `bg.canvas` (Dark) is #111111 [value-mismatch]
                content/tokens/tokens.json:9:20: note: `bg.canvas` defined here
                content/tokens/tokens.json:5:23: note: aliases `gray.900`: #111111
            content/colors.md:9:22: error: 12pt here, but `spacing.medium` is 16 [value-mismatch]
                content/tokens/tokens.json:7:16: note: `spacing.medium` defined here
                content/tokens/tokens.json:7:37: note: the token holds the bare number 16, so only the number of 12pt is compared, not its unit 'pt'
            content/tokens/tokens.json:11:11: note: not checked: the Tokens Studio set `unused` is disabled in every theme
            2 errors, 0 warnings
            read 1 doc, 1 token file (4 tokens, modes Light/Dark); checked 2 token tables (2 rows), 0 recipes; not checked: 1 file — see notes

            """)
        #expect(fromFile.err == "designspec: note: skipped content/tokens/tokens.json:11:11: the Tokens Studio set `unused` is disabled in every theme\n")
        #expect(fromFile.status == 1)

        let fromFolder = runTool(["check"], in: folder.url)
        #expect(fromFolder.out == """
            content/colors.md:5:27: error: #222222 here, but `bg.canvas` (Dark) is #111111 [value-mismatch]
                content/tokens/light.json:1:11: note: `bg.canvas` defined here
                content/tokens/global.json:4:23: note: aliases `gray.900`: #111111
            content/colors.md:9:22: error: 12pt here, but `spacing.medium` is 16 [value-mismatch]
                content/tokens/global.json:6:16: note: `spacing.medium` defined here
                content/tokens/global.json:6:37: note: the token holds the bare number 16, so only the number of 12pt is compared, not its unit 'pt'
            content/tokens/unused.json: note: not checked: the Tokens Studio set `unused` is disabled in every theme
            2 errors, 0 warnings
            read 1 doc, 5 token files (4 tokens, modes Light/Dark); checked 2 token tables (2 rows), 0 recipes; not checked: 1 file — see notes

            """)
        #expect(fromFolder.err == "designspec: note: skipped content/tokens/unused.json: the Tokens Studio set `unused` is disabled in every theme\n")
    }
}
