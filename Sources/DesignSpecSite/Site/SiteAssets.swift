/// The files beside the docs that the docs link to (`img/button.png`, `files/spec.pdf`),
/// read when the site is built: the site copies each beside the doc pages, at the same
/// place relative to them as in the content folder, and the single file inlines images.
/// Only linked files are here; a file the docs do not link to is never read or copied.
public struct SiteAssets: Sendable {
    /// What a linked path inside the content folder turned out to be.
    public enum State: Sendable, Hashable {
        /// A file, with its bytes: copied.
        case file([UInt8])
        /// Nothing there, a folder, a link out of the content folder, or unreadable: a
        /// broken link (the check's `broken-link` says why).
        case broken
    }

    /// Content-relative path (`components/img/button.png`) → what it is.
    public var files: [String: State] = [:]

    /// The assets `files`, by content-relative path.
    public init(files: [String: State] = [:]) {
        self.files = files
    }

    /// The site path of a file at `path` in the content folder: under the doc pages'
    /// folder, so a link written relative to a doc keeps working from its page.
    static func sitePath(ofContentFile path: String) -> String {
        "docs/" + path
    }

    /// The files to copy: site path → bytes, sorted by path.
    var copies: [(path: String, bytes: [UInt8])] {
        files.keys.sorted().compactMap { path in
            guard case .file(let bytes)? = files[path] else { return nil }
            return (Self.sitePath(ofContentFile: path), bytes)
        }
    }
}
