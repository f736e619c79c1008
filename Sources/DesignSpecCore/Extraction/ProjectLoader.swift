import Foundation

/// Builds the `DesignModel` of a project: reads the configuration, finds and parses the
/// docs, loads the tokens, and extracts every doc against them.
///
/// - Configuration: `--config FILE`, else `designspec.json` in the working folder when
///   present. Its `content` and `tokens` paths are relative to the file's folder.
/// - Docs: every `*.md` under the content folder (`--content`, else the configuration's,
///   else `content/`), links followed, the token folders left out, sorted by path
///   (`FolderWalker`, which also lists what it skipped and why); display paths are
///   relative to the working folder.
/// - Tokens: `--tokens` (repeatable), else the configuration's, else `<content>/tokens`
///   (which may be missing: then there are no tokens, and `skipped` says so).
///
/// The token name index is built once; each doc is then one parse and one pass.
public struct ProjectLoader: Sendable {
    /// The folder relative paths are read from, and display paths are relative to: the working folder.
    public var workingDirectory: URL
    /// `--content`.
    public var content: String?
    /// `--tokens`, in order.
    public var tokens: [String]
    /// `--config`.
    public var configFile: String?
    /// Whether docs are parsed and extracted on all cores; the model is the same either way.
    public var parallel: Bool
    /// Whether the token name index (not part of the model) is kept until the process exits
    /// rather than freed when `load` returns (`KeptUntilExit`): for the executable.
    public var keepsIndexUntilExit: Bool

    /// A loader of the project in `workingDirectory`, with the command's `--content`, `--tokens` and `--config` (nil or empty: the configuration's, else the defaults).
    public init(workingDirectory: URL, content: String? = nil, tokens: [String] = [], configFile: String? = nil,
                parallel: Bool = true, keepsIndexUntilExit: Bool = false) {
        self.workingDirectory = workingDirectory.standardizedFileURL
        self.content = content
        self.tokens = tokens
        self.configFile = configFile
        self.parallel = parallel
        self.keepsIndexUntilExit = keepsIndexUntilExit
    }

    /// Loads everything. Throws only when the project cannot be read at all; problems in
    /// files are findings in the model.
    public func load() throws(ProjectLoadError) -> DesignModel {
        try load(configuration: loadConfiguration())
    }

    /// The configuration file (`--config`, else `designspec.json` when present) and its
    /// `config` findings, read on their own: a caller that stops on them (the CLI) says
    /// them before the paths they name are looked for, so a misspelled `content` is not
    /// reported as a missing content folder.
    public func loadConfiguration() throws(ProjectLoadError) -> ConfigurationLoader.Result {
        try ConfigurationLoader.load(file: configFile, workingDirectory: workingDirectory)
    }

    /// Loads everything with a configuration `loadConfiguration` read.
    public func load(configuration loaded: ConfigurationLoader.Result) throws(ProjectLoadError) -> DesignModel {
        var configuration = loaded.configuration
        let contentURL = contentURL(for: configuration)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: contentURL.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            let place = ProjectPaths.display(contentURL, workingDirectory: workingDirectory)
            // Nothing says where the docs are: a repository `designspec init` has not been run in.
            if content == nil, configuration.file == nil {
                throw ProjectLoadError("no \(ConfigurationLoader.defaultFileName) and no content folder at \(place); run 'designspec init' "
                                       + "to write a \(ConfigurationLoader.defaultFileName) for this repository, or give --content DIR")
            }
            throw ProjectLoadError("no content folder at \(place); give one with --content DIR or \"content\" in designspec.json")
        }

        let tokenChoices = tokenURLs(for: configuration)
        let tokenURLs = tokenChoices.filter { !$0.isDefault || FileManager.default.fileExists(atPath: $0.url.path) }
            .map(\.url)
        // A missing default token folder is allowed (docs checked alone), but never silent:
        // tokens kept beside the docs (`docs/`, `tokens/`) would give a clean check.
        let missingTokens = tokenChoices.filter { $0.isDefault && tokenURLs.isEmpty }.map {
            SkippedPath(path: ProjectPaths.display($0.url, workingDirectory: workingDirectory),
                        reason: "no such folder, so no token files were read; give --tokens PATH or \"tokens\" in designspec.json")
        }

        let loader = TokenLoader(workingDirectory: workingDirectory,
                                 layerRules: TokenLayerRules(baseGroupNames: configuration.baseGroups))
        // Docs are found before the tokens load (an error here is reported after theirs).
        let walk = FolderWalker.walk(contentURL, wanting: { $0.lowercased().hasSuffix(".md") }, skipping: tokenURLs,
                                     workingDirectory: workingDirectory)
        let docFilesError = walk == nil
            ? ProjectLoadError("cannot read the content folder \(ProjectPaths.display(contentURL, workingDirectory: workingDirectory))")
            : nil
        let docFiles = walk?.files ?? []

        // The tokens load and their names are indexed while the docs are read and parsed (at
        // once, as `CMarkParseGate` allows): slot 0 is the token set and its name index, slot
        // k the k-th doc; none needs another. Without docs there is nothing to bind: no need
        // to index the names.
        let tokenPaths = tokenURLs.map(\.path)
        let folders = DocFolders(working: ProjectPaths.folderPrefix(workingDirectory), content: ProjectPaths.folderPrefix(contentURL))
        let indexesNames = !docFiles.isEmpty
        let docCount = docFiles.count
        let firstPhase = IndexedConcurrentMap.map(count: docFiles.count + 1, parallel: parallel) { index -> ReadStep in
            guard index > 0 else {
                do throws(TokenLoadError) {
                    let tokens = tokenPaths.isEmpty ? TokenSet(tokens: []) : try loader.load(paths: tokenPaths)
                    let nameIndex = TokenNameIndex(indexesNames ? tokens : TokenSet(tokens: []))
                    if Self.preparesSuggestions(tokens: tokens.tokens.count, docs: docCount) {
                        nameIndex.neighbours.prepare()
                    }
                    return .tokens(.success((tokens, nameIndex)))
                } catch {
                    return .tokens(.failure(ProjectLoadError(error.message)))
                }
            }
            return .doc(Self.parseDoc(docFiles[index - 1], in: folders))
        }
        guard case .tokens(let tokenResult) = firstPhase[0] else { preconditionFailure("slot 0 holds the tokens") }
        let (tokenSet, nameIndex) = try tokenResult.get()
        if let docFilesError { throw docFilesError }

        var findings = loaded.findings + tokenSet.findings
        var slugs = UniqueNames(firstSuffix: 2)
        var parsedDocs: [ParsedDoc] = []
        parsedDocs.reserveCapacity(docFiles.count)
        var docSlugs: [String] = []
        docSlugs.reserveCapacity(docFiles.count)
        for step in firstPhase.dropFirst() {
            guard case .doc(let result) = step else { preconditionFailure("slots after 0 hold docs") }
            let doc = try result.get()
            parsedDocs.append(doc)
            docSlugs.append(slugs.claim(doc.slugBase))
        }
        let parsed = parsedDocs
        let slugsInOrder = docSlugs
        if !configuration.prefixesGiven {
            configuration.inferredPrefixes = CodeRootInference.infer(code: Self.swiftCode(in: parsed), tokens: tokenSet)
        }
        let binder = TokenBinder(index: nameIndex, prefixes: configuration.effectivePrefixes)
        let extractor = DocExtractor(binder: binder, tokens: tokenSet)
        // Each doc is extracted independently; the results come back in path order, so the
        // model is the same as a serial loop's.
        let extracted = IndexedConcurrentMap.map(count: parsed.count, parallel: parallel) { index in
            var docFindings: [Finding] = []
            let doc = extractor.extract(parsed[index].markdown, source: parsed[index].source, slug: slugsInOrder[index],
                                        findings: &docFindings)
            return (doc, docFindings)
        }
        if keepsIndexUntilExit { KeptUntilExit.keep(nameIndex) }
        var docs: [DocModel] = []
        docs.reserveCapacity(extracted.count)
        for (doc, docFindings) in extracted {
            docs.append(doc)
            findings += docFindings
        }
        let contentPrefix = ProjectPaths.display(path: folders.content, folder: folders.working)
        findings += BrokenLinkFinder(docs: docs, contentPrefix: contentPrefix,
                                     contentRoot: ContentFile.realPath(of: contentURL.path)).findings()
        // Sorted in place: a sorted copy retained and released every field of each finding.
        findings.sort()
        var model = DesignModel(configuration: configuration, docs: docs,
                                skipped: missingTokens + (walk?.skipped ?? []) + tokenSet.skipped, tokens: tokenSet, findings: findings)
        model.tokenPaths = tokenChoices.map { ProjectPaths.display($0.url, workingDirectory: workingDirectory) }
        model.contentPath = ProjectPaths.display(contentURL, workingDirectory: workingDirectory)
        model.contentPrefix = contentPrefix
        return model
    }

    /// Whether the "did you mean" tables are made while the docs are parsed, before any doc
    /// asks for one: when there are at most `tokensPerDocPreparedEarly` tokens per doc, the
    /// tables (about 8 µs a token) are ready long before the parses (about 300 µs a doc of
    /// 4 KB) end, on a core that would otherwise wait, so the first unknown name does not
    /// hold every other doc while they are made. Else (a big token set, few docs, which
    /// may name no unknown token: 400,000 tokens, one doc) on the first look-up.
    static func preparesSuggestions(tokens: Int, docs: Int) -> Bool {
        tokens > 0 && tokens <= docs * tokensPerDocPreparedEarly
    }

    static let tokensPerDocPreparedEarly = 8

    /// The folder `configuration`'s relative paths start from.
    private func configFolder(_ configuration: Configuration) -> URL {
        configuration.file.map { ProjectPaths.url($0, workingDirectory: workingDirectory).deletingLastPathComponent() }
            ?? workingDirectory
    }

    /// The content folder: `--content`, else the configuration's.
    package func contentURL(for configuration: Configuration) -> URL {
        content.map { ProjectPaths.url($0, workingDirectory: workingDirectory) }
            ?? ProjectPaths.url(configuration.content, workingDirectory: configFolder(configuration))
    }

    /// The token files and folders: `--tokens`, else the configuration's, else the default
    /// `<content>/tokens` (`isDefault`: it may be missing, and then there are no tokens).
    public func tokenURLs(for configuration: Configuration) -> [(url: URL, isDefault: Bool)] {
        if !tokens.isEmpty { return tokens.map { (ProjectPaths.url($0, workingDirectory: workingDirectory), false) } }
        if !configuration.tokens.isEmpty {
            return configuration.tokens.map { (ProjectPaths.url($0, workingDirectory: configFolder(configuration)), false) }
        }
        return [(contentURL(for: configuration).appendingPathComponent("tokens").standardizedFileURL, true)]
    }

    /// A doc read and parsed, not yet extracted.
    private struct ParsedDoc: Sendable {
        var markdown: MarkdownDocument
        var source: String
        /// Its page name before it is made unique (`slugBase(_:)`).
        var slugBase: String
    }

    /// The code of the docs' `swift` code blocks, where code roots are inferred from.
    private static func swiftCode(in docs: [ParsedDoc]) -> [String] {
        docs.flatMap { doc in
            doc.markdown.allBlocks.compactMap { block -> String? in
                guard case .codeBlock(let code) = block, code.language?.lowercased() == "swift" else { return nil }
                return code.code
            }
        }
    }

    /// What one slot of the first, parallel phase of `load` makes.
    private enum ReadStep: Sendable {
        case tokens(Result<(TokenSet, TokenNameIndex), ProjectLoadError>)
        case doc(Result<ParsedDoc, ProjectLoadError>)
    }

    /// The folders doc paths are shown relative to, as `ProjectPaths.folderPrefix`es.
    private struct DocFolders: Sendable {
        /// The working folder: paths in findings.
        var working: String
        /// The content folder: page names.
        var content: String
    }

    /// One doc, read and parsed.
    private static func parseDoc(_ file: URL, in folders: DocFolders) -> Result<ParsedDoc, ProjectLoadError> {
        let filePath = file.path
        let path = standardPath(filePath, of: file)
        let display = ProjectPaths.display(path: path, folder: folders.working)
        let source: String
        switch POSIXFiles.read(filePath, maximumSize: Limits.maximumFileSize) {
        case .bytes(let bytes): source = String(decoding: bytes, as: UTF8.self)
        case .tooLarge(let size): return .failure(ProjectLoadError("cannot read \(display): \(Limits.oversize(size))"))
        case .failed(let reason): return .failure(ProjectLoadError("cannot read \(display): \(reason)"))
        }
        return .success(ParsedDoc(markdown: MarkdownParser.parse(source, file: display), source: source,
                                  slugBase: slugBase(ProjectPaths.display(path: path, folder: folders.content))))
    }

    /// The doc's page name from its path in the content folder: without `.md`, its folders
    /// kept (`guides/intro.md` → `guides/intro`), a folder's `README.md` or `index.md` its
    /// `index` (`guides/README.md` → `guides/index`); `load` makes it unique with `-2`, `-3`, ….
    static func slugBase(_ relativePath: String) -> String {
        var bytes = Array(relativePath.utf8)
        if bytes.count >= 3, bytes[bytes.count - 3] == UInt8(ascii: "."),
           bytes[bytes.count - 2].asciiLowercased == UInt8(ascii: "m"), bytes[bytes.count - 1].asciiLowercased == UInt8(ascii: "d") {
            bytes.removeLast(3)
        }
        let nameStart = (bytes.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 }) ?? 0
        let name = bytes[nameStart...].map(\.asciiLowercased)
        if name.elementsEqual("readme".utf8) || name.elementsEqual("index".utf8) {
            bytes.replaceSubrange(nameStart..., with: "index".utf8)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The path of a doc the folder walker found (`path`, the path of `file`), without `.`
    /// and `..` segments: the walker joins names to a standardized folder, so only a
    /// doubled or dotted segment (the root folder's `//name`) needs `standardizedFileURL`,
    /// which costs more than the rest of a small doc's reading.
    private static func standardPath(_ path: String, of file: URL) -> String {
        // An absolute path: the first segment, before its leading `/`, is empty.
        let segments = path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).dropFirst()
        let isStandard = path.utf8.first == UInt8(ascii: "/") && segments.allSatisfy { segment in
            !segment.isEmpty && !segment.elementsEqual(".".utf8) && !segment.elementsEqual("..".utf8)
        }
        return isStandard ? path : file.standardizedFileURL.path
    }
}

extension DesignModel {
    /// The `config` findings: problems in `designspec.json` that make the CLI exit 2.
    public var configurationFindings: [Finding] {
        findings.filter { $0.rule == .config }
    }
}
