import Foundation

/// The token files among a repository's JSON files, recognised by their content as the
/// token loader reads it (`TokenFormat.detect`, then the tokens a file gives on its own),
/// never by their names; and the folders that hold them, as `designspec.json` names them.
struct TokenDiscovery {
    /// The files that hold tokens (or a Tokens Studio or resolver file beside them).
    var files: [URL] = []
    /// What each format found is called, in a fixed order (`W3C DTCG`, `Tokens Studio`).
    var formats: [String] = []
    /// JSON files that could not be read as JSON, and why: a token file with a syntax
    /// error is not taken for something else silently.
    var skipped: [SkippedPath] = []

    init(jsonFiles: [URL], workingDirectory: URL) {
        let loader = TokenLoader(workingDirectory: workingDirectory)
        var found: Set<String> = []
        for url in jsonFiles {
            let display = loader.displayPath(url)
            let bytes: [UInt8]
            switch POSIXFiles.read(url.path, maximumSize: Limits.maximumFileSize) {
            case .bytes(let read): bytes = read
            case .tooLarge(let size):
                skipped.append(SkippedPath(path: display, reason: Limits.oversize(size)))
                continue
            case .failed(let reason):
                skipped.append(SkippedPath(path: display, reason: "cannot be read: \(reason)"))
                continue
            }
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
            case .dtcg, .legacy, .spectrum:
                // A JSON file the loader reads without making a token (a package manifest,
                // a settings file) is not a token file.
                guard let set = try? loader.load(paths: [url.path]), !set.tokens.isEmpty else { continue }
                name = format == .dtcg ? "W3C DTCG" : format == .spectrum ? "Spectrum" : "Style Dictionary"
            case .resolver: name = "DTCG resolver"
            case .tokensStudioThemes, .tokensStudioMetadata: name = "Tokens Studio"
            default: continue
            }
            files.append(url)
            found.insert(name)
        }
        // Tokens Studio set files are read the Style Dictionary way; the folder says which.
        if found.contains("Tokens Studio") { found.remove("Style Dictionary") }
        formats = ["W3C DTCG", "Tokens Studio", "Style Dictionary", "Spectrum", "DTCG resolver"].filter(found.contains)
    }

    /// The folders (or files) to name in `tokens`: the deepest folder holding every token
    /// file, unless that is `root` itself, where each top-level folder or file holding
    /// token files is named on its own.
    func paths(under root: URL) -> [URL] {
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
