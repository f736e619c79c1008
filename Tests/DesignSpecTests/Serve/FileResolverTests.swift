import Foundation
import Testing
@testable import DesignSpecCommands

/// Request targets to files: the folder's files and nothing outside it, whatever the
/// spelling of the way out.
@Suite struct FileResolverTests {
    /// A site folder with a page, a nested page, and links out of it and within it.
    private func site() throws -> (resolver: FileResolver, root: String, cleanup: () -> Void) {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("resolver-\(UUID().uuidString)")
        let root = parent.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("docs/foundations"), withIntermediateDirectories: true)
        try Data("home".utf8).write(to: root.appendingPathComponent("index.html"))
        try Data("color".utf8).write(to: root.appendingPathComponent("docs/foundations/01-color.html"))
        try Data("index".utf8).write(to: root.appendingPathComponent("docs/index.html"))
        try Data("secret".utf8).write(to: parent.appendingPathComponent("secret.txt"))
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("out.txt").path, withDestinationPath: "../secret.txt")
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("home.html").path, withDestinationPath: "index.html")
        let real = FileResolver.realPath(root.path)!
        return (FileResolver(root: root.path), real, { try? FileManager.default.removeItem(at: parent) })
    }

    @Test func filesFoldersAndIndexPages() throws {
        let (resolver, root, cleanup) = try site()
        defer { cleanup() }
        #expect(resolver.resolve("/") == .file(root + "/index.html"))
        #expect(resolver.resolve("/index.html?q=1#top") == .file(root + "/index.html"))
        #expect(resolver.resolve("/docs") == .file(root + "/docs/index.html"))
        #expect(resolver.resolve("/docs/") == .file(root + "/docs/index.html"))
        #expect(resolver.resolve("/docs/foundations/01-color.html") == .file(root + "/docs/foundations/01-color.html"))
        #expect(resolver.resolve("/docs/foundations/%301-color.html") == .file(root + "/docs/foundations/01-color.html"))
        #expect(resolver.resolve("/./docs/./index.html") == .file(root + "/docs/index.html"))
        #expect(resolver.resolve("/home.html") == .file(root + "/index.html"))
        #expect(resolver.resolve("/docs/foundations/") == .notFound)
        #expect(resolver.resolve("/missing.html") == .notFound)
    }

    @Test func everyWayOutIsRefused() throws {
        let (resolver, _, cleanup) = try site()
        defer { cleanup() }
        #expect(resolver.resolve("/../secret.txt") == .forbidden)
        #expect(resolver.resolve("/docs/../../secret.txt") == .forbidden)
        #expect(resolver.resolve("/docs/..") == .forbidden)
        #expect(resolver.resolve("/%2e%2e/secret.txt") == .forbidden)
        #expect(resolver.resolve("/%2E%2E%2Fsecret.txt") == .forbidden)
        #expect(resolver.resolve("/.%2e/secret.txt") == .forbidden)
        #expect(resolver.resolve("/..%5csecret.txt") == .forbidden)
        #expect(resolver.resolve("/docs\\..\\..\\secret.txt") == .forbidden)
        #expect(resolver.resolve("/index.html%00.png") == .forbidden)
        #expect(resolver.resolve("/out.txt") == .forbidden)
        // Empty segments are skipped: `//etc/passwd` is `etc/passwd` inside the folder.
        #expect(resolver.resolve("//etc/passwd") == .notFound)
        #expect(resolver.resolve("/etc/passwd") == .notFound)
    }

    @Test func targetsThatAreNotPathsAreBadRequests() throws {
        let (resolver, _, cleanup) = try site()
        defer { cleanup() }
        #expect(resolver.resolve("*") == .badRequest)
        #expect(resolver.resolve("http://127.0.0.1/index.html") == .badRequest)
        #expect(resolver.resolve("index.html") == .badRequest)
        #expect(resolver.resolve("/%zz") == .badRequest)
        #expect(resolver.resolve("/%4") == .badRequest)
    }

    @Test func contentTypesByExtension() {
        #expect(ContentType.of("/a/index.html") == "text/html; charset=utf-8")
        #expect(ContentType.of("site.css") == "text/css; charset=utf-8")
        #expect(ContentType.of("site.js") == "text/javascript; charset=utf-8")
        #expect(ContentType.of("logo.SVG") == "image/svg+xml")
        #expect(ContentType.of("a.png") == "image/png")
        #expect(ContentType.of("a.jpeg") == "image/jpeg")
        #expect(ContentType.of("a.jpg") == "image/jpeg")
        #expect(ContentType.of("a.gif") == "image/gif")
        #expect(ContentType.of("a.webp") == "image/webp")
        #expect(ContentType.of("search.json") == "application/json")
        #expect(ContentType.of("font.woff2") == "font/woff2")
        #expect(ContentType.of("README") == "application/octet-stream")
    }
}
