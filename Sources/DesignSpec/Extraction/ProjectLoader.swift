import Foundation

/// Builds the `DesignModel` of a project: reads the configuration, finds and parses the
/// docs, loads the tokens, and extracts every doc against them.
///
/// - Configuration: `--config FILE`, else `designspec.json` in the working folder when
///   present. Its `content` and `tokens` paths are relative to the file's folder.
/// - Docs: every `*.md` under the content folder (`--content`, else the configuration's,
///   else `content/`), hidden files and folders and the token folders skipped, sorted by
///   path; display paths are relative to the working folder.
/// - Tokens: `--tokens` (repeatable), else the configuration's, else `<content>/tokens`
///   (which may be missing: then there are no tokens).
///
/// The token name index is built once; each doc is then one parse and one pass.
public struct ProjectLoader: Sendable {
    public var workingDirectory: URL
    /// `--content`.
    public var content: String?
    /// `--tokens`, in order.
    public var tokens: [String]
    /// `--config`.
    public var configFile: String?
    /// Rule ids `rules` may name in the configuration; nil accepts any.
    public var knownRules: [String]?
    /// Whether docs are parsed and extracted on all cores; the model is the same either way.
    public var parallel: Bool

    public init(workingDirectory: URL, content: String? = nil, tokens: [String] = [], configFile: String? = nil,
                knownRules: [String]? = nil, parallel: Bool = true) {
        self.workingDirectory = workingDirectory.standardizedFileURL
        self.content = content
        self.tokens = tokens
        self.configFile = configFile
        self.knownRules = knownRules
        self.parallel = parallel
    }

    /// Loads everything. Throws only when the project cannot be read at all; problems in
    /// files are findings in the model.
    public func load() throws(ProjectLoadError) -> DesignModel {
        let loaded = try ConfigurationLoader.load(file: configFile, workingDirectory: workingDirectory, knownRules: knownRules)
        let configuration = loaded.configuration
        let configFolder = configuration.file.map {
            ProjectPaths.url($0, workingDirectory: workingDirectory).deletingLastPathComponent()
        } ?? workingDirectory

        let contentURL = content.map { ProjectPaths.url($0, workingDirectory: workingDirectory) }
            ?? ProjectPaths.url(configuration.content, workingDirectory: configFolder)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: contentURL.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ProjectLoadError("no content folder at \(ProjectPaths.display(contentURL, workingDirectory: workingDirectory)); "
                                   + "give one with --content DIR or \"content\" in designspec.json")
        }

        var tokenURLs: [URL]
        var tokensAreDefault = false
        if !tokens.isEmpty {
            tokenURLs = tokens.map { ProjectPaths.url($0, workingDirectory: workingDirectory) }
        } else if !configuration.tokens.isEmpty {
            tokenURLs = configuration.tokens.map { ProjectPaths.url($0, workingDirectory: configFolder) }
        } else {
            tokenURLs = [contentURL.appendingPathComponent("tokens").standardizedFileURL]
            tokensAreDefault = true
        }
        if tokensAreDefault, !FileManager.default.fileExists(atPath: tokenURLs[0].path) { tokenURLs = [] }

        let loader = TokenLoader(workingDirectory: workingDirectory,
                                 layerRules: TokenLayerRules(baseGroupNames: configuration.baseGroups))
        let tokenSet: TokenSet
        do {
            tokenSet = tokenURLs.isEmpty ? TokenSet(tokens: []) : try loader.load(paths: tokenURLs.map(\.path))
        } catch {
            throw ProjectLoadError(error.message)
        }

        let docFiles = try Self.docFiles(in: contentURL, skipping: tokenURLs)
        let binder = TokenBinder(index: TokenNameIndex(tokenSet), prefixes: configuration.prefixes)
        let extractor = DocExtractor(binder: binder)
        var findings = loaded.findings + tokenSet.findings
        var slugs = UniqueNames(firstSuffix: 2)
        let docSlugs = docFiles.map { Self.uniqueSlug(for: $0, in: contentURL, taken: &slugs) }
        let displayBase = workingDirectory
        // Each doc is read, parsed (cmark under its lock) and extracted independently; the
        // results come back in path order, so the model is the same as a serial loop's.
        let loads = IndexedConcurrentMap.map(count: docFiles.count, parallel: parallel) { index in
            Self.loadDoc(docFiles[index], slug: docSlugs[index], extractor: extractor, workingDirectory: displayBase)
        }
        var docs: [DocModel] = []
        docs.reserveCapacity(loads.count)
        for load in loads {
            let (doc, docFindings) = try load.get()
            docs.append(doc)
            findings += docFindings
        }
        return DesignModel(configuration: configuration, docs: docs, tokens: tokenSet, findings: findings.sorted())
    }

    /// One doc's model and the findings its extraction made.
    private static func loadDoc(_ file: URL, slug: String, extractor: DocExtractor,
                                workingDirectory: URL) -> Result<(DocModel, [Finding]), ProjectLoadError> {
        if let problem = Limits.fileSizeProblem(atPath: file.path) {
            return .failure(ProjectLoadError("cannot read \(ProjectPaths.display(file, workingDirectory: workingDirectory)): \(problem)"))
        }
        guard let data = FileManager.default.contents(atPath: file.path) else {
            return .failure(ProjectLoadError("cannot read \(ProjectPaths.display(file, workingDirectory: workingDirectory))"))
        }
        let display = ProjectPaths.display(file, workingDirectory: workingDirectory)
        let source = String(decoding: data, as: UTF8.self)
        let markdown = MarkdownParser.parse(source, file: display)
        var findings: [Finding] = []
        let doc = extractor.extract(markdown, source: source, slug: slug, findings: &findings)
        return .success((doc, findings))
    }

    /// The `*.md` files under `folder`, hidden entries and the token folders skipped, in
    /// path order. A content folder that is itself a symbolic link is followed (links
    /// inside it are not), and its files keep paths under the name the user gave.
    static func docFiles(in folder: URL, skipping skipped: [URL]) throws(ProjectLoadError) -> [URL] {
        let resolved = folder.resolvingSymlinksInPath().standardizedFileURL
        if resolved.path != folder.standardizedFileURL.path {
            let prefix = resolved.path.hasSuffix("/") ? resolved.path : resolved.path + "/"
            let skippedInTarget = skipped.map { url -> URL in
                let path = url.standardizedFileURL.path
                let given = folder.standardizedFileURL.path + "/"
                return path.hasPrefix(given) ? URL(fileURLWithPath: prefix + path.dropFirst(given.count)) : url
            }
            return try docFiles(in: resolved, skipping: skippedInTarget).map { file in
                folder.standardizedFileURL.appendingPathComponent(String(file.path.dropFirst(prefix.count)))
            }
        }
        let skippedPaths = Set(skipped.map(\.path))
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isDirectoryKey],
                                                              options: [.skipsHiddenFiles]) else {
            throw ProjectLoadError("cannot read the content folder \(folder.path)")
        }
        var files: [URL] = []
        for case let url as URL in enumerator {
            let standardized = url.standardizedFileURL
            let isDirectory = (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) ?? false
            if isDirectory {
                if skippedPaths.contains(standardized.path) { enumerator.skipDescendants() }
                continue
            }
            if standardized.pathExtension.lowercased() == "md" { files.append(standardized) }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The doc's page name: its path in the content folder without `.md`, `/` as `-`
    /// (`guides/intro.md` → `guides-intro`), made unique with `-2`, `-3`, ….
    static func uniqueSlug(for file: URL, in folder: URL, taken: inout UniqueNames) -> String {
        var relative = ProjectPaths.display(file, workingDirectory: folder)
        if relative.lowercased().hasSuffix(".md") { relative.removeLast(3) }
        return taken.claim(relative.replacingOccurrences(of: "/", with: "-"))
    }
}

extension DesignModel {
    /// The `config` findings: problems in `designspec.json` that make the CLI exit 2.
    public var configurationFindings: [Finding] {
        findings.filter { $0.rule == "config" }
    }
}
