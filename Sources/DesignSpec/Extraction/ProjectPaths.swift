import Foundation

/// Paths as the user sees them.
enum ProjectPaths {
    /// `url` relative to `workingDirectory` when inside it, else its absolute path.
    static func display(_ url: URL, workingDirectory: URL) -> String {
        let prefix = prefixes.prefix(of: workingDirectory)
        let path = url.standardizedFileURL.path
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// `path` resolved against `workingDirectory` unless absolute.
    static func url(_ path: String, workingDirectory: URL) -> URL {
        (path.hasPrefix("/") ? URL(fileURLWithPath: path) : workingDirectory.appendingPathComponent(path)).standardizedFileURL
    }

    /// Each directory's standardized path with a final `/`, for the last few directories
    /// asked about: every doc of a project is shown against the same two (the working
    /// directory and the content folder), and standardizing them cost as much as
    /// standardizing the doc's own path. Docs are read on every core: behind a lock.
    private static let prefixes = PrefixCache()

    private final class PrefixCache: @unchecked Sendable {
        private static let capacity = 4
        private let lock = NSLock()
        private var entries: [(directory: URL, prefix: String)] = []

        func prefix(of directory: URL) -> String {
            lock.lock()
            defer { lock.unlock() }
            if let entry = entries.first(where: { $0.directory == directory }) { return entry.prefix }
            let base = directory.standardizedFileURL.path
            let prefix = base.hasSuffix("/") ? base : base + "/"
            if entries.count == Self.capacity { entries.removeFirst() }
            entries.append((directory, prefix))
            return prefix
        }
    }
}
