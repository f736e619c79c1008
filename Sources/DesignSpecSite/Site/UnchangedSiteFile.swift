#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file of the new site whose bytes are already in the site it replaces: instead of
/// being written again, the staging folder gets a hard link to the old file. Rebuilding a
/// site that did not change then creates no files and writes no data (creating a thousand
/// files was a tenth of a build's time: each new inode is searched for past the ones the
/// last build freed), and an unchanged page keeps its modification time.
///
/// The old site is only read: linking adds a name to a file, it changes no byte of it, so
/// a build that fails still leaves the previous site as it was. A file is linked only when
/// it is a plain file that only the old site names (one link), reached through real
/// folders (no symbolic link on the way), so the new site never shares a file with
/// anything outside it; everything else is written anew, as is every file on a file
/// system without hard links.
enum UnchangedSiteFile {
    /// Links the file at `path` in the site being replaced (`oldRoot`) to `destination`
    /// when it holds exactly `bytes`; true when it did, false when the file must be written.
    static func linkIfHolding(_ bytes: UnsafeBufferPointer<UInt8>, path: String, in oldRoot: String, to destination: String) -> Bool {
        guard foldersAreReal(path, in: oldRoot) else { return false }
        let old = oldRoot + "/" + path
        let descriptor = open(old, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, status.st_nlink == 1,
              status.st_size == bytes.count, holds(descriptor, bytes) else { return false }
        guard link(old, destination) == 0 else { return false }
        // The name may have been replaced between the read and the link: keep the link only
        // when it is the file that was read.
        var linked = stat()
        if lstat(destination, &linked) == 0, linked.st_ino == status.st_ino, linked.st_dev == status.st_dev { return true }
        unlink(destination)
        return false
    }

    /// Whether `root` and each folder of `path` under it is a folder, not a symbolic link.
    private static func foldersAreReal(_ path: String, in root: String) -> Bool {
        var folder = root
        var status = stat()
        guard lstat(folder, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR else { return false }
        for segment in path.split(separator: "/", omittingEmptySubsequences: false).dropLast() {
            folder += "/" + segment
            guard lstat(folder, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR else { return false }
        }
        return true
    }

    /// Whether the open file's bytes, read from its start, are `bytes` (its size is known
    /// to be theirs).
    private static func holds(_ descriptor: Int32, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let chunk = 1 << 16
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: chunk, alignment: 16)
        defer { buffer.deallocate() }
        var offset = 0
        while offset < bytes.count {
            let count = read(descriptor, buffer, min(chunk, bytes.count - offset))
            if count < 0, errno == EINTR { continue }
            guard count > 0, memcmp(buffer, bytes.baseAddress! + offset, count) == 0 else { return false }
            offset += count
        }
        return true
    }
}
