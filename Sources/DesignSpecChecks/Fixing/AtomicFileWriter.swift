#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import DesignSpecCore

/// Replaces a file in one step: the new bytes go to a temporary file in the same folder
/// (so the rename never crosses file systems), with the old file's permissions, then the
/// temporary file is renamed over the old one. A reader sees the old bytes or the new,
/// never half a file; when anything fails the old file is unchanged and the temporary
/// file removed.
package enum AtomicFileWriter {
    /// Nil on success, else the system's words for what failed (`Permission denied`),
    /// with no path: the caller names the file.
    package static func replace(_ path: String, with bytes: [UInt8]) -> String? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return String(cString: strerror(errno)) }
        guard (status.st_mode & S_IFMT) == S_IFREG else { return "not a regular file" }
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let temporary = "\(folder)/.\(name).designspec-fix-\(getpid())"
        if let problem = POSIXFiles.write(bytes, to: temporary) {
            unlink(temporary)
            return problem.hasPrefix(temporary + ": ") ? String(problem.dropFirst(temporary.count + 2)) : problem
        }
        if chmod(temporary, status.st_mode & 0o7777) != 0 {
            let problem = String(cString: strerror(errno))
            unlink(temporary)
            return problem
        }
        if let problem = POSIXFiles.rename(temporary, to: path) {
            unlink(temporary)
            return problem
        }
        return nil
    }
}
