import Foundation

/// Paths as the user sees them.
package enum ProjectPaths {
    /// `url` relative to `workingDirectory` when inside it, else its absolute path.
    package static func display(_ url: URL, workingDirectory: URL) -> String {
        display(path: url.standardizedFileURL.path, folder: folderPrefix(workingDirectory))
    }

    /// The standardized `path` relative to `folder` (a `folderPrefix`) when inside it, else
    /// itself: for many files in one folder, each standardized once.
    package static func display(path: String, folder: String) -> String {
        path.hasPrefix(folder) ? String(path.dropFirst(folder.count)) : path
    }

    /// `folder`'s standardized path ending in `/`, for `display(path:folder:)`.
    package static func folderPrefix(_ folder: URL) -> String {
        let base = folder.standardizedFileURL.path
        return base.hasSuffix("/") ? base : base + "/"
    }

    /// `path` resolved against `workingDirectory` unless absolute.
    package static func url(_ path: String, workingDirectory: URL) -> URL {
        (path.hasPrefix("/") ? URL(fileURLWithPath: path) : workingDirectory.appendingPathComponent(path)).standardizedFileURL
    }
}
