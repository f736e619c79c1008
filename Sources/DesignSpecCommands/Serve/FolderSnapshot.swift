#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every file under some folders (and single files), with what tells a change: the
/// modification time, the size and the inode (an editor that saves by renaming a new file
/// into place changes the inode). Hidden entries (`.git`, an editor's `.swp`) are left out.
/// Two snapshots differ when a file was added, removed or saved.
struct FolderSnapshot: Equatable, Sendable {
    struct Stamp: Equatable, Sendable {
        var seconds: Int
        var nanoseconds: Int
        var size: Int64
        var inode: UInt64
    }

    private(set) var files: [String: Stamp] = [:]

    /// How many folders deep the walk goes; deeper ones are not watched.
    static let maxDepth = 32

    init(roots: [String]) {
        for root in roots { add(root, depth: 0) }
    }

    /// The paths added, removed or changed from `earlier` to this snapshot, sorted.
    func changes(since earlier: FolderSnapshot) -> [String] {
        let paths = Set(files.keys).union(earlier.files.keys)
        return paths.filter { files[$0] != earlier.files[$0] }.sorted()
    }

    private mutating func add(_ path: String, depth: Int) {
        var info = stat()
        guard stat(path, &info) == 0 else { return }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            guard depth < Self.maxDepth, let folder = opendir(path) else { return }
            defer { closedir(folder) }
            while let entry = readdir(folder) {
                let name = withUnsafePointer(to: &entry.pointee.d_name) {
                    String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
                }
                if name.hasPrefix(".") { continue }
                add(path + "/" + name, depth: depth + 1)
            }
        } else {
            #if canImport(Darwin)
            let time = info.st_mtimespec
            #else
            let time = info.st_mtim
            #endif
            files[path] = Stamp(seconds: Int(time.tv_sec), nanoseconds: Int(time.tv_nsec),
                                size: Int64(info.st_size), inode: UInt64(info.st_ino))
        }
    }
}
