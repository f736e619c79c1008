import Foundation

/// Loads a `TokenSet` from files and folders, whatever their format (detected per file:
/// DTCG, Style Dictionary, Tokens Studio, Spectrum, DTCG resolvers), then resolves it.
///
/// Folders are walked for `*.json` and `*.tokens` files (so `*.tokens.json` too), in path
/// order, by `FolderWalker` (links followed; hidden entries, loops and broken links
/// skipped and listed in `TokenSet.skipped`). Files named by a DTCG resolver are read with the modes
/// the resolver gives them; files under a folder with Tokens Studio's `$themes.json` or
/// `$metadata.json` are its sets. A file that does not parse becomes a `json-syntax`
/// finding and the others are still read.
public struct TokenLoader: Sendable {
    /// Display paths are relative to this folder when the file is inside it.
    public var workingDirectory: URL
    /// How each token's layer, Base or Semantic, is inferred.
    public var layerRules: TokenLayerRules

    /// A loader that shows paths relative to `workingDirectory` and infers layers by `layerRules`.
    public init(workingDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
                layerRules: TokenLayerRules = TokenLayerRules()) {
        self.workingDirectory = workingDirectory.standardizedFileURL
        self.layerRules = layerRules
    }

    /// Reads every token file under `paths` (files or folders, relative to the working
    /// directory unless absolute) and resolves the tokens.
    public func load(paths: [String]) throws(TokenLoadError) -> TokenSet {
        var files: [URL] = []
        var skipped: [SkippedPath] = []
        for path in paths {
            let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : workingDirectory.appendingPathComponent(path)
            let found = try tokenFiles(at: url.standardizedFileURL)
            files += found.files
            skipped += found.skipped
        }
        var seen = Set<String>()
        files = files.filter { seen.insert($0.path).inserted }
        var tokenSet = read(files, from: .disk)
        tokenSet.skipped = skipped + tokenSet.skipped
        return tokenSet
    }

    /// The token files at `url`: the file itself, or the folder's files in path order.
    func tokenFiles(at url: URL) throws(TokenLoadError) -> FolderWalker.Result {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw TokenLoadError("no such file or folder: \(url.path)")
        }
        guard isDirectory.boolValue else { return FolderWalker.Result(files: [url], skipped: []) }
        guard let found = FolderWalker.walk(url, wanting: Self.isTokenFileName,
                                            workingDirectory: workingDirectory) else {
            throw TokenLoadError("cannot read the folder \(url.path)")
        }
        return found
    }

    /// Whether a folder's file with this name is a token file: `*.json`, `*.tokens`.
    public static func isTokenFileName(_ name: String) -> Bool {
        name.hasSuffix(".json") || name.hasSuffix(".tokens")
    }

    /// The path to show for `url`: relative to the working directory when inside it.
    package func displayPath(_ url: URL) -> String {
        let base = workingDirectory.path.hasSuffix("/") ? workingDirectory.path : workingDirectory.path + "/"
        return url.path.hasPrefix(base) ? String(url.path.dropFirst(base.count)) : url.path
    }

    private struct ParsedFile {
        var url: URL
        var display: String
        var root: JSONNode
        var format: TokenFormat
        /// The Tokens Studio configuration it belongs to (its folder, or its single file)
        /// and its set name there (`primitive/colors`).
        var studio: (key: String, set: String)? = nil
    }

    /// Reads the token files `urls` from `fileSource` (the disk, or blobs held in memory).
    func read(_ urls: [URL], from fileSource: TokenFileSource) -> TokenSet {
        var findings: [Finding] = []
        var parsed: [ParsedFile] = []
        var pending = urls
        var parsedPaths = Set<String>()
        var failedPaths = Set<String>()
        func parse(_ url: URL) -> ParsedFile? {
            let display = displayPath(url)
            do {
                let document = try fileSource.parse(url, displayPath: display)
                findings += document.findings
                return ParsedFile(url: url, display: display, root: document.root,
                                  format: TokenFormat.detect(root: document.root, fileName: url.lastPathComponent))
            } catch {
                // The parser's reason is English; Korean says what it is before it.
                findings.append(Finding(rule: .jsonSyntax, severity: .error,
                                        FindingMessage(en: MessageText(plain: error.message),
                                                       ko: "JSON 구문 오류입니다: " + MessageText(plain: error.message)),
                                        at: SourceRange(start: error.location, end: error.location)))
                failedPaths.insert(url.path)
                return nil
            }
        }
        while !pending.isEmpty {
            let url = pending.removeFirst()
            guard parsedPaths.insert(url.path).inserted, let file = parse(url) else { continue }
            parsed.append(file)
        }

        // Files a resolver names get its modes; read them even when not passed in.
        var resolverSources: [String: [DTCGResolverReader.Source]] = [:]
        var resolverOrder: [String] = []
        var modeGroups: [TokenModeGroup] = []
        for file in parsed where file.format == .resolver {
            let resolver = DTCGResolverReader(root: file.root, directory: file.url.deletingLastPathComponent())
            Self.merge(resolver.modeGroups, into: &modeGroups)
            for source in resolver.sources {
                if resolverSources[source.url.path] == nil { resolverOrder.append(source.url.path) }
                resolverSources[source.url.path, default: []].append(source)
                if !parsedPaths.contains(source.url.path), !failedPaths.contains(source.url.path) {
                    parsedPaths.insert(source.url.path)
                    if fileSource.exists(source.url), let file = parse(source.url) {
                        parsed.append(file)
                    }
                }
            }
        }

        // Tokens Studio: folders with `$themes.json` or `$metadata.json`, and single-file
        // exports, whose sets are read as if each were a file of a folder.
        var studio: [String: TokensStudioConfiguration] = [:]
        var skipped: [SkippedPath] = []
        for file in parsed where file.format == .tokensStudioThemes || file.format == .tokensStudioMetadata {
            let folder = file.url.deletingLastPathComponent().path
            var configuration = studio[folder] ?? TokensStudioConfiguration()
            if file.format == .tokensStudioThemes { configuration.readThemes(file.root) } else { configuration.readMetadata(file.root) }
            studio[folder] = configuration
        }
        let folders = studio.keys.sorted()
        for index in parsed.indices where [.dtcg, .legacy].contains(parsed[index].format) {
            let path = parsed[index].url.path
            guard let folder = folders.last(where: { path.hasPrefix($0 + "/") }) else { continue }
            let relative = String(path.dropFirst(folder.count + 1))
            parsed[index].studio = (folder, relative.hasSuffix(".json") ? String(relative.dropLast(5)) : relative)
        }
        for file in parsed where file.format == .tokensStudioSingleFile {
            var configuration = TokensStudioConfiguration()
            if let themes = file.root["$themes"] { configuration.readThemes(themes) }
            if let metadata = file.root["$metadata"] { configuration.readMetadata(metadata) }
            studio[file.url.path] = configuration
            for member in file.root.objectMembers ?? [] where !member.key.hasPrefix("$") {
                guard member.value.objectMembers != nil else {
                    skipped.append(SkippedPath(path: "\(member.keyRange.start)",
                                               reason: "`\(member.key)` is not a Tokens Studio token set (not an object)"))
                    continue
                }
                var set = ParsedFile(url: file.url, display: file.display, root: member.value,
                                     format: TokenFormat.detect(root: member.value, fileName: ""))
                set.studio = (file.url.path, member.key)
                parsed.append(set)
            }
        }
        for file in parsed where file.studio == nil && [.dtcg, .legacy].contains(file.format) {
            if let finding = Self.unrecognisedStudioLayout(file.root) { findings.append(finding) }
        }
        for key in studio.keys.sorted() { Self.merge(studio[key]!.modeGroups, into: &modeGroups) }
        parsed.removeAll { file in
            guard let (key, name) = file.studio, studio[key]?.disabledSets.contains(name) == true else { return false }
            let place = file.url.path == key ? "\(file.root.range.start)" : file.display
            skipped.append(SkippedPath(path: place, reason: "the Tokens Studio set `\(name)` is disabled in every theme"))
            return true
        }

        // Reading order: resolver files in resolution order, Tokens Studio sets in set
        // order, then everything else by path.
        var tokenFiles = parsed.filter { [.dtcg, .legacy, .spectrum].contains($0.format) }
        tokenFiles.sort { lhs, rhs in
            let left = resolverOrder.firstIndex(of: lhs.url.path) ?? Int.max
            let right = resolverOrder.firstIndex(of: rhs.url.path) ?? Int.max
            if left != right { return left < right }
            if let (key, lhsName) = lhs.studio, let (rightKey, rhsName) = rhs.studio, key == rightKey,
               let configuration = studio[key] {
                if lhsName == rhsName { return false }
                return configuration.ordered([lhsName, rhsName]).first == lhsName
            }
            return lhs.url.path < rhs.url.path
        }

        var contents = TokenFileContents()
        var extends: [TokenTreeReader.Extends] = []
        for (order, file) in tokenFiles.enumerated() {
            // A set of a single file is named as its file would be in a folder export.
            let fileName = file.studio.map { ($0.set.split(separator: "/").last.map(String.init) ?? $0.set) + ".json" }
                ?? file.url.lastPathComponent
            var origins = [fileName.components(separatedBy: ".").first ?? ""]
            // The folder a file is in names its layer too (`base/colors.json`); a set's
            // folders are in its name.
            if file.studio == nil { origins.append(file.url.deletingLastPathComponent().lastPathComponent) }
            var modes: [TokenModeKey?] = [nil]
            if let sources = resolverSources[file.url.path] {
                modes = sources.map(\.mode)
                origins += sources.map(\.setName)
            } else if let (key, name) = file.studio, let configuration = studio[key] {
                origins += name.split(separator: "/").map(String.init)
                if configuration.sourceSets.contains(name) { origins.append(TokenLayerRules.sourceSetOrigin) }
                if let keys = configuration.setModes[name] { modes = keys }
            }
            for mode in modes {
                switch file.format {
                case .spectrum:
                    SpectrumReader(origins: origins, fileOrder: order).read(file.root, into: &contents)
                default:
                    TokenTreeReader(format: file.format, mode: mode, origins: origins, fileOrder: order)
                        .read(file.root, into: &contents, extends: &extends)
                }
            }
        }
        Self.merge(contents.modeGroups, into: &modeGroups)
        findings += contents.findings
        // The files' trees are no longer needed (definitions keep the values they hold):
        // free them before resolving, when the tokens are made.
        let fileNames = Set(parsed.filter { $0.format != .none }.map(\.display)).sorted()
        let emptyFiles = parsed.filter { $0.format == .none }.map(\.display).sorted()
        parsed = []
        tokenFiles = []
        let definitions = TokenExtendsExpander.expand(contents.definitions, extends: extends, findings: &findings)
        contents.definitions = []
        var resolver = TokenResolver(definitions: definitions, plainLeaves: contents.plainLeaves, modeGroups: modeGroups,
                                     layerRules: layerRules)
        let tokens = resolver.resolve()
        // A token key repeated in one JSON object is the reader's `duplicate-key` (a
        // warning: the last one is used), not also a `duplicate-token` at the same key.
        let repeatedKeys = Set(findings.lazy.filter { $0.rule == .duplicateKey }.map(\.range))
        findings += resolver.findings.filter { $0.rule != .duplicateToken || !repeatedKeys.contains($0.range) }
        var tokenSet = TokenSet(tokens: tokens, modeGroups: modeGroups, files: fileNames, findings: Array(Set(findings)))
        tokenSet.emptyFiles = emptyFiles
        tokenSet.skipped = skipped
        return tokenSet
    }

    /// A file whose top-level keys are named like Tokens Studio's sets (`primitive/colors`)
    /// but that has neither `$themes` nor `$metadata` is read as plain nested groups, and
    /// says so: its keys become the first segment of every token path.
    static func unrecognisedStudioLayout(_ root: JSONNode) -> Finding? {
        let setLike = (root.objectMembers ?? []).filter { $0.key.contains("/") && $0.value.objectMembers != nil }
        guard let first = setLike.first else { return nil }
        let names: MessageText = "\(codes: setLike.prefix(3).map(\.key), separator: ", ")\(setLike.count > 3 ? ", …" : "")"
        return Finding(rule: .ambiguousInference, severity: .warning,
                       FindingMessage(
                           en: "this looks like a Tokens Studio single-file export (sets \(names)) without \(code: "$themes") or "
                               + "\(code: "$metadata"); read as plain nested groups, so \(code: first.key) is the first segment of its tokens' names",
                           ko: "\(code: "$themes")나 \(code: "$metadata") 없는 Tokens Studio 단일 파일 내보내기(세트 \(names))로 보입니다. "
                               + "일반 중첩 그룹으로 읽었으므로 \(code: first.key)이(가) 토큰 이름의 첫 부분이 됩니다"),
                       at: first.keyRange)
    }

    private static func merge(_ groups: [TokenModeGroup], into result: inout [TokenModeGroup]) {
        for group in groups {
            if let index = result.firstIndex(where: { $0.name == group.name }) {
                for mode in group.modes where !result[index].modes.contains(mode) { result[index].modes.append(mode) }
            } else {
                result.append(group)
            }
        }
    }
}
