import DesignSpecCore
import Foundation

/// The token files among a repository's JSON files, recognised by their content as the
/// token loader reads it (`TokenFormat.detect`, then the tokens a file gives on its own),
/// never by their names; and the folders that hold them, as `designspec.json` names them.
struct TokenDiscovery {
    /// The files that hold tokens (or a Tokens Studio or resolver file beside them).
    var files: [URL] = []
    /// What each file's format is called, by path.
    private var formatNames: [String: String] = [:]
    /// JSON files that could not be read as JSON, and why: a token file with a syntax
    /// error is not taken for something else silently.
    var skipped: [SkippedPath] = []

    init(jsonFiles: [URL], workingDirectory: URL) {
        let loader = TokenLoader(workingDirectory: workingDirectory)
        for url in jsonFiles {
            let display = loader.displayPath(url)
            guard let bytes = RepositoryFile.read(url.path, display: display, skipped: &skipped) else { continue }
            let root: JSONNode
            do throws(JSONSyntaxError) {
                root = try JSONReader.parse(bytes, file: display).root
            } catch {
                skipped.append(SkippedPath(path: display, reason: "not JSON (\(error.location): \(error.message)), so not looked at as tokens"))
                continue
            }
            let format = TokenFormat.detect(root: root, fileName: url.lastPathComponent)
            let name: String
            switch format {
            case .none: continue
            case .resolver, .tokensStudioThemes, .tokensStudioMetadata: name = Self.name(of: format)
            default:
                // A JSON file the loader reads without making a token (a package manifest,
                // a settings file) is not a token file.
                guard let set = try? loader.load(paths: [url.path]), !set.tokens.isEmpty else { continue }
                name = Self.name(of: format)
            }
            files.append(url)
            formatNames[url.path] = name
        }
    }

    /// What a format of token files is called in what init prints.
    static func name(of format: TokenFormat) -> String {
        switch format {
        case .dtcg: "W3C DTCG"
        case .legacy: "Style Dictionary"
        case .spectrum: "Spectrum"
        case .resolver: "DTCG resolver"
        case .tokensStudioThemes, .tokensStudioMetadata: "Tokens Studio"
        default: format.rawValue.hasPrefix("tokensStudio") ? "Tokens Studio" : format.rawValue
        }
    }

    /// What the formats of `files` are called, in a fixed order (`W3C DTCG`, `Tokens Studio`).
    func formats(of files: [URL]) -> [String] {
        var found = Set(files.compactMap { formatNames[$0.path] })
        // Tokens Studio set files are read the Style Dictionary way; the folder says which.
        if found.contains("Tokens Studio") { found.remove("Style Dictionary") }
        return ["W3C DTCG", "Tokens Studio", "Style Dictionary", "Spectrum", "DTCG resolver"].filter(found.contains)
    }

    /// The token files nearest the docs: the files under the top-level folder (of `root`)
    /// whose token files share the most leading folders with `content` — `content/tokens`
    /// for docs in `content/`, over test fixtures elsewhere; on a tie, all the tied folders'
    /// (`brand/` and `sizes/` beside `docs/`). The others are returned as left out.
    func nearest(to content: URL, under root: URL) -> (files: [URL], leftOut: [URL]) {
        let depth = root.standardizedFileURL.pathComponents.count
        let contentComponents = content.standardizedFileURL.pathComponents
        let clusters = Dictionary(grouping: files) { Array($0.pathComponents.prefix(depth + 1)) }
        func shared(_ cluster: [URL]) -> Int {
            cluster.map { file in zip(file.deletingLastPathComponent().pathComponents, contentComponents).prefix { $0 == $1 }.count }.max() ?? 0
        }
        let best = clusters.values.map(shared).max() ?? 0
        let chosen = Set(clusters.filter { shared($0.value) == best }.keys)
        return (files.filter { chosen.contains(Array($0.pathComponents.prefix(depth + 1))) },
                files.filter { !chosen.contains(Array($0.pathComponents.prefix(depth + 1))) })
    }

    /// The folders (or files) to name in `tokens`: the deepest folder holding every token
    /// file, unless that is `root` itself, where each top-level folder or file holding
    /// token files is named on its own.
    static func paths(of files: [URL], under root: URL) -> [URL] {
        guard let first = files.first else { return [] }
        let rootComponents = root.standardizedFileURL.pathComponents
        var common = Array(first.deletingLastPathComponent().pathComponents)
        for file in files.dropFirst() {
            let components = file.deletingLastPathComponent().pathComponents
            common = Array(zip(common, components).prefix { $0 == $1 }.map(\.0))
        }
        if common.count > rootComponents.count { return [URL(fileURLWithPath: NSString.path(withComponents: common))] }
        var tops: [URL] = []
        for file in files {
            let top = URL(fileURLWithPath: NSString.path(withComponents: Array(file.pathComponents.prefix(rootComponents.count + 1))))
            if tops.last != top { tops.append(top) }
        }
        return tops
    }
}
