import DesignSpecCore
import DesignSpecSite
import Foundation

/// The script that reloads an open page, and how it gets into a page: at serve time only,
/// never into the built files. Each HTML response gets a `<script src>` before `</body>`
/// carrying the generation it was served at, and its Content-Security-Policy meta gains
/// `connect-src 'self'` so the script may open the reload channel (the site's policy has
/// `default-src 'none'`, and a header could only narrow a meta's policy, not widen it).
enum ReloadScript {
    static let source = """
        // designspec serve: reloads this page when the site is rebuilt.
        (function () {
          var script = document.currentScript;
          var since = script ? script.getAttribute("data-generation") : "";
          var events = new EventSource("\(ReloadChannel.path)?since=" + encodeURIComponent(since || ""));
          events.addEventListener("reload", function () {
            events.close();
            location.reload();
          });
        })();

        """

    /// The page's HTML with the reload script and the widened policy.
    static func inject(into html: String, generation: Int) -> String {
        var page = html
        let policy = HTML.escape(ContentSecurityPolicy.pages)
        if let range = page.range(of: "content=\"\(policy)\"") {
            page.replaceSubrange(range, with: "content=\"\(HTML.escape(ContentSecurityPolicy.pages + "; connect-src 'self'"))\"")
        }
        let tag = "<script src=\"\(ReloadChannel.scriptPath)\" data-generation=\"\(generation)\"></script>\n"
        if let body = page.range(of: "</body>", options: .backwards) {
            page.insert(contentsOf: tag, at: body.lowerBound)
        } else {
            page += tag
        }
        return page
    }
}
