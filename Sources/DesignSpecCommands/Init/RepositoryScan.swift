import DesignSpecCore
import Foundation

/// The Markdown and JSON files of a repository, for `designspec init` to look into: a
/// bounded walk (`maximumDepth` folders down, `maximumFiles` files) in path order that
/// leaves out what is not a design system's source — version control, installed packages,
/// build output, hidden folders — and says each folder it left out and why. Links to
/// folders are not followed (a repository's links may lead anywhere, or back to itself).
struct RepositoryScan {
    var markdownFiles: [URL] = []
    var jsonFiles: [URL] = []
    var skipped: [SkippedPath] = []

    static let maximumDepth = 8
    static let maximumFiles = 20_000

    /// Folders left out by name, with the reason said.
    static let ignoredFolders: [String: String] = [
        "node_modules": "installed packages",
        "Pods": "installed packages",
        "vendor": "installed packages",
        "_site": "build output",
        "dist": "build output",
        "build": "build output",
        "DerivedData": "build output",
    ]

    static func scan(_ root: URL, workingDirectory: URL) -> RepositoryScan {
        var scan = RepositoryScan()
        var filesSeen = 0
        let folder = ProjectPaths.folderPrefix(workingDirectory)
        func display(_ url: URL) -> String { ProjectPaths.display(path: url.path, folder: folder) }
        // Depth-first, in path order: a stack of folders, each with its depth.
        var pending: [(url: URL, depth: Int)] = [(root.standardizedFileURL, 0)]
        let keys: [URLResourceKey] = [.isDirectoryKey, .isSymbolicLinkKey, .isRegularFileKey]
        while let (url, depth) = pending.popLast() {
            guard let entries = try? FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: keys) else {
                scan.skipped.append(SkippedPath(path: display(url) + "/", reason: "the folder cannot be read"))
                continue
            }
            var folders: [URL] = []
            for entry in entries.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
                let name = entry.lastPathComponent
                let values = try? entry.resourceValues(forKeys: Set(keys))
                if values?.isSymbolicLink == true {
                    var isFolder: ObjCBool = false
                    if FileManager.default.fileExists(atPath: entry.path, isDirectory: &isFolder), isFolder.boolValue {
                        scan.skipped.append(SkippedPath(path: display(entry), reason: "a link to a folder, which init does not follow"))
                        continue
                    }
                } else if values?.isDirectory == true {
                    if name.hasPrefix(".") {
                        scan.skipped.append(SkippedPath(path: display(entry) + "/", reason: "a hidden folder"))
                    } else if let reason = ignoredFolders[name] {
                        scan.skipped.append(SkippedPath(path: display(entry) + "/", reason: reason))
                    } else if depth + 1 > maximumDepth {
                        scan.skipped.append(SkippedPath(path: display(entry) + "/",
                                                        reason: "deeper than \(maximumDepth) folders, where init does not look"))
                    } else {
                        folders.append(entry)
                    }
                    continue
                }
                let lowered = name.lowercased()
                let isMarkdown = lowered.hasSuffix(".md"), isJSON = lowered.hasSuffix(".json")
                guard isMarkdown || isJSON, !name.hasPrefix(".") else { continue }
                filesSeen += 1
                guard filesSeen <= maximumFiles else {
                    scan.skipped.append(SkippedPath(path: display(url) + "/", reason: "init stopped after \(maximumFiles) Markdown and "
                                                    + "JSON files; the rest of the repository was not looked at"))
                    return scan
                }
                if isMarkdown { scan.markdownFiles.append(entry.standardizedFileURL) } else { scan.jsonFiles.append(entry.standardizedFileURL) }
            }
            // Popped last first: push in reverse so folders are read in path order.
            for entry in folders.reversed() { pending.append((entry, depth + 1)) }
        }
        return scan
    }
}
