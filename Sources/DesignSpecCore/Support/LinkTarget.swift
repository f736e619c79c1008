#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a path leads when its last component is a symbolic link, or a chain of them:
/// the path a write must replace so that the link still points at the new file.
///
/// Replacing an output by renaming a new one over it replaces the link itself: the link
/// became a plain file or folder and the folder it pointed to (a deploy folder, a file
/// kept in another repo) silently kept the old site. Writes go to the link's target
/// instead, as `cp` and `make` do. A dangling link leads to the path it names.
package enum LinkTarget {
    /// How many links a chain may have (the system's own limit, `ELOOP`).
    static let hopLimit = 40

    /// `path` with each link of its last component followed (relative targets are read
    /// from the link's folder); the problem when the chain loops.
    package static func resolve(_ path: String) -> Result<String, LinkTargetError> {
        var current = path
        for _ in 0..<hopLimit {
            var status = stat()
            guard lstat(current, &status) == 0, (status.st_mode & S_IFMT) == S_IFLNK else { return .success(current) }
            guard let target = POSIXFiles.linkTarget(current) else { return .success(current) }
            if target.hasPrefix("/") {
                current = target
            } else {
                let folder = current.lastIndex(of: "/").map { String(current[...$0]) } ?? ""
                current = folder + target
            }
        }
        return .failure(LinkTargetError(path: path))
    }
}

/// A chain of links longer than `LinkTarget.hopLimit`: a loop.
package struct LinkTargetError: Error, Equatable {
    var path: String
    package var message: String { "\(path) is a loop of symbolic links" }
}
