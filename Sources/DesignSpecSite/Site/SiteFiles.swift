/// A built site in memory: every file it consists of, by relative path. Building
/// produces this; writing it to disk is a separate, all-or-nothing step.
public struct SiteFiles: Sendable, Equatable {
    /// Relative path (`index.html`, `docs/spacing.html`, `assets/site.css`) → bytes.
    public private(set) var files: [String: [UInt8]] = [:]

    /// A site with no file.
    public init() {}

    /// Adds (or replaces) the file at `path` with `text`'s UTF-8.
    public mutating func add(_ path: String, _ text: String) {
        files[path] = Array(text.utf8)
    }

    /// Adds (or replaces) the file at `path` with `bytes`.
    public mutating func add(_ path: String, bytes: [UInt8]) {
        files[path] = bytes
    }

    /// The paths in a stable order.
    public var paths: [String] { files.keys.sorted() }

    /// The file at `path` as text, if the site has it.
    public subscript(path: String) -> String? {
        files[path].map { String(decoding: $0, as: UTF8.self) }
    }
}
