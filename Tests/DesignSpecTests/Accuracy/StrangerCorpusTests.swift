import Foundation
import Testing
@testable import DesignSpec

/// The second accuracy corpus (`Stranger/`): a small design system written as a team new to
/// DesignSpec writes one (Korean colour and typography docs, English spacing and button
/// docs, Tokens Studio exports), checked once per token form against one manifest.
///
/// Known to fall short today: Korean mode headers (`라이트 | 다크`, `라이트 모드 | 다크 모드`),
/// tables of a composite's properties as columns (`토큰 | 크기 | 행간 | 굵기`), Tokens Studio's
/// single-file export read as sets with `$themes` as modes, a trailing comma said once for
/// what it leaves unchecked, and a renamed token suggested by its value are being built.
/// Their assertions are wrapped in `withKnownIssue`; once those features are in, the
/// wrappers fail and are to be removed. The recall and false positives are printed either way.
@Suite struct StrangerCorpusTests {
    static let folder = TestData.packageRoot.appendingPathComponent("Tests/DesignSpecTests/Accuracy/Stranger")

    static func manifest() throws -> AccuracyManifest {
        AccuracyManifest(try String(contentsOf: folder.appendingPathComponent("manifest.txt"), encoding: .utf8))
    }

    static func check(tokens: String) throws -> (model: DesignModel, findings: [Finding]) {
        let model = try ProjectLoader(workingDirectory: folder, tokens: [tokens], knownRules: Checker.ruleIDs).load()
        return (model, Checker().check(model).findings)
    }

    /// Tokens Studio's two forms, a folder of set files and the single-file export, hold the
    /// same tokens: the same planted disagreements are found, and nothing else.
    @Test(arguments: ["tokens-folder", "tokens-single"])
    func everyPlantedDisagreementInEitherTokenForm(tokens: String) throws {
        let manifest = try Self.manifest()
        #expect(manifest.problems.isEmpty, "\(manifest.problems)")
        #expect(manifest.expected.count == 12)
        let (model, findings) = try Self.check(tokens: tokens)
        #expect(model.skipped.isEmpty)

        let score = AccuracyScore(expected: manifest.expected, silent: manifest.silent, findings: findings)
        let report = score.report("stranger corpus, \(tokens)")
        print(report)
        withKnownIssue("Korean mode headers, property-column tables and the single-file export are not read yet") {
            #expect(model.tokens.tokens.count == 39 && model.tokens.modes == ["Light", "Dark", "Compact", "Regular"])
            #expect(score.missed.isEmpty, "\(report)")
            #expect(score.falsePositives.isEmpty, "\(report)")
        }
    }

    /// The corpus's three token forms hold the same sets: the single file's top-level keys
    /// are the folder's files (`$themes.json` and `$metadata.json` included), and the
    /// trailing-comma folder is the folder with one comma added.
    @Test func theTokenFormsHoldTheSameSets() throws {
        func json(_ path: String) throws -> NSObject {
            let data = try Data(contentsOf: Self.folder.appendingPathComponent(path))
            return try #require(try JSONSerialization.jsonObject(with: data) as? NSObject, "\(path)")
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.appendingPathComponent("tokens-folder").path)
            .sorted()
        #expect(files == ["$metadata.json", "$themes.json", "compact.json", "dark.json", "global.json", "light.json", "regular.json"])
        let single = try #require(try json("tokens-single/tokens.json") as? NSDictionary)
        #expect(Set(single.allKeys.compactMap { $0 as? String }) == Set(files.map { String($0.dropLast(".json".count)) }))
        for file in files {
            #expect(single[String(file.dropLast(".json".count))] as? NSObject == (try json("tokens-folder/\(file)")), "\(file)")
            let folderText = try String(contentsOf: Self.folder.appendingPathComponent("tokens-folder/\(file)"), encoding: .utf8)
            let commaText = try String(contentsOf: Self.folder.appendingPathComponent("tokens-trailing-comma/\(file)"), encoding: .utf8)
            #expect(commaText == (file == "dark.json"
                ? folderText.replacingOccurrences(of: #""{palette.red.400}", "type": "color" }"#,
                                                  with: #""{palette.red.400}", "type": "color" },"#)
                : folderText), "\(file)")
        }
    }

    /// A trailing comma in `dark.json` is one `json-syntax` error at the comma. What does not
    /// need the dark set is still checked and found; what does is said once, never a wall of
    /// broken references or undocumented tokens.
    @Test func aTrailingCommaIsOneErrorAndTheRestIsChecked() throws {
        let manifest = try Self.manifest()
        let (_, findings) = try Self.check(tokens: "tokens-trailing-comma")
        let syntax = findings.filter { $0.rule == "json-syntax" }.map { "\($0.range.start): \($0.message)" }
        #expect(syntax == ["tokens-trailing-comma/dark.json:19:5: trailing comma before '}'"])
        #expect(!findings.contains { ["broken-reference", "undocumented-token"].contains($0.rule) })

        let readable = manifest.expected.filter { !$0.note.contains("(dark set)") }
        #expect(readable.count == 10)
        let said = findings.filter { $0.rule != "json-syntax" && $0.message.contains("not checked") }
        let scored = findings.filter { $0.rule != "json-syntax" && !said.contains($0) }
        let score = AccuracyScore(expected: readable, silent: manifest.silent, findings: scored)
        let report = score.report("stranger corpus, tokens-trailing-comma") + "\n  said not checked: \(said.count)"
        print(report)
        withKnownIssue("Korean mode headers and property-column tables are not read; the unread dark set is not said") {
            #expect(score.missed.isEmpty, "\(report)")
            #expect(score.falsePositives.isEmpty, "\(report)")
            #expect(!said.isEmpty, "nothing says that the dark values were not checked")
        }
    }

    /// `spacing.xxl` was renamed `spacing.2xl`, which holds the row's 32px: that is the name to
    /// suggest, in both token forms, ahead of `spacing.xl` (one letter closer, 24).
    @Test(arguments: ["tokens-folder", "tokens-single"])
    func theRenamedTokenIsSuggested(tokens: String) throws {
        let (_, findings) = try Self.check(tokens: tokens)
        let rename = findings.first { $0.range.start.description == "docs/spacing.md:15:3" && $0.rule == "unknown-token" }
        let suggested = rename?.message.components(separatedBy: "did you mean `").dropFirst().first?
            .components(separatedBy: "`").first
        withKnownIssue("suggestions do not weigh the row's value yet") {
            #expect(suggested == "spacing.2xl", "\(rename?.message ?? "no unknown-token at docs/spacing.md:15:3")")
        }
    }
}
