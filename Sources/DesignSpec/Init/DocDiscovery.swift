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
            let source: String
            switch POSIXFiles.read(url.path, maximumSize: Limits.maximumFileSize) {
            case .bytes(let bytes): source = String(decoding: bytes, as: UTF8.self)
            case .tooLarge(let size):
                skipped.append(SkippedPath(path: display, reason: Limits.oversize(size)))
                continue
            case .failed(let reason):
                skipped.append(SkippedPath(path: display, reason: "cannot be read: \(reason)"))
                continue
            }
            var findings: [Finding] = []
            let doc = extractor.extract(MarkdownParser.parse(source, file: display), source: source, slug: "doc", findings: &findings)
            docs.append(Doc(url: url, tokenTables: doc.tables.count { $0.kind == .tokens }, recipes: doc.recipes.count,
                            codeNames: doc.recipes.flatMap { $0.tokenReferences.map(\.reference.name) }, language: doc.language))
        }
    }

    /// The content folder: the deepest folder holding every doc with a token table; nil
    /// when no doc has one.
    var contentFolder: URL? {
        let withTables = docs.filter { $0.tokenTables > 0 }
        guard let first = withTables.first else { return nil }
        var common = first.url.deletingLastPathComponent().pathComponents
        for doc in withTables.dropFirst() {
            common = Array(zip(common, doc.url.deletingLastPathComponent().pathComponents).prefix { $0 == $1 }.map(\.0))
        }
        return URL(fileURLWithPath: NSString.path(withComponents: common)).standardizedFileURL
    }

    /// The docs under `folder`.
    func docs(in folder: URL) -> [Doc] {
        let prefix = ProjectPaths.folderPrefix(folder)
        return docs.filter { $0.url.path.hasPrefix(prefix) }
    }
}
