#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Finds the files of a folder whose names are wanted (the docs of a content folder: every
/// `*.md`; the files of a token folder: `*.json`, `*.tokens`), in path order, following
/// symbolic links to folders and files, with what it did not read and why.
///
/// - Links are followed, and keep the path the user gave (`content/docs/a.md` when
///   `content/docs` links to `../design-docs`).
/// - A folder is read once, known by device and inode: a link back to a folder being read
///   is a loop, a second way to a folder (or a wanted file) already read is a duplicate;
///   each is skipped and said once, at the link. When two ways lead to one folder, the one
///   first in path order is read.
/// - Hidden folders and wanted files (`.drafts/`, `.notes.md`) are skipped and said;
///   other files (`.DS_Store`, images) are not wanted and go unsaid.
/// - Folders in `skipping` are not walked (the content walk leaves the token folders out:
///   they are read as tokens).
/// - A broken link, a loop of links, a wanted name that is not a regular file (a FIFO
///   would block the read), a folder that cannot be opened, a name that is not UTF-8:
///   skipped, and said.
/// - Two names that are one name in another Unicode normalization (`간격.md` written
///   precomposed on Linux and decomposed by macOS): the first in byte order is read, the
///   other skipped and said. Paths are compared as text everywhere after the walk, and
///   these two would be taken for one doc (one's findings printed under the other's path,
///   its page given the other's title).
struct FolderWalker {
    struct Result: Sendable {
        var files: [URL]
        var skipped: [SkippedPath]
    }

    /// Where a file lives: two paths with one identity are one file or folder.
    private struct Identity: Hashable {
        var device: UInt64
        var inode: UInt64

        init(_ status: stat) {
            device = UInt64(status.st_dev)
            inode = UInt64(status.st_ino)
        }
    }

    private let workingDirectory: URL
    private let isWanted: (String) -> Bool
    private let skippedFolders: Set<Identity>
    private var files: [String] = []
    private var skipped: [(path: String, reason: String)] = []
    /// Every folder and doc read so far, with the path it was read under.
    private var seen: [Identity: String] = [:]
    /// The same, by path as text: `String` keys compare by canonical equivalence, so a
    /// path equal to another in another normalization finds it.
    private var spelled: [String: String] = [:]

    /// The wanted files under `folder` (which is read even when it is itself a link), the
    /// folders in `skipping` left out; nil when `folder` itself cannot be opened.
    static func walk(_ folder: URL, wanting isWanted: @escaping (String) -> Bool, skipping skippedPaths: [URL] = [],
                     workingDirectory: URL) -> Result? {
        let skippedFolders = Set(skippedPaths.compactMap { url -> Identity? in
            var status = stat()
            guard stat(url.path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR else { return nil }
            return Identity(status)
        })
        var walker = FolderWalker(workingDirectory: workingDirectory, isWanted: isWanted, skippedFolders: skippedFolders)
        let root = folder.standardizedFileURL.path
        var status = stat()
        guard stat(root, &status) == 0, let names = Self.entries(of: root) else { return nil }
        walker.seen[Identity(status)] = root
        walker.walk(root, names: names, ancestors: [Identity(status)])
        let skipped = walker.skipped
            .sorted { $0.path < $1.path }
            .map { SkippedPath(path: walker.display($0.path), reason: $0.reason) }
        // Files, never folders: said so, the URLs need not stat each path to find out.
        return Result(files: walker.files.sorted().map { URL(fileURLWithPath: $0, isDirectory: false) }, skipped: skipped)
    }

    private init(workingDirectory: URL, isWanted: @escaping (String) -> Bool, skippedFolders: Set<Identity>) {
        self.workingDirectory = workingDirectory
        self.isWanted = isWanted
        self.skippedFolders = skippedFolders
    }

    private mutating func walk(_ folder: String, names: [Entry], ancestors: [Identity]) {
        for entry in names {
            let name = entry.name, path = folder + "/" + name
            guard entry.isUTF8 else {
                skip(path, "a name that is not UTF-8")
                continue
            }
            let isWantedName = isWanted(name)
            var own = stat()
            guard lstat(path, &own) == 0 else { continue }
            var status = own
            if (own.st_mode & S_IFMT) == S_IFLNK, stat(path, &status) != 0 {
                // A link we cannot follow matters only where it could have been a doc or a
                // folder of docs: say so for every link, since its target is unknown.
                skip(path, Self.brokenLinkReason(path, error: errno))
                continue
            }
            let isFolder = (status.st_mode & S_IFMT) == S_IFDIR
            if name.hasPrefix(".") {
                if isFolder || isWantedName { skip(path, isFolder ? "a hidden folder" : "a hidden file") }
                continue
            }
            if isFolder || isWantedName {
                if let earlier = spelled[path] {
                    skip(path, "the same name as \(display(earlier)) in another Unicode normalization (NFC and NFD); rename one")
                    continue
                }
                spelled[path] = path
            }
            if isFolder {
                let identity = Identity(status)
                if skippedFolders.contains(identity) { continue }
                if ancestors.contains(identity), let target = seen[identity] {
                    skip(path, "a symbolic link loop (back to \(display(target)))")
                } else if let earlier = seen[identity] {
                    skip(path, "the same folder as \(display(earlier)), already read")
                } else if let children = Self.entries(of: path) {
                    seen[identity] = path
                    walk(path, names: children, ancestors: ancestors + [identity])
                } else {
                    skip(path, "cannot open the folder: \(String(cString: strerror(errno)))")
                }
            } else if isWantedName {
                let identity = Identity(status)
                if (status.st_mode & S_IFMT) != S_IFREG {
                    skip(path, "not a regular file")
                } else if let earlier = seen[identity] {
                    skip(path, "the same file as \(display(earlier)), already read")
                } else {
                    seen[identity] = path
                    files.append(path)
                }
            }
        }
    }

    private mutating func skip(_ path: String, _ reason: String) {
        skipped.append((path, reason))
    }

    private func display(_ path: String) -> String {
        ProjectPaths.display(URL(fileURLWithPath: path), workingDirectory: workingDirectory)
    }

    private static func brokenLinkReason(_ path: String, error: Int32) -> String {
        if error == ELOOP { return "a symbolic link loop" }
        if error == ENOENT || error == ENOTDIR {
            return "a symbolic link to nothing (\(POSIXFiles.linkTarget(path) ?? "?"))"
        }
        return "cannot follow the link: \(String(cString: strerror(error)))"
    }

    /// The entries of `folder`, sorted, without `.` and `..`; nil when it cannot be opened.
    private static func entries(of folder: String) -> [Entry]? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        var entries: [Entry] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: &entry.pointee.d_name) { raw -> Entry in
                let bytes = raw.prefix { $0 != 0 }
                return String(validating: bytes, as: UTF8.self).map { Entry(name: $0, isUTF8: true) }
                    ?? Entry(name: String(decoding: bytes, as: UTF8.self), isUTF8: false)
            }
            guard name.name != ".", name.name != ".." else { continue }
            entries.append(name)
        }
        // Names equal as text (one name in two normalizations) in byte order, so the same
        // one is read whatever order the folder lists them in.
        return entries.sorted { $0.name != $1.name ? $0.name < $1.name : $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
    }

    /// A name in a folder. One that is not UTF-8 cannot be given back to the file system
    /// through a String: it is shown with U+FFFD and skipped.
    private struct Entry {
        var name: String
        var isUTF8: Bool
    }
}
