import Foundation

/// Where a site's files go as they are made: into memory (`SiteFiles.Collector`) or
/// straight into the folder being written (`SiteWriter.Staging`). The builder hands files
/// over from several threads at once, so a file never has to wait for the whole site to
/// be in memory.
public protocol SiteFileSink: Sendable {
    /// One file, as UTF-8 text: every file of a site is text.
    func add(_ path: String, _ text: String)
    /// One file as its UTF-8 bytes: a page is rendered as bytes and handed over as they
    /// are, never copied into a `String` first.
    func add(_ path: String, bytes: [UInt8])
}

extension SiteFileSink {
    /// Hands `bytes` over as text, for a sink that only takes text.
    public func add(_ path: String, bytes: [UInt8]) {
        add(path, String(decoding: bytes, as: UTF8.self))
    }
}

extension SiteFiles {
    /// Collects the files handed over from any thread into a `SiteFiles`.
    final class Collector: SiteFileSink, @unchecked Sendable {
        // @unchecked: `files` is only touched with `lock` held.
        private let lock = NSLock()
        private var files = SiteFiles()

        func add(_ path: String, _ text: String) {
            add(path, bytes: Array(text.utf8))
        }

        func add(_ path: String, bytes: [UInt8]) {
            lock.withLock { files.add(path, bytes: bytes) }
        }

        var collected: SiteFiles {
            lock.withLock { files }
        }
    }
}
