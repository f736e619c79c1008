import DesignSpecCore
import Foundation

/// Writes `build --single-file`: the whole file or nothing, never over the docs, a folder,
/// or a file the build has just read (a token file, the configuration), and through a
/// symbolic link rather than over it.
///
/// - A regular file (or a new one) is written beside itself and renamed into place, so a
///   failed write leaves the previous file as it was. When the path is a link, the file it
///   leads to is the one replaced (`LinkTarget`), and the link stays.
/// - Anything else that can be written (standard output, a pipe, a terminal: `/dev/stdout`)
///   is written straight to, as `tee` does: renaming over `/dev/stdout` replaced the
///   system's link for every later process when run as root.
public struct SingleFileWriter: Sendable {
    /// The file to write: `design-system.html`, or `/dev/stdout`.
    public var destination: URL
    /// The docs folder: the file may not land in it.
    public var content: URL
    /// The files the build read (token files, the configuration): never overwritten.
    public var inputs: [URL]

    /// A writer of `destination` that refuses to write into `content` or over `inputs`.
    public init(destination: URL, content: URL, inputs: [URL] = []) {
        self.destination = destination.standardizedFileURL
        self.content = content.standardizedFileURL
        self.inputs = inputs.map(\.standardizedFileURL)
    }

    /// Refuses a destination in the docs, on a folder, or on an input, before anything is
    /// built.
    public func checkPlacement() throws(SiteWriteError) {
        let path = destination.resolvingSymlinksInPath().path
        let contentPath = content.resolvingSymlinksInPath().path
        if path == contentPath || path.hasPrefix(contentPath + "/") {
            throw SiteWriteError("the single file \(destination.path) would be inside the content folder \(content.path); choose a path outside it")
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw SiteWriteError("\(destination.path) is a folder; --single-file needs a file name such as handoff.html")
        }
        if let input = inputs.first(where: { $0.resolvingSymlinksInPath().path == path }) {
            throw SiteWriteError("the single file \(destination.path) would overwrite \(input.path), which the build reads; choose another path")
        }
    }

    /// Whether the destination is a stream (standard output, a pipe, a terminal, a device)
    /// rather than a file: written to in place, and nothing else may go into it.
    public var isStream: Bool {
        var status = stat()
        return stat(destination.path, &status) == 0 && (status.st_mode & S_IFMT) != S_IFREG && (status.st_mode & S_IFMT) != S_IFDIR
    }

    /// Writes `html` to the destination.
    public func write(_ html: String) throws(SiteWriteError) {
        var html = html
        let isStream = isStream
        let problem: String? = html.withUTF8 { bytes in
            if isStream { return POSIXFiles.write(bytes, to: destination.path) }
            switch LinkTarget.resolve(destination.path) {
            case .failure(let loop): return loop.message
            case .success(let target): return Self.replace(target, with: bytes)
            }
        }
        if let problem {
            throw SiteWriteError("cannot write \(destination.path): \(problem)")
        }
    }

    /// Writes `bytes` beside `path` and renames them over it; removes what it wrote when
    /// a step fails. Makes the missing folders above `path`, as `--output` does.
    private static func replace(_ path: String, with bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        do {
            try FileManager.default.createDirectory(atPath: folder.isEmpty ? "/" : folder, withIntermediateDirectories: true)
        } catch {
            return "cannot create the folder \(folder)"
        }
        let staged = "\(folder)/.\(name).designspec-new-\(ProcessInfo.processInfo.processIdentifier)"
        if let problem = POSIXFiles.write(bytes, to: staged) {
            unlink(staged)
            return problem.replacingOccurrences(of: staged + ": ", with: "")
        }
        if let problem = POSIXFiles.rename(staged, to: path) {
            unlink(staged)
            return problem
        }
        return nil
    }
}
