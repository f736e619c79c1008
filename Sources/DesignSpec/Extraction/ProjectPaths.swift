import Foundation

/// Paths as the user sees them.
enum ProjectPaths {
    /// `url` relative to `workingDirectory` when inside it, else its absolute path.
    static func display(_ url: URL, workingDirectory: URL) -> String {
        let base = workingDirectory.standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        let path = url.standardizedFileURL.path
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// `path` resolved against `workingDirectory` unless absolute.
    static func url(_ path: String, workingDirectory: URL) -> URL {
        (path.hasPrefix("/") ? URL(fileURLWithPath: path) : workingDirectory.appendingPathComponent(path)).standardizedFileURL
    }
}
