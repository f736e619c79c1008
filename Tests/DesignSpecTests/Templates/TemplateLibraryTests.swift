import Foundation
@testable import DesignSpecCore
@testable import DesignSpecSite
import Testing

/// The built-in templates and a user's folder laid over them file by file.
@Suite struct TemplateLibraryTests {
    /// A fresh folder holding `files`, removed by the caller.
    private func folder(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("designspec-templates-\(UUID().uuidString)")
        for (path, contents) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        return root
    }

    @Test func builtInHoldsTheRepositoryTemplatesExactly() throws {
        let templates = TestData.packageRoot.appendingPathComponent("templates")
        let onDisk = (FileManager.default.enumerator(atPath: templates.path)?.allObjects as? [String] ?? [])
            .filter { !$0.split(separator: "/").contains { $0.hasPrefix(".") } }
            .filter { path in
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(atPath: templates.appendingPathComponent(path).path, isDirectory: &isDirectory)
                    && !isDirectory.boolValue
            }
        #expect(TemplateLibrary.builtIn.paths == onDisk.sorted())
        #expect(TemplateLibrary.builtIn.paths.contains("assets/site.css"))
        for path in onDisk {
            let contents = try String(contentsOf: templates.appendingPathComponent(path), encoding: .utf8)
            #expect(TemplateLibrary.builtIn.file(path) == contents, "built-in \(path) differs from templates/\(path)")
        }
        try TemplateLibrary.builtIn.validate()
    }

    @Test func aFolderOverridesFileByFile() throws {
        let root = try folder([
            "assets/site.css": "body { color: red; }\n",
            "page.mustache": "<title>{{title}}</title>\n{{> partials/nav}}\n",
            "partials/nav.mustache": "<nav>{{#pages}}<a>{{.}}</a>{{/pages}}</nav>\n",
            ".DS_Store": "ignored",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let library = try TemplateLibrary(overridingWith: root)

        #expect(library.file("assets/site.css") == "body { color: red; }\n")
        #expect(library.file(".DS_Store") == nil)
        for path in TemplateLibrary.builtIn.paths where path != "assets/site.css" {
            #expect(library.file(path) == TemplateLibrary.builtIn.file(path), "\(path) should stay built in")
        }
        #expect(Set(library.paths) == Set(TemplateLibrary.builtIn.paths + ["page.mustache", "partials/nav.mustache"]))
        #expect(try library.render("page", ["title": "간격 & 여백", "pages": ["a", "b"]])
            == "<title>간격 &amp; 여백</title>\n<nav><a>a</a><a>b</a></nav>\n")
    }

    @Test func filesNotOverriddenStayBuiltIn() throws {
        let root = try folder(["page.mustache": "x"])
        defer { try? FileManager.default.removeItem(at: root) }
        let library = try TemplateLibrary(overridingWith: root)
        #expect(library.file("assets/site.css") == TemplateLibrary.builtIn.file("assets/site.css"))
        #expect(library.file("assets/site.css") != nil)
        #expect(try library.render("page.mustache", [:]) == "x")
    }

    @Test func aBrokenOverrideIsReportedAtItsPathWhenLoading() throws {
        let root = try folder(["page.mustache": "<main>\n  {{#docs}}\n</main>\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("page.mustache").path
        #expect(throws: TemplateError(.unclosedSection("docs"), at: SourceLocation(file: path, line: 2, column: 3))) {
            try TemplateLibrary(overridingWith: root)
        }
    }

    @Test func aMissingFolderIsAnError() {
        let missing = URL(fileURLWithPath: "/nonexistent/designspec-templates")
        #expect(throws: TemplateError(.unreadableFile(path: missing.path, reason: "no such folder"), at: nil)) {
            try TemplateLibrary(overridingWith: missing)
        }
        #expect(TemplateError(.unreadableFile(path: missing.path, reason: "no such folder"), at: nil).description
            == "cannot read template file /nonexistent/designspec-templates: no such folder")
    }

    @Test func aFileThatIsNotUTF8IsAnError() throws {
        let root = try folder([:])
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let logo = root.appendingPathComponent("logo.bin")
        try Data([0xFF, 0xFE, 0x00, 0xC3]).write(to: logo)
        #expect(throws: TemplateError(.unreadableFile(path: logo.path, reason: "not UTF-8 text"), at: nil)) {
            try TemplateLibrary(overridingWith: root)
        }
    }

    @Test func inheritanceAcrossLibraryFiles() throws {
        let library = TemplateLibrary(files: [
            "layout.mustache": "<html lang=\"{{lang}}\">\n<head><title>{{$title}}DesignSpec{{/title}}</title></head>\n<body>\n  {{$body}}\n  {{/body}}\n</body>\n</html>\n",
            "doc.mustache": "{{<layout}}\n{{$title}}{{name}} · DesignSpec{{/title}}\n{{$body}}\n<h1>{{name}}</h1>\n<p>\n  {{summary}}\n</p>\n{{/body}}\n{{/layout}}\n",
        ])
        #expect(try library.render("doc", ["lang": "ko", "name": "간격", "summary": "4pt 그리드"]) == """
            <html lang="ko">
            <head><title>간격 · DesignSpec</title></head>
            <body>
              <h1>간격</h1>
              <p>
                4pt 그리드
              </p>
            </body>
            </html>

            """)
    }
}
