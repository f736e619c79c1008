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
    public static let markerFile = ".designspec-site"

    public var output: URL
    public var content: URL?

    public init(output: URL, content: URL?) {
        self.output = output.standardizedFileURL
        self.content = content?.standardizedFileURL
    }

    public func write(_ site: SiteFiles) throws(SiteWriteError) {
        try checkPlacement()
        let fileManager = FileManager.default
        let parent = output.deletingLastPathComponent()
        let name = output.lastPathComponent
        let staging = parent.appendingPathComponent(".\(name).designspec-new-\(ProcessInfo.processInfo.processIdentifier)")
        let retired = parent.appendingPathComponent(".\(name).designspec-old-\(ProcessInfo.processInfo.processIdentifier)")
        try? fileManager.removeItem(at: staging)
        do {
            try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
        } catch {
            throw SiteWriteError("cannot create \(staging.path): \(Self.reason(error))")
        }
        do {
            for path in site.paths {
                let destination = staging.appendingPathComponent(path)
                try fileManager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(site.files[path]!).write(to: destination)
            }
            try Data("designspec \(CommandLineTool.version)\n".utf8).write(to: staging.appendingPathComponent(Self.markerFile))
        } catch {
            try? fileManager.removeItem(at: staging)
            throw SiteWriteError("cannot write the site into \(parent.path): \(Self.reason(error)); the previous site is unchanged")
        }
        let hadPrevious = fileManager.fileExists(atPath: output.path)
        do {
            if hadPrevious { try fileManager.moveItem(at: output, to: retired) }
        } catch {
            try? fileManager.removeItem(at: staging)
            throw SiteWriteError("cannot replace \(output.path): \(Self.reason(error)); the previous site is unchanged")
        }
        do {
            try fileManager.moveItem(at: staging, to: output)
        } catch {
            if hadPrevious { try? fileManager.moveItem(at: retired, to: output) }
            try? fileManager.removeItem(at: staging)
            throw SiteWriteError("cannot move the new site into \(output.path): \(Self.reason(error)); the previous site is unchanged")
        }
        if hadPrevious { try? fileManager.removeItem(at: retired) }
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

    private static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
           let message = strerror(Int32(underlying.code)) {
            return String(cString: message)
        }
        return nsError.localizedDescription
    }
}

/// Why a site could not be written. The message is for the user, as is.
public struct SiteWriteError: Error, Equatable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
