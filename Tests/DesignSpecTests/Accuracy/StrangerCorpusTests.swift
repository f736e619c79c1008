import Foundation
import Testing
@testable import DesignSpecChecks
@testable import DesignSpecCore

/// The second accuracy corpus (`Stranger/`): a small design system written as a team new to
/// DesignSpec writes one (Korean colour and typography docs, English spacing and button
/// docs, Tokens Studio exports), checked once per token form against one manifest.
///
/// Prints recall and false positives; fails below 100% recall or above 0 false positives.
@Suite struct StrangerCorpusTests {
    static let folder = TestData.packageRoot.appendingPathComponent("Tests/DesignSpecTests/Accuracy/Stranger")

    static func manifest() throws -> AccuracyManifest {
        AccuracyManifest(try String(contentsOf: folder.appendingPathComponent("manifest.txt"), encoding: .utf8))
    }

    static func check(tokens: String) throws -> (model: DesignModel, findings: [Finding]) {
        let model = try ProjectLoader(workingDirectory: folder, tokens: [tokens]).load()
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
        #expect(model.tokens.tokens.count == 39 && model.tokens.modes == ["Light", "Dark", "Compact", "Regular"])
        #expect(score.missed.isEmpty, "\(report)")
        #expect(score.falsePositives.isEmpty, "\(report)")
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

    /// A trailing comma in `dark.json` is one `json-syntax` error at the comma, and one note
    /// that the file was not read, which counts the unknown-token findings held back until it
    /// parses (a missing name may be one of its tokens). The other disagreements, those
    /// that need neither the dark set nor every token, are still found, and nothing else.
    @Test func aTrailingCommaIsOneErrorAndTheRestIsChecked() throws {
        let manifest = try Self.manifest()
        let model = try ProjectLoader(workingDirectory: Self.folder, tokens: ["tokens-trailing-comma"]).load()
        let report = Checker().check(model)
        let syntax = report.findings.filter { $0.rule == .jsonSyntax }.map { "\($0.range.start): \($0.message)" }
        #expect(syntax == ["tokens-trailing-comma/dark.json:18:66: trailing comma before '}'"])
        let notChecked = report.coverage?.notChecked.map { "\($0.path): \($0.reason)" }
        #expect(notChecked == ["tokens-trailing-comma/dark.json: tokens-trailing-comma/dark.json did not parse, so none of its "
            + "tokens were read; 2 unknown-token findings, which may come only from its missing tokens, are not reported until it parses"])

        let readable = manifest.expected.filter {
            !$0.note.contains("(dark set)") && !Coverage.missingTokenRuleIDs.contains($0.rule)
        }
        #expect(readable.count == 8)
        let score = AccuracyScore(expected: readable, silent: manifest.silent,
                                  findings: report.findings.filter { $0.rule != .jsonSyntax })
        let text = score.report("stranger corpus, tokens-trailing-comma")
        print(text)
        #expect(score.missed.isEmpty, "\(text)")
        #expect(score.falsePositives.isEmpty, "\(text)")
    }

    /// `spacing.xxl` was renamed `spacing.2xl`, which holds the row's 32px: that is the name to
    /// suggest, in both token forms, ahead of `spacing.xl` (one letter closer, 24).
    @Test(arguments: ["tokens-folder", "tokens-single"])
    func theRenamedTokenIsSuggested(tokens: String) throws {
        let (_, findings) = try Self.check(tokens: tokens)
        let rename = findings.first { $0.range.start.description == "docs/spacing.md:15:3" && $0.rule == .unknownToken }
        let suggested = rename?.message.components(separatedBy: "did you mean `").dropFirst().first?
            .components(separatedBy: "`").first
        #expect(suggested == "spacing.2xl", "\(rename?.message ?? "no unknown-token at docs/spacing.md:15:3")")
    }
}
