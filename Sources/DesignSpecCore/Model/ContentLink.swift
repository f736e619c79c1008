import Foundation

/// Where a link or image URL of a doc leads, read from the URL alone: the same reading for
/// the `broken-link` check and for the site, so both agree on what a link names.
public enum ContentLink: Hashable, Sendable {
    /// A URL with a scheme (`https:`, `mailto:`): not checked and not copied.
    case external
    /// `#anchor`: a heading of the same doc (the anchor percent-decoded).
    case sameDoc(anchor: String)
    /// A path inside the content folder, relative to it (`components/img/button.png`),
    /// with the `#anchor` after it, if any.
    case content(path: String, anchor: String?)
    /// An absolute path, or one that climbs out of the content folder: never followed.
    case outside
    /// An empty URL, or only a query: names nothing to check.
    case empty

    /// What `url`, written in the doc at `docPath` (relative to the content folder), names.
    public init(_ url: String, fromDoc docPath: String) {
        if url.hasPrefix("#") {
            let fragment = String(url.dropFirst())
            self = .sameDoc(anchor: fragment.removingPercentEncoding ?? fragment)
            return
        }
        if Self.hasScheme(url) {
            self = .external
            return
        }
        var path = url
        var anchor: String?
        if let hash = path.firstIndex(of: "#") {
            let fragment = String(path[path.index(after: hash)...])
            anchor = fragment.isEmpty ? nil : (fragment.removingPercentEncoding ?? fragment)
            path = String(path[..<hash])
        }
        if let query = path.firstIndex(of: "?") { path = String(path[..<query]) }
        let decoded = path.removingPercentEncoding ?? path
        guard !decoded.isEmpty else {
            self = anchor.map { .sameDoc(anchor: $0) } ?? .empty
            return
        }
        guard !decoded.hasPrefix("/"), let resolved = Self.resolve(decoded, from: docPath) else {
            self = .outside
            return
        }
        self = .content(path: resolved, anchor: anchor)
    }

    /// A doc's path in the content folder: `path` (as the model names docs) without
    /// `contentPrefix`, what doc paths start with before it (`content/`).
    public static func pathInContent(_ path: String, contentPrefix: String) -> String {
        path.hasPrefix(contentPrefix) ? String(path.dropFirst(contentPrefix.count)) : path
    }

    /// `../b/c.png` from `a/x.md` is `b/c.png`; nil when it climbs above the folder
    /// `docPath` is relative to, or names that folder itself.
    static func resolve(_ relative: String, from docPath: String) -> String? {
        var parts = docPath.split(separator: "/").dropLast().map(String.init)
        for part in relative.split(separator: "/") {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(String(part))
            }
        }
        return parts.isEmpty ? nil : parts.joined(separator: "/")
    }

    /// Whether `url` starts with a scheme (`https:`, `mailto:`) rather than a path.
    public static func hasScheme(_ url: String) -> Bool {
        for scalar in url.unicodeScalars {
            switch scalar {
            case ":": return true
            case "a"..."z", "A"..."Z", "0"..."9", "+", "-", ".": continue
            default: return false
            }
        }
        return false
    }
}
