import Foundation
import Testing
@testable import DesignSpecChecks
@testable import DesignSpecCore
@testable import DesignSpecSite

/// The files beside the docs: which are copied into the site, what the single file makes
/// of them, and the paths that are never followed.
@Suite struct SiteAssetsTests {
    static let teamDocs = "Tests/browser/team-docs"

    /// The team docs as `designspec build` builds them, in memory.
    static func teamSite() throws -> (files: SiteFiles, input: SiteInput) {
        let root = CheckFixture.repositoryRoot
        let model = try ProjectLoader(workingDirectory: root, content: teamDocs).load()
        var input = SiteInput(model: model, report: Checker().check(model))
        input.assets = SiteAssets.load(documents: input.documents, contentPrefix: model.contentPrefix,
                                       content: root.appendingPathComponent(teamDocs))
        return (try SiteBuilder().build(input), input)
    }

    @Test func onlyTheLinkedFilesAreCopiedBesideThePages() throws {
        let (site, _) = try Self.teamSite()
        let copied = site.paths.filter { $0.hasPrefix("docs/") && !$0.hasSuffix(".html") }
        #expect(copied == ["docs/components/img/button.png", "docs/foundations/img/palette.svg", "docs/foundations/img/spacing.png"])
        // secret.txt lies beside the images, but no doc links to it.
        #expect(!site.paths.contains { $0.contains("secret") })
        let original = try Data(contentsOf: CheckFixture.repositoryRoot.appendingPathComponent("\(Self.teamDocs)/components/img/button.png"))
        #expect(site.files["docs/components/img/button.png"] == Array(original))
    }

    @Test func pagesShowTheCopiedImagesAndMarkBrokenLinks() throws {
        let (site, _) = try Self.teamSite()
        let button = try #require(site["docs/components/button.html"])
        #expect(button.contains(#"<img src="../../docs/components/img/button.png" alt="Primary button">"#))
        #expect(button.contains(#"<li><span class="link-broken">Button specification <span class="link-note">broken link: ./missing-spec.md</span></span></li>"#))
        #expect(button.contains(#"<li><span class="link-broken">Color roles <span class="link-note">broken link: ../foundations/01-color.md#roles</span></span></li>"#))
        #expect(button.contains(#"<a href="../../docs/foundations/01-color.html#semantic">semantic colors</a>"#))
        #expect(!button.contains("missing-spec.md\""))
    }

    @Test func theSingleFileInlinesTheImages() throws {
        let (_, input) = try Self.teamSite()
        let html = try SiteBuilder().buildSingleFile(input)
        let png = try Data(contentsOf: CheckFixture.repositoryRoot.appendingPathComponent("\(Self.teamDocs)/foundations/img/spacing.png"))
        #expect(html.contains(#"<img src="data:image/png;base64,\#(png.base64EncodedString())" alt="간격 예시">"#))
        #expect(html.contains(#"<img src="data:image/svg+xml;base64,"#))
        #expect(!html.contains("img/"))
    }

    @Test func dataURLsOfATinyPNGAndSVG() {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        #expect(SiteImage.dataURL(png, path: "a.png") == .success("data:image/png;base64,iVBORw0KGgo="))
        let svg = Array(#"<svg xmlns="http://www.w3.org/2000/svg"/>"#.utf8)
        #expect(SiteImage.dataURL(svg, path: "img/Logo.SVG")
                == .success("data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4="))
        #expect(SiteImage.dataURL(Array("GIF89a".utf8), path: "x")
                == .success("data:image/gif;base64,R0lGODlh"))
        #expect(SiteImage.dataURL(svg, path: "logo.txt") == .failure(.unknownType))
        #expect(SiteImage.dataURL(Array("%PDF-1.7".utf8), path: "spec.pdf") == .failure(.unknownType))
    }

    /// An image over the limit, one of an unknown type and a file that is no image leave
    /// a note where they would be in the single file.
    @Test func theSingleFileSaysWhatItLeavesOut() {
        let big = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + [UInt8](repeating: 0, count: 3_250_578)
        var resolver = DocLinkResolver(fromPath: "doc.md", fromSlug: "doc", links: .singleFile, slugsByPath: ["doc.md": "doc"])
        resolver.assets = SiteAssets(files: ["big.png": .file(big), "odd.png": .file([1, 2, 3]), "files/spec.pdf": .file(Array("%PDF".utf8))])
        var renderer = MarkdownHTMLRenderer()
        let ready = resolver
        renderer.renderLink = { ready.render($0, isImage: $1) }
        let doc = MarkdownParser.parse("![Big](big.png) ![Odd](odd.png) [the spec](files/spec.pdf)", file: "doc.md")
        #expect(renderer.render(doc).html == """
            <p>Big <span class="link-note">image big.png is not in this file: 3.1 MB, over the 2 MB limit for one image</span> \
            Odd <span class="link-note">image odd.png is not in this file: it is not a PNG, JPEG, GIF, WebP or SVG image</span> \
            the spec <span class="link-note">spec.pdf is not in this file; it is beside the docs</span></p>

            """)
    }

    /// `../`, absolute paths and a symbolic link out of the content folder are never
    /// followed: nothing is copied, the page marks them, and the check says where.
    @Test func pathsOutOfTheContentFolderAreRefused() throws {
        let scratch = try ScratchFolder()
        try scratch.write("outside.png", bytes: [0x89, 0x50, 0x4E, 0x47])
        try scratch.write("content/img/real.png", bytes: [0x89, 0x50, 0x4E, 0x47, 1])
        try FileManager.default.createSymbolicLink(atPath: scratch.path("content/img/out.png"), withDestinationPath: scratch.path("outside.png"))
        try scratch.write("content/doc.md", """
            # Doc

            ![a](../outside.png) ![b](/etc/passwd) ![c](img/out.png) [d](img/real.png)
            """)
        try scratch.write("content/tokens/tokens.json", #"{ "spacing": { "small": { "$type": "dimension", "$value": "8px" } } }"#)
        let content = scratch.url.appendingPathComponent("content")
        let documents = [MarkdownParser.parse(try String(contentsOf: content.appendingPathComponent("doc.md"), encoding: .utf8), file: "doc.md")]
        let assets = SiteAssets.load(documents: documents, contentPrefix: "", content: content)
        #expect(assets.files == ["img/out.png": .broken, "img/real.png": .file([0x89, 0x50, 0x4E, 0x47, 1])])
        #expect(ContentLink("../outside.png", fromDoc: "doc.md") == .outside)
        #expect(ContentLink("/etc/passwd", fromDoc: "doc.md") == .outside)

        var input = SiteInput(title: "T", documents: documents)
        input.assets = assets
        let site = try SiteBuilder().build(input)
        #expect(site.paths.filter { !$0.hasSuffix(".html") && $0.hasPrefix("docs/") } == ["docs/img/real.png"])
        #expect(try #require(site["docs/doc.html"]).contains("""
            <p><span class="link-broken">a <span class="link-note">not in the site: ../outside.png is outside the content folder</span></span> \
            <span class="link-broken">b <span class="link-note">not in the site: /etc/passwd is outside the content folder</span></span> \
            <span class="link-broken">c <span class="link-note">broken link: img/out.png</span></span> \
            <a href="../docs/img/real.png">d</a></p>
            """))

        let check = runTool(["check", "--content", "content"], in: scratch.url)
        #expect(check.out.split(separator: "\n").filter { $0.hasSuffix("[broken-link]") } == [
            "content/doc.md:3:6: error: `../outside.png` leads outside the content folder; the site neither checks nor copies it, so link a file inside the content folder [broken-link]",
            "content/doc.md:3:27: error: `/etc/passwd` leads outside the content folder; the site neither checks nor copies it, so link a file inside the content folder [broken-link]",
            "content/doc.md:3:45: error: `img/out.png` leads through a symbolic link out of the content folder; the site does not copy it [broken-link]",
        ])
    }

    /// `designspec check` on the team docs: the broken file link and the broken anchor of
    /// components/button.md, where their URLs are written.
    @Test func theTeamDocsBrokenLinks() {
        let check = runTool(["check", "--content", Self.teamDocs], in: CheckFixture.repositoryRoot)
        // The team docs have their tokens (a Tokens Studio single-file export, modes Light and
        // Dark): everything is read and checked, and the broken link and anchor are all it finds.
        #expect(check.status == 1)
        #expect(check.out.split(separator: "\n") + check.err.split(separator: "\n") == [
            "Tests/browser/team-docs/components/button.md:52:26: error: `./missing-spec.md` leads to components/missing-spec.md, which is not in the content folder; fix the path or add the file [broken-link]",
            "Tests/browser/team-docs/components/button.md:53:17: warning: `../foundations/01-color.md#roles`: foundations/01-color.md has no heading whose anchor is `roles`; an anchor is a heading's text in lower case, spaces as `-` (`## Color roles` is `#color-roles`) [broken-link]",
            "1 error, 1 warning",
            "read 9 docs, 1 token file (4 tokens, modes Light/Dark); checked 2 token tables (4 rows), 1 recipe; nothing left unchecked",
        ])
    }

    /// A rebuild keeps a copied file that did not change (the same file, not written
    /// again), and the site never shares a file with the content folder.
    @Test func aRebuildKeepsTheUnchangedCopies() throws {
        let scratch = try ScratchFolder()
        try scratch.write("content/img/real.png", bytes: [0x89, 0x50, 0x4E, 0x47, 1])
        try scratch.write("content/doc.md", "# Doc\n\n![Real](img/real.png)\n")
        try scratch.write("content/tokens/tokens.json", #"{ "spacing": { "small": { "$type": "dimension", "$value": "8px" } } }"#)
        func inode(_ path: String) throws -> UInt64 {
            let attributes = try FileManager.default.attributesOfItem(atPath: scratch.path(path))
            return (attributes[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0
        }
        let first = runTool(["build", "--content", "content", "--output", "_site"], in: scratch.url)
        #expect(first.err == "built 6 pages and 1 file beside the docs; 0 errors, 1 warning — see _site/report.html\n")
        let before = try inode("_site/docs/img/real.png")
        #expect(before != (try inode("content/img/real.png")))
        _ = runTool(["build", "--content", "content", "--output", "_site"], in: scratch.url)
        #expect(try inode("_site/docs/img/real.png") == before)
        #expect(FileManager.default.contents(atPath: scratch.path("_site/docs/img/real.png")) == Data([0x89, 0x50, 0x4E, 0x47, 1]))
    }
}
