import Foundation

extension TokenLoader {
    /// Reads token files held in memory (the blobs of a git revision) and resolves the
    /// tokens, exactly as `load(paths:)` reads the same files from disk: `files` maps each
    /// file's path (relative to the working directory unless absolute) to its bytes, and
    /// every location names that path. Every file given is read, in path order; which
    /// files of a folder are token files (`isTokenFileName`, no hidden entries) is the
    /// caller's choice, as only it knows where the folder starts.
    package func load(files: [String: [UInt8]]) -> TokenSet {
        var blobs: [String: [UInt8]] = [:]
        for (path, bytes) in files {
            let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : workingDirectory.appendingPathComponent(path)
            blobs[url.standardizedFileURL.path] = bytes
        }
        return read(blobs.keys.sorted().map { URL(fileURLWithPath: $0) }, from: .memory(blobs))
    }
}
