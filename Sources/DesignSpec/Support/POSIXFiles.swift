#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
private let systemRename = Glibc.rename
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
private let systemRename = Darwin.rename
#endif

/// The few file operations whose failure the user must read precisely ("No space left on
/// device", "Not a directory", "Read-only file system"). Foundation on Linux reports many
/// of them only as "NSCocoaErrorDomain error 512"; these return the system's own words, or
/// nil on success.
enum POSIXFiles {
    static func makeDirectory(_ path: String) -> String? {
        mkdir(path, 0o755) == 0 ? nil : lastError()
    }

    /// Creates `path` and its missing parents, none above `root` (which exists).
    static func makeDirectories(_ path: String, below root: String) -> String? {
        guard path != root, path.hasPrefix(root + "/") else { return nil }
        var isDirectory = stat()
        if stat(path, &isDirectory) == 0 {
            return (isDirectory.st_mode & S_IFMT) == S_IFDIR ? nil : "\(path) is a file, not a folder"
        }
        let parent = String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
        if let problem = makeDirectories(parent, below: root) { return problem }
        if mkdir(path, 0o755) == 0 { return nil }
        // Another thread may have made it between the stat and the mkdir.
        if errno == EEXIST, stat(path, &isDirectory) == 0, (isDirectory.st_mode & S_IFMT) == S_IFDIR { return nil }
        return "\(path): \(lastError())"
    }

    /// Writes the whole file (created or truncated), checking every write and the close,
    /// so a full disk is reported, never a silently short file.
    static func write(_ bytes: [UInt8], to path: String) -> String? {
        bytes.withUnsafeBufferPointer { write($0, to: path) }
    }

    static func write(_ bytes: UnsafeBufferPointer<UInt8>, to path: String) -> String? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { return "\(path): \(lastError())" }
        if let problem = write(bytes, toDescriptor: descriptor) {
            close(descriptor)
            return "\(path): \(problem)"
        }
        return close(descriptor) == 0 ? nil : "\(path): \(lastError())"
    }

    /// Writes all of `bytes` to an open descriptor (standard output, a file), again after
    /// an interrupted or short write; the system's words on failure.
    static func write(_ bytes: UnsafeBufferPointer<UInt8>, toDescriptor descriptor: Int32) -> String? {
        var offset = 0
        while offset < bytes.count {
            let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return lastError()
            }
            offset += written
        }
        return nil
    }

    static func rename(_ source: String, to destination: String) -> String? {
        systemRename(source, destination) == 0 ? nil : lastError()
    }

    private static func lastError() -> String {
        String(cString: strerror(errno))
    }
}
