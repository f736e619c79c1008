import Foundation

/// Where a link in a doc goes on the site: `spacing.md#scale` to the spacing page's
/// heading, `#scale` to a heading of the same doc. In the single file every link must be
/// an in-page anchor, so a link that leaves the file (a web page, an image beside the
/// doc) is dropped and only its text is kept.
struct DocLinkResolver: Sendable {
    var fromPath: String
    var fromSlug: String
    var links: SiteLinks
    var slugsByPath: [String: String]
    /// The files beside the docs the docs link to; nil to leave such links as written.
    var assets: SiteAssets?
    /// What doc paths start with before their path in the content folder.
    var contentPrefix = ""
    /// Doc path → the anchors of its headings, to tell a broken `#anchor`.
    var anchorsByPath: [String: Set<String>] = [:]
    var strings: SiteStrings = .english

    /// The URL to write, or nil to drop the link.
    func resolve(_ url: String) -> String? {
        if url.hasPrefix("#") {
            let fragment = String(url.dropFirst())
            guard links.isSingleFile else { return url }
            return links.doc(fromSlug, anchor: fragment.removingPercentEncoding ?? fragment)
        }
        if Self.hasScheme(url) {
            return links.isSingleFile ? nil : url
        }
        var path = url
        var fragment: String?
        if let hash = path.firstIndex(of: "#") {
            fragment = String(path[path.index(after: hash)...])
            path = String(path[..<hash])
        }
        if let query = path.firstIndex(of: "?") { path = String(path[..<query]) }
        let decoded = path.removingPercentEncoding ?? path
        if let target = resolvePath(decoded), let slug = slugsByPath[target] {
            let anchor = fragment.map { $0.removingPercentEncoding ?? $0 }.flatMap { $0.isEmpty ? nil : $0 }
            return links.doc(slug, anchor: anchor)
        }
        return links.isSingleFile ? nil : url
    }

    /// `../b/c.md` from `a/x.md` is `b/c.md`; nil when it climbs above the content folder.
    func resolvePath(_ relative: String) -> String? {
        guard !relative.isEmpty else { return nil }
        var parts = relative.hasPrefix("/") ? [] : fromPath.split(separator: "/").dropLast().map(String.init)
        for part in relative.split(separator: "/") {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(String(part))
            }
        }
        return parts.joined(separator: "/")
    }

    /// Whether `url` starts with a scheme (`https:`, `mailto:`) rather than a path.
    static func hasScheme(_ url: String) -> Bool {
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
