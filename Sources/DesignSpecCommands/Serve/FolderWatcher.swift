import Foundation

/// Watches folders and files by polling: a snapshot every `interval` seconds, compared with
/// the last. Polling works the same on Linux and macOS and needs no watch per folder; a
/// content folder of docs and tokens is walked in well under a millisecond. A change is
/// reported once the files have been still for `settle` seconds (an editor's save, a
/// `git checkout` of many files, is one rebuild, not many).
struct FolderWatcher: Sendable {
    var interval = 0.2
    var settle = 0.1

    /// Waits for the next change under `roots()` and returns the paths changed; nil when
    /// `isStopping` turned true first. `roots` is asked on each poll: a rebuild may watch
    /// other folders (a configuration that names a new token folder).
    func nextChange(after snapshot: inout FolderSnapshot, roots: () -> [String], isStopping: () -> Bool) -> [String]? {
        while !isStopping() {
            Thread.sleep(forTimeInterval: interval)
            var current = FolderSnapshot(roots: roots())
            var changed = current.changes(since: snapshot)
            guard !changed.isEmpty else { continue }
            // Settle: wait until two snapshots in a row agree, at most ten times.
            for _ in 0..<10 {
                Thread.sleep(forTimeInterval: settle)
                let later = FolderSnapshot(roots: roots())
                if later == current { break }
                changed = Array(Set(changed).union(later.changes(since: current))).sorted()
                current = later
            }
            snapshot = current
            return changed
        }
        return nil
    }
}
