import DesignSpecCore
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

    /// The URL to write, or nil to drop the link: read as `ContentLink` reads it for the
    /// `broken-link` check, so the site and the check agree on what a link names.
    func resolve(_ url: String) -> String? {
        resolve(url, as: contentLink(url))
    }

    /// `url` as `ContentLink` reads it from this doc.
    func contentLink(_ url: String) -> ContentLink {
        ContentLink(url, fromDoc: ContentLink.pathInContent(fromPath, contentPrefix: contentPrefix))
    }

    /// `resolve(url)` when `link` is `contentLink(url)`, already read.
    func resolve(_ url: String, as link: ContentLink) -> String? {
        switch link {
        case .sameDoc(let anchor) where url.hasPrefix("#"):
            return links.isSingleFile ? links.doc(fromSlug, anchor: anchor) : url
        case .external:
            return links.isSingleFile ? nil : url
        case .content(let path, let anchor):
            if let slug = slugsByPath[contentPrefix + path] { return links.doc(slug, anchor: anchor) }
        case .sameDoc, .outside, .empty:
            break
        }
        return links.isSingleFile ? nil : url
    }
}
