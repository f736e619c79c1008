#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a path inside the content folder is, looked at without ever leaving the folder:
/// the path's symbolic links are followed, and one that leads outside makes the path
/// `outside`, never read.
package enum ContentFile: Hashable, Sendable {
    /// A regular file, at its real path.
    case file(realPath: String)
    case folder
    case missing
    /// A symbolic link on the way leads out of the content folder.
    case outside
    /// Not a regular file or folder (a FIFO, a device), or a link loop.
    case unusable

    /// What `relativePath` (no `..`, no leading `/`) is in the folder whose real path is
    /// `contentRoot` (`realPath(of:)`).
    package static func look(_ relativePath: String, inContentRoot contentRoot: String) -> ContentFile {
        let path = contentRoot + "/" + relativePath
        guard let real = realPath(of: path) else {
            var status = stat()
            // A name that exists (a dangling link, a loop) is not missing: say what it is.
            if lstat(path, &status) == 0 { return (status.st_mode & S_IFMT) == S_IFLNK ? .missing : .unusable }
            return .missing
        }
        guard real.hasPrefix(contentRoot + "/") else { return .outside }
        var status = stat()
        guard stat(real, &status) == 0 else { return .missing }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .file(realPath: real)
        case S_IFDIR: return .folder
        default: return .unusable
        }
    }

    /// `path` with every symbolic link followed and `.`/`..` removed; nil when it does not
    /// exist.
    package static func realPath(of path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
