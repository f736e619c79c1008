import DesignSpecCore
import Foundation

/// The Markdown docs of a repository read the way `check` reads them (parsed, then
/// extracted against the tokens, so a token table is what the extraction takes for one),
/// and the content folder they make.
struct DocDiscovery {
    /// One doc read.
    struct Doc {
        var url: URL
        var tokenTables: Int
        var recipes: Int
        /// The token names the doc's recipe code uses (`Spacing.medium`).
        var codeNames: [String]
        var language: String
    }

    var docs: [Doc] = []
    var skipped: [SkippedPath] = []

    init(markdownFiles: [URL], tokens: TokenSet, workingDirectory: URL) {
        let extractor = DocExtractor(binder: TokenBinder(index: TokenNameIndex(tokens), prefixes: []), tokens: tokens)
        let folder = ProjectPaths.folderPrefix(workingDirectory)
        for url in markdownFiles {
            let display = ProjectPaths.display(path: url.path, folder: folder)
            guard let bytes = RepositoryFile.read(url.path, display: display, skipped: &skipped) else { continue }
            let source = String(decoding: bytes, as: UTF8.self)
            var findings: [Finding] = []
            let doc = extractor.extract(MarkdownParser.parse(source, file: display), source: source, slug: "doc", findings: &findings)
            docs.append(Doc(url: url, tokenTables: doc.tables.count { $0.kind == .tokens }, recipes: doc.recipes.count,
                            codeNames: doc.recipes.flatMap { $0.tokenReferences.map(\.reference.name) }, language: doc.language))
        }
    }

    /// The content folder: the deepest folder holding the docs with token tables under one
    /// top-level folder of `root` — the one with the most token tables, when several have
    /// some (`docs/` over a README's one table, which would make the whole repository the
    /// content folder, packages and all) — and the folders of the other docs with token
    /// tables, which are left out; nil when no doc has a token table.
    func contentFolder(under root: URL) -> (folder: URL, leftOut: [(folder: URL, docs: Int)])? {
        let depth = root.standardizedFileURL.pathComponents.count
        // A doc right in `root` is its own cluster, `root`.
        func top(_ doc: Doc) -> [String] { Array(doc.url.pathComponents.prefix(min(depth + 1, doc.url.pathComponents.count - 1))) }
        let clusters = Dictionary(grouping: docs.filter { $0.tokenTables > 0 }, by: top)
        func tables(_ docs: [Doc]) -> Int { docs.reduce(0) { $0 + $1.tokenTables } }
        let ranked = clusters.sorted { lhs, rhs in
            if tables(lhs.value) != tables(rhs.value) { return tables(lhs.value) > tables(rhs.value) }
            return lhs.key.joined(separator: "/") < rhs.key.joined(separator: "/")
        }
        guard let (_, chosen) = ranked.first, let first = chosen.first else { return nil }
        var common = first.url.deletingLastPathComponent().pathComponents
        for doc in chosen.dropFirst() {
            common = Array(zip(common, doc.url.deletingLastPathComponent().pathComponents).prefix { $0 == $1 }.map(\.0))
        }
        let leftOut = ranked.dropFirst().map { (URL(fileURLWithPath: NSString.path(withComponents: $0.key)).standardizedFileURL, $0.value.count) }
        return (URL(fileURLWithPath: NSString.path(withComponents: common)).standardizedFileURL, leftOut.sorted { $0.0.path < $1.0.path })
    }

    /// The docs under `folder`.
    func docs(in folder: URL) -> [Doc] {
        let prefix = ProjectPaths.folderPrefix(folder)
        return docs.filter { $0.url.path.hasPrefix(prefix) }
    }
}
