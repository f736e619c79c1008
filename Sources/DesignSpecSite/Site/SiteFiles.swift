/// A built site in memory: every file it consists of, by relative path. Building
/// produces this; writing it to disk is a separate, all-or-nothing step.
public struct SiteFiles: Sendable, Equatable {
    /// Relative path (`index.html`, `docs/spacing.html`, `assets/site.css`) → bytes.
    public private(set) var files: [String: [UInt8]] = [:]

    public init() {}

    public mutating func add(_ path: String, _ text: String) {
        files[path] = Array(text.utf8)
    }

    public mutating func add(_ path: String, bytes: [UInt8]) {
        files[path] = bytes
    }

    /// The paths in a stable order.
    public var paths: [String] { files.keys.sorted() }

    public subscript(path: String) -> String? {
        files[path].map { String(decoding: $0, as: UTF8.self) }
    }
}
