import DesignSpecCore
import Foundation

/// Writes a site to its output folder all or nothing: the files go into a temporary
/// folder beside the output, and only a complete site is moved into place. A failed
/// write leaves the previous site exactly as it was.
///
/// Safety rules, each a `SiteWriteError` with a clear message:
/// - the output folder may not be, contain, or lie inside the content folder;
/// - an existing output folder is replaced only when it is empty or was written by
///   DesignSpec (it holds the marker file `.designspec-site`), so a mistyped `--output`
///   can never delete a folder of the user's.
public struct SiteWriter: Sendable {
    /// The marker file a folder DesignSpec wrote holds.
    public static let markerFile = ".designspec-site"

    /// The site's folder: `_site`.
    public var output: URL
    /// The docs folder: the output may not be it, contain it or lie inside it; nil checks nothing.
    public var content: URL?

    /// A writer of the site into `output`, kept apart from `content`.
    public init(output: URL, content: URL?) {
        self.output = output.standardizedFileURL
        self.content = content?.standardizedFileURL
    }

    /// Writes a site that is already in memory.
    public func write(_ site: SiteFiles) throws(SiteWriteError) {
        try write(staged: { staging in
            for path in site.paths { staging.add(path, bytes: site.files[path] ?? []) }
            return true
        })
    }

    /// Writes a site whose files are made while it is written: `make` hands each file to
    /// the staging folder (from any thread) as soon as it exists. The site moves into
    /// place only when `make` returns and every file was written; when `make` throws, the
    /// error is rethrown as it is and the previous site stays. Throws `SiteWriteError`
    /// when the site cannot be written, else what `make` throws.
    public func write<Failure: Error>(_ make: (Staging) throws(Failure) -> Void) throws {
        var failure: Failure?
        try write(staged: { staging in
            do throws(Failure) {
                try make(staging)
                return true
            } catch {
                failure = error
                return false
            }
        })
        if let failure { throw failure }
    }

    /// Fills the staging folder with `fill` and, when it returns true and every file was
    /// written, moves it into place; when it returns false, removes it and returns.
    private func write(staged fill: (Staging) -> Bool) throws(SiteWriteError) {
        try checkPlacement()
        let fileManager = FileManager.default
        // An output that is a link to a folder (`_site` → a deploy folder) keeps its link:
        // the folder it leads to is the one replaced.
        let output: URL
        switch LinkTarget.resolve(self.output.path) {
        case .success(let target): output = URL(fileURLWithPath: target).standardizedFileURL
        case .failure(let loop): throw SiteWriteError(loop.message)
        }
        let parent = output.deletingLastPathComponent()
        let name = output.lastPathComponent
        let pid = ProcessInfo.processInfo.processIdentifier
        let staging = parent.appendingPathComponent(".\(name).designspec-new-\(pid)")
        let retired = parent.appendingPathComponent(".\(name).designspec-old-\(pid)")
        Self.removeLeftovers(of: name, in: parent)
        try? fileManager.removeItem(at: staging)
        try? fileManager.createDirectory(at: parent, withIntermediateDirectories: true)  // `--output new/_site`
        if let problem = POSIXFiles.makeDirectory(staging.path) {
            throw SiteWriteError("cannot create \(staging.path): \(problem)")
        }
        // The site being replaced lends the new one its unchanged files (`UnchangedSiteFile`).
        let sink = Staging(folder: staging.path, previous: fileManager.fileExists(atPath: output.path) ? output.path : nil)
        guard fill(sink) else {
            try? fileManager.removeItem(at: staging)
            return
        }
        var failure = sink.failure
        failure = failure ?? POSIXFiles.write(Array("designspec \(DesignSpecVersion.current)\n".utf8),
                                              to: staging.appendingPathComponent(Self.markerFile).path)
        if let failure = failure?.replacingOccurrences(of: staging.path + "/", with: "") {
            try? fileManager.removeItem(at: staging)
            throw SiteWriteError("cannot write the site into \(parent.path): \(failure); the previous site is unchanged")
        }
        let hadPrevious = fileManager.fileExists(atPath: output.path)
        if hadPrevious, let problem = POSIXFiles.rename(output.path, to: retired.path) {
            try? fileManager.removeItem(at: staging)
            throw SiteWriteError("cannot replace \(output.path): \(problem); the previous site is unchanged")
        }
        if let problem = POSIXFiles.rename(staging.path, to: output.path) {
            if hadPrevious { _ = POSIXFiles.rename(retired.path, to: output.path) }
            try? fileManager.removeItem(at: staging)
            throw SiteWriteError("cannot move the new site into \(output.path): \(problem); the previous site is unchanged")
        }
        if hadPrevious { try? fileManager.removeItem(at: retired) }
    }

    /// Removes the staging and retired folders that builds of `name` stopped before their
    /// end left beside it (an interrupted build, Ctrl-C): each is named for its build's
    /// process, and one whose process is gone is no one's. A running build's are kept.
    static func removeLeftovers(of name: String, in parent: URL) {
        let prefixes = [".\(name).designspec-new-", ".\(name).designspec-old-"]
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        for entry in entries {
            guard let prefix = prefixes.first(where: entry.hasPrefix),
                  let pid = Int32(entry.dropFirst(prefix.count)), pid > 0,
                  kill(pid, 0) != 0, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(at: parent.appendingPathComponent(entry))
        }
    }

    /// Refuses outputs that would overwrite or recurse into the docs, or replace a folder
    /// DesignSpec did not write.
    func checkPlacement() throws(SiteWriteError) {
        let outputPath = output.resolvingSymlinksInPath().path
        if let content {
            let contentPath = content.resolvingSymlinksInPath().path
            if outputPath == contentPath || contentPath.hasPrefix(outputPath + "/") || outputPath == "/" {
                throw SiteWriteError("the output folder \(output.path) is or contains the content folder \(content.path); choose another --output")
            }
            if outputPath.hasPrefix(contentPath + "/") {
                throw SiteWriteError("the output folder \(output.path) is inside the content folder \(content.path); choose a folder outside it")
            }
        }
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: output.path, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else {
            throw SiteWriteError("the output \(output.path) is a file, not a folder")
        }
        let entries = (try? fileManager.contentsOfDirectory(atPath: output.path)) ?? []
        if !entries.isEmpty, !entries.contains(Self.markerFile) {
            throw SiteWriteError("the output folder \(output.path) exists and was not written by designspec; remove it or choose another --output")
        }
    }
}

extension SiteWriter {
    /// The folder a site is written into before it moves into place. Takes files from
    /// any thread; remembers the failure of the first file (by path) that could not be
    /// written, and writes nothing more after one. A file whose bytes the site being
    /// replaced (`previous`) already holds is linked from it, not written
    /// (`UnchangedSiteFile`).
    public final class Staging: SiteFileSink, @unchecked Sendable {
        // @unchecked: `failures` is only touched with `lock` held; files are distinct.
        let folder: String
        /// The site being replaced, if there is one.
        let previous: String?
        private let lock = NSLock()
        private var failures: [String: String] = [:]

        init(folder: String, previous: String? = nil) {
            self.folder = folder
            self.previous = previous
        }

        /// Writes `text` to `path` in the staging folder.
        public func add(_ path: String, _ text: String) {
            var text = text
            text.withUTF8 { add(path, $0) }
        }

        /// Writes `bytes` to `path` in the staging folder.
        public func add(_ path: String, bytes: [UInt8]) {
            bytes.withUnsafeBufferPointer { add(path, $0) }
        }

        private func add(_ path: String, _ bytes: UnsafeBufferPointer<UInt8>) {
            guard lock.withLock({ failures.isEmpty }) else { return }
            let destination = folder + "/" + path
            let parent = String(destination[..<(destination.lastIndex(of: "/") ?? destination.endIndex)])
            if let problem = POSIXFiles.makeDirectories(parent, below: folder) {
                lock.withLock { failures[path] = problem }
                return
            }
            if let previous, UnchangedSiteFile.linkIfHolding(bytes, path: path, in: previous, to: destination) { return }
            if let problem = POSIXFiles.write(bytes, to: destination) {
                lock.withLock { failures[path] = problem }
            }
        }

        /// What went wrong, with the first failed path's problem; nil when all went well.
        var failure: String? {
            lock.withLock { failures.keys.min().flatMap { failures[$0] } }
        }
    }
}

/// Why a site could not be written. The message is for the user, as is.
public struct SiteWriteError: Error, Equatable, CustomStringConvertible {
    /// The message: what could not be written, and why.
    public var message: String
    /// The error saying `message`.
    public init(_ message: String) { self.message = message }
    /// The message, as `designspec` prints it.
    public var description: String { message }
}
