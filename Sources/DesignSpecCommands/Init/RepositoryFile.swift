import DesignSpecCore

/// A file of the repository `designspec init` looks through, read whole, or the reason it
/// was not (too large, unreadable), said as a skipped path.
enum RepositoryFile {
    /// The bytes of the file at `path`; nil with the reason added to `skipped`.
    static func read(_ path: String, display: String, skipped: inout [SkippedPath]) -> [UInt8]? {
        switch POSIXFiles.read(path, maximumSize: Limits.maximumFileSize) {
        case .bytes(let bytes):
            return bytes
        case .tooLarge(let size):
            skipped.append(SkippedPath(path: display, reason: Limits.oversize(size)))
        case .failed(let reason):
            skipped.append(SkippedPath(path: display, reason: "cannot be read: \(reason)"))
        }
        return nil
    }
}
