import Foundation
import Testing
@testable import DesignSpecCore

@Suite struct BuildCommandTests {
    /// A project folder with one doc and one token file, removed by the caller.
    static func project() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("designspec-build-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("content/tokens"), withIntermediateDirectories: true)
        try "# 간격\n\n간격은 4pt 단위입니다.\n".write(to: folder.appendingPathComponent("content/spacing.md"), atomically: true, encoding: .utf8)
        try #"{ "spacing": { "$type": "dimension", "medium": { "$value": "16px" } } }"#
            .write(to: folder.appendingPathComponent("content/tokens/spacing.tokens.json"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test func buildsTheSiteTwiceIdentically() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = runTool(["build", "--output", "out", "--lang", "ko"], in: folder)
        #expect(first.status == 0)
        #expect(first.err == "built 6 pages; 0 errors, 1 warning — see out/report.html\n")
        #expect(first.out == "wrote \(folder.appendingPathComponent("out").standardizedFileURL.path)/index.html\n")
        let index = try String(contentsOf: folder.appendingPathComponent("out/index.html"), encoding: .utf8)
        #expect(index.contains("<html lang=\"ko\">"))
        let page = try Data(contentsOf: folder.appendingPathComponent("out/docs/spacing.html"))
        let tokens = try Data(contentsOf: folder.appendingPathComponent("out/tokens.html"))
        #expect(runTool(["build", "--output", "out", "--lang", "ko"], in: folder).status == 0)
        #expect(try Data(contentsOf: folder.appendingPathComponent("out/docs/spacing.html")) == page)
        #expect(try Data(contentsOf: folder.appendingPathComponent("out/tokens.html")) == tokens)
        #expect(String(decoding: tokens, as: UTF8.self).contains("<tr id=\"token-spacing.medium\">"))
    }

    @Test func writesTheSingleFileButNeverIntoTheContent() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = runTool(["build", "--single-file", "handoff.html"], in: folder)
        #expect(result.status == 0)
        let html = try String(contentsOf: folder.appendingPathComponent("handoff.html"), encoding: .utf8)
        #expect(html.contains("<section class=\"page-section\" id=\"doc-spacing\">"))

        let inside = runTool(["build", "--single-file", "content/handoff.html"], in: folder)
        #expect(inside.status == 2)
        let content = folder.appendingPathComponent("content").standardizedFileURL.path
        #expect(inside.err == "designspec: error: the single file \(content)/handoff.html would be inside the content folder \(content); choose a path outside it\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("content/handoff.html").path))

        let folderTarget = runTool(["build", "--single-file", "content/tokens"], in: folder)
        #expect(folderTarget.status == 2)
    }

    /// Pages are written as they are rendered; a template that fails on one page leaves
    /// the previous site exactly as it was and nothing beside it.
    @Test func aTemplateErrorHalfWayLeavesThePreviousSite() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(runTool(["build", "--output", "out"], in: folder).status == 0)
        let before = try FileManager.default.subpathsOfDirectory(atPath: folder.appendingPathComponent("out").path).sorted()
        let index = try Data(contentsOf: folder.appendingPathComponent("out/index.html"))
        let templates = folder.appendingPathComponent("templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try "{{<layout}}{{$main}}{{>partials/missing}}{{/main}}{{/layout}}\n"
            .write(to: templates.appendingPathComponent("doc.mustache"), atomically: true, encoding: .utf8)

        let result = runTool(["build", "--output", "out", "--templates", "templates"], in: folder)
        #expect(result.status == 2)
        #expect(result.err == "designspec: error: \(templates.standardizedFileURL.path)/doc.mustache:1:21: partial 'partials/missing' not found (looked for partials/missing.mustache)\n")
        #expect(try FileManager.default.subpathsOfDirectory(atPath: folder.appendingPathComponent("out").path).sorted() == before)
        #expect(try Data(contentsOf: folder.appendingPathComponent("out/index.html")) == index)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["content", "out", "templates"])
    }
}
