#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
private let systemRead = Glibc.read
private let systemRename = Glibc.rename
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
private let systemRead = Darwin.read
private let systemRename = Darwin.rename
#endif

/// The few file operations whose failure the user must read precisely ("No space left on
/// device", "Not a directory", "Read-only file system"). Foundation on Linux reports many
/// of them only as "NSCocoaErrorDomain error 512"; these return the system's own words, or
/// nil on success.
package enum POSIXFiles {
    package static func makeDirectory(_ path: String) -> String? {
        mkdir(path, 0o755) == 0 ? nil : lastError()
    }

    /// Creates `path` and its missing parents, none above `root` (which exists).
    package static func makeDirectories(_ path: String, below root: String) -> String? {
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
    package static func write(_ bytes: [UInt8], to path: String) -> String? {
        bytes.withUnsafeBufferPointer { write($0, to: path) }
    }

    package static func write(_ bytes: UnsafeBufferPointer<UInt8>, to path: String) -> String? {
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
    package static func write(_ bytes: UnsafeBufferPointer<UInt8>, toDescriptor descriptor: Int32) -> String? {
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

    /// What reading a whole file gave.
    package enum ReadOutcome {
        case bytes([UInt8])
        /// Over the size asked for (its size in bytes): not read.
        case tooLarge(Int)
        /// It could not be opened or read, or is not a regular file: why, in the
        /// system's words ("No such file or directory", "Permission denied") or ours ("a
        /// folder", "not a regular file": a FIFO would block, a device never end).
        case failed(String)
    }

    /// The bytes of the file at `path`: one open, one `fstat` for its size, reads to its
    /// end, one close (a doc is read this way on every core; `FileManager` stat-ed it once
    /// more and wrapped it in `Data`).
    package static func read(_ path: String, maximumSize: Int) -> ReadOutcome {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failed(lastError()) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failed(lastError()) }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .failed("a folder")
        default: return .failed("not a regular file")
        }
        let size = Int(status.st_size)
        if size > maximumSize { return .tooLarge(size) }
        // One byte more than the size, so a file read whole is known to be at its end
        // after one read; a file that grows meanwhile (or says 0, as /proc does) doubles it.
        var buffer = [UInt8](repeating: 0, count: size + 1)
        var count = 0
        while true {
            if count == buffer.count { buffer.append(contentsOf: repeatElement(0, count: buffer.count)) }
            let read = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress! + count, $0.count - count) }
            if read < 0 {
                if errno == EINTR { continue }
                return .failed(lastError())
            }
            if read == 0 { break }
            count += read
            if count > maximumSize { return .tooLarge(count) }
        }
        buffer.removeLast(buffer.count - count)
        return .bytes(buffer)
    }

    /// What the symbolic link at `path` names, as written; nil when it is no link.
    static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        return count > 0 ? String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) : nil
    }

    package static func rename(_ source: String, to destination: String) -> String? {
        systemRename(source, destination) == 0 ? nil : lastError()
    }

    private static func lastError() -> String {
        String(cString: strerror(errno))
    }
}
