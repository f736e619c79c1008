import DesignSpecCore
import Foundation

/// What `designspec init` found in a repository, and the `designspec.json` it makes of it:
/// only the keys that differ from the defaults, in a fixed order (`content`, `tokens`,
/// `prefixes`, `site`).
struct InitFindings {
    var workingDirectory: URL
    /// The content folder, or nil when no doc has a token table.
    var content: URL?
    /// The docs in it.
    var docs: [DocDiscovery.Doc]
    /// The folders or files named in `tokens`.
    var tokenPaths: [URL]
    var tokenFormats: [String]
    var tokens: TokenSet
    var codeRoots: CodeRootSurvey
    /// What the walk and the reading left out, and why.
    var skipped: [SkippedPath]
    /// What was looked at: Markdown and JSON files.
    var markdownCount: Int
    var jsonCount: Int

    /// Looks through the repository at `workingDirectory`.
    static func find(in workingDirectory: URL) -> InitFindings {
        let root = workingDirectory.standardizedFileURL
        let scan = RepositoryScan.scan(root, workingDirectory: root)
        let discovery = TokenDiscovery(jsonFiles: scan.jsonFiles, workingDirectory: root)
        let loader = TokenLoader(workingDirectory: root)
        func load(_ files: [URL]) -> TokenSet { (try? loader.load(paths: files.map(\.path))) ?? TokenSet(tokens: []) }
        // Every token file the repository has, for the docs' tables to be read against (mode
        // columns are recognised by the modes the tokens have).
        let everyToken = load(discovery.files)
        let docs = DocDiscovery(markdownFiles: scan.markdownFiles, tokens: everyToken, workingDirectory: root)
        let found = docs.contentFolder(under: root)
        let content = found?.folder
        let contentDocs = content.map { docs.docs(in: $0) } ?? []
        var skipped = scan.skipped + discovery.skipped + docs.skipped
        for (folder, count) in found?.leftOut ?? [] {
            let path = folder.path == root.path ? "the repository's own folder" : ProjectPaths.display(folder, workingDirectory: root) + "/"
            skipped.append(SkippedPath(path: path,
                                       reason: "\(EnglishCount.of(count, "doc")) with token tables, fewer than "
                                           + "the content folder's; not in the configuration"))
        }
        var tokenFiles = discovery.files
        if let content {
            let (nearest, leftOut) = discovery.nearest(to: content, under: root)
            tokenFiles = nearest
            for path in TokenDiscovery.paths(of: leftOut, under: root) {
                var isFolder: ObjCBool = false
                let folder = FileManager.default.fileExists(atPath: path.path, isDirectory: &isFolder) && isFolder.boolValue
                skipped.append(SkippedPath(path: ProjectPaths.display(path, workingDirectory: root) + (folder ? "/" : ""),
                                           reason: "token files farther from the docs than the ones named in tokens"))
            }
        }
        let tokenPaths = TokenDiscovery.paths(of: tokenFiles, under: root)
        // What check will read: the folders, as named.
        let tokens = load(tokenPaths)
        return InitFindings(
            workingDirectory: root, content: content, docs: contentDocs, tokenPaths: tokenPaths,
            tokenFormats: discovery.formats(of: tokenFiles), tokens: tokens,
            codeRoots: CodeRootSurvey(names: contentDocs.flatMap(\.codeNames), tokens: tokens.tokens),
            skipped: skipped, markdownCount: scan.markdownFiles.count, jsonCount: scan.jsonFiles.count)
    }

    /// `path` as `designspec.json` writes it: relative to the working folder, `.` for it.
    func relative(_ url: URL) -> String {
        let path = url.standardizedFileURL.path
        if path == workingDirectory.path { return "." }
        return ProjectPaths.display(path: path, folder: ProjectPaths.folderPrefix(workingDirectory))
    }

    /// The configuration's keys that differ from the defaults.
    var configuration: JSONObject {
        var object = JSONObject()
        let defaults = Configuration()
        guard let content else { return object }
        let contentPath = relative(content)
        if contentPath != defaults.content { object.append("content", .string(contentPath)) }
        let tokenPaths = tokenPaths.map(relative)
        // The default is `<content>/tokens`.
        if !tokenPaths.isEmpty, tokenPaths != [relative(content.appendingPathComponent("tokens"))] {
            object.append("tokens", .array(tokenPaths.map(JSONOutput.string)))
        }
        let prefixes = codeRoots.prefixes
        if !prefixes.isEmpty, Set(prefixes) != Set(defaults.prefixes) {
            object.append("prefixes", .object(JSONObject(prefixes.map { ($0.code, JSONOutput.string($0.group)) })))
        }
        if language == "ko" { object.append("site", .object(JSONObject([("language", JSONOutput.string("ko"))]))) }
        return object
    }

    /// The language most docs are written in: `ko` or `en`.
    var language: String {
        let korean = docs.count { $0.language == "ko" }
        return korean * 2 > docs.count ? "ko" : "en"
    }

    /// The file's text: two-space JSON and a newline.
    var fileText: String {
        JSONWriter.serialize(.object(configuration), pretty: true) + "\n"
    }
}
