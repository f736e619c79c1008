#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import DesignSpecCore
import Foundation

/// Which docs `fix` may write: a regular file inside the content folder, reached from it
/// with no symbolic link on the way (the content folder itself may be one). The check
/// follows links to read docs in linked folders; `fix` never writes through them, so it
/// never changes a file that lives outside the content folder.
package enum DocWriteGuard {
    /// The content folder as the loader finds it: `--content`, else the configuration's
    /// `content` relative to the configuration file's folder.
    package static func contentFolder(option: String?, configuration: Configuration, workingDirectory: URL) -> URL {
        if let option { return ProjectPaths.url(option, workingDirectory: workingDirectory) }
        let folder = configuration.file.map {
            ProjectPaths.url($0, workingDirectory: workingDirectory).deletingLastPathComponent()
        } ?? workingDirectory
        return ProjectPaths.url(configuration.content, workingDirectory: folder)
    }

    /// Why `doc` may not be written, or nil when it may.
    package static func problem(writing doc: URL, in content: URL, workingDirectory: URL) -> String? {
        let root = content.standardizedFileURL.path
        let path = doc.standardizedFileURL.path
        guard path.hasPrefix(root + "/") else { return "the doc is outside the content folder, which fix never writes" }
        var current = root
        for component in path.dropFirst(root.count + 1).split(separator: "/") {
            current += "/" + component
            var status = stat()
            guard lstat(current, &status) == 0 else { return "the doc cannot be read" }
            if (status.st_mode & S_IFMT) == S_IFLNK {
                let link = ProjectPaths.display(URL(fileURLWithPath: current), workingDirectory: workingDirectory)
                return "the doc is reached through a symbolic link (\(link)), which fix never writes through"
            }
        }
        return nil
    }
}
