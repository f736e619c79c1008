import Foundation
import Testing
@testable import DesignSpecChecks
@testable import DesignSpecCore

/// The measure: `check` on a design system written apart from `content/`
/// (`Corpus/`: Korean and English docs, a Base and a Semantic token file) finds every
/// disagreement planted in it and nothing else, as `Corpus/manifest.txt` lists them.
/// Prints recall and false positives; fails below 100% recall or above 0 false positives.
@Suite struct AccuracyCorpusTests {
    static let folder = TestData.packageRoot.appendingPathComponent("Tests/DesignSpecTests/Accuracy/Corpus")

    @Test func everyPlantedDisagreementAndNothingElse() throws {
        let manifest = AccuracyManifest(try String(contentsOf: Self.folder.appendingPathComponent("manifest.txt"), encoding: .utf8))
        #expect(manifest.problems.isEmpty, "\(manifest.problems)")
        #expect(!manifest.expected.isEmpty)
        let model = try ProjectLoader(workingDirectory: Self.folder).load()
        let findings = Checker().check(model).findings

        let score = AccuracyScore(expected: manifest.expected, silent: manifest.silent, findings: findings)
        let report = score.report("accuracy corpus")
        // Class 3: the linked folder is read once; its loop is skipped and said, nothing else is.
        #expect(model.skipped == [SkippedPath(path: "docs/guides/loop", reason: "a symbolic link loop (back to docs/guides)")])
        print(report)
        #expect(score.missed.isEmpty, "\(report)")
        #expect(score.falsePositives.isEmpty, "\(report)")
    }

    /// Class 4: a name with a segment too few or too many is told the one token it means,
    /// ahead of names spelled closer.
    @Test func aSegmentTooManyOrTooFewIsSuggestedFirst() throws {
        let model = try ProjectLoader(workingDirectory: Self.folder).load()
        let messages = Checker().check(model).findings
            .filter { $0.range.file == "docs/guides/06-리스트-가이드.md" && $0.rule == .unknownToken }
            .map { "\($0.range.start): \($0.message)" }
        #expect(messages == [
            "docs/guides/06-리스트-가이드.md:18:3: unknown token `color.blue.500` (no token `color.blue.500`); did you mean `color.base.blue.500`, which has the row's value?",
            "docs/guides/06-리스트-가이드.md:19:3: unknown token `radius.size.md` (no token `radius.size.md`); did you mean `radius.md`, which has the row's value?",
            "docs/guides/06-리스트-가이드.md:20:3: unknown token `radius.md.thumbnail` (no token `radius.md.thumbnail`); did you mean `radius.md`, which has the row's value?",
        ])
    }

    /// Every issue-14 class and every pre-existing rule the corpus is for has a planted case.
    @Test func theCorpusCoversEveryClassAndRule() throws {
        let manifest = AccuracyManifest(try String(contentsOf: Self.folder.appendingPathComponent("manifest.txt"), encoding: .utf8))
        let rules = Set(manifest.expected.map(\.rule))
        for rule: RuleID in [.valueMismatch, .unknownToken, .offScale, .tapTarget, .aliasMismatch, .deprecatedToken, .undocumentedToken] {
            #expect(rules.contains(rule), "no planted \(rule)")
        }
        for kind in ["class 1", "class 2", "class 3", "class 4", "class 5", "class 6"] {
            #expect(manifest.expected.contains { $0.note.contains(kind) }, "no planted \(kind)")
            #expect(manifest.silent.contains { $0.note.contains(kind) } || ["class 1", "class 2", "class 4"].contains(kind),
                    "no silent \(kind)")
        }
    }
}

/// How `designspec model` shows the corpus's second name columns.
@Suite struct AccuracyCorpusModelTests {
    @Test func secondNameColumnsSayHowTheyWereRead() throws {
        let model = try ProjectLoader(workingDirectory: AccuracyCorpusTests.folder).load()
        var lines: [String] = []
        for doc in model.docs {
            for table in doc.tables {
                for column in table.columns where column.reading != nil {
                    lines.append(JSONWriter.serialize(ModelJSON.column(column), pretty: false))
                }
            }
        }
        #expect(lines == [
            #"{"header":"Base 토큰","role":"aliasTarget","reading":"alias target of the first column (by the tokens: 4 of 5 rows)","range":"docs/01-색상.md:8:8"}"#,
            #"{"header":"Semantic","role":"aliasedBy","reading":"tokens that alias the first column (by the tokens: 4 of 4 rows)","range":"docs/01-색상.md:21:10"}"#,
            #"{"header":"구성 토큰","role":"part","reading":"parts of the first column's composite token (by the tokens: 12 of 12 rows)","range":"docs/03-타이포그래피.md:8:8"}"#,
        ])
        let palette = try #require(model.docs.first?.tables.first { $0.columns.contains { $0.role == .aliasedBy } })
        let last = try #require(palette.entries.last)
        #expect(JSONWriter.serialize(ModelJSON.entry(last), pretty: false).hasPrefix(
            #"{"range":"docs/01-색상.md:26:1","name":{"text":"color.base.red.500","range":"docs/01-색상.md:26:3","binding":{"token":"color.base.red.500"}},"#
                + #""aliasedBy":[{"text":"color.text.danger","range":"docs/01-색상.md:26:26","binding":{"token":"color.text.danger"}},"#
                + #"{"text":"color.bg.brand","range":"docs/01-색상.md:26:26","binding":{"token":"color.bg.brand"}}],"values":["#))
    }
}
