import Foundation
import Testing
@testable import DesignSpecCore

@Suite struct ProjectLoaderTests {
    @Test func findsDocsSortedSkippingTokensAndHiddenFolders() throws {
        let folder = try ExtractionTempFolder()
        try folder.write("content/b.md", "# B\n")
        try folder.write("content/a.md", "# A\n")
        try folder.write("content/guides/intro.md", "# 소개\n\n한국어 문서입니다.\n")
        try folder.write("content/tokens/readme.md", "# not a doc\n")
        try folder.write("content/tokens/spacing.tokens.json", #"{"spacing": {"medium": {"$type": "dimension", "$value": "16px"}}}"#)
        try folder.write("content/.drafts/x.md", "# hidden\n")
        try folder.write("content/notes.txt", "not markdown")
        let model = try ProjectLoader(workingDirectory: folder.url).load()
        #expect(model.docs.map(\.path) == ["content/a.md", "content/b.md", "content/guides/intro.md"])
        #expect(model.docs.map(\.slug) == ["a", "b", "guides/intro"])
        #expect(model.docs.map(\.title) == ["A", "B", "소개"])
        #expect(model.docs.map(\.language) == ["en", "en", "ko"])
        #expect(model.tokens.tokens.map(\.name) == ["spacing.medium"])
        #expect(model.findings.isEmpty)
    }

    @Test func optionsOverrideTheConfiguration() throws {
        let folder = try ExtractionTempFolder()
        try folder.write("designspec.json", #"{"content": "docs", "site": {"title": "T"}}"#)
        try folder.write("docs/a.md", "# A\n")
        try folder.write("other/b.md", "# B\n")
        try folder.write("tokens/t.json", #"{"size": {"s": {"$type": "dimension", "$value": "4px"}}}"#)
        let fromConfig = try ProjectLoader(workingDirectory: folder.url).load()
        #expect(fromConfig.docs.map(\.path) == ["docs/a.md"])
        #expect(fromConfig.configuration.siteTitle == "T")
        #expect(fromConfig.tokens.tokens.isEmpty)
        let fromOptions = try ProjectLoader(workingDirectory: folder.url, content: "other", tokens: ["tokens"]).load()
        #expect(fromOptions.docs.map(\.path) == ["other/b.md"])
        #expect(fromOptions.tokens.tokens.map(\.name) == ["size.s"])
    }

    @Test func aMissingContentFolderIsAClearError() throws {
        let folder = try ExtractionTempFolder()
        #expect(throws: ProjectLoadError("no designspec.json and no content folder at content; run 'designspec init' to write a designspec.json for this repository, or give --content DIR")) {
            try ProjectLoader(workingDirectory: folder.url).load()
        }
        #expect(throws: ProjectLoadError("no content folder at nowhere; give one with --content DIR or \"content\" in designspec.json")) {
            try ProjectLoader(workingDirectory: folder.url, content: "nowhere").load()
        }
    }

    @Test func missingTokenPathsTheUserNamedAreErrors() throws {
        let folder = try ExtractionTempFolder()
        try folder.write("content/a.md", "# A\n")
        #expect(throws: ProjectLoadError.self) {
            try ProjectLoader(workingDirectory: folder.url, tokens: ["missing"]).load()
        }
    }

    @Test func configurationProblemsAreFindingsAndMakeTheCommandExit2() throws {
        let folder = try ExtractionTempFolder()
        try folder.write("designspec.json", "{\n  \"colour\": 1\n}\n")
        try folder.write("content/a.md", "# A\n")
        let model = try ProjectLoader(workingDirectory: folder.url).load()
        #expect(model.configurationFindings.map { $0.range.description } == ["designspec.json:2:3"])
        let run = runTool(["model"], in: folder.url)
        #expect(run.status == 2)
        #expect(run.out == "")
        #expect(run.err == "designspec.json:2:3: error: unknown key 'colour' in the configuration [config]\n1 error, 0 warnings\n")
    }

    @Test func modelCommandReportsAMissingContentFolder() throws {
        let folder = try ExtractionTempFolder()
        let run = runTool(["model", "--config", "nope.json"], in: folder.url)
        #expect(run.status == 2)
        #expect(run.err == "designspec: error: no such configuration file: nope.json\n")
    }
}
