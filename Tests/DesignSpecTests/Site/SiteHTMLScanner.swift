import Foundation

/// Reads the attributes tests care about out of generated HTML (our own output, so plain
/// double-quoted attributes).
enum SiteHTMLScanner {
    /// Every value of `name="…"` (`href`, `src`, `id`), in order.
    static func values(of name: String, in html: String) -> [String] {
        let pattern = "[\\s<]" + NSRegularExpression.escapedPattern(for: name) + "=\"([^\"]*)\""
        let regex = try! NSRegularExpression(pattern: pattern)
        let range = NSRange(html.startIndex..., in: html)
        return regex.matches(in: html, range: range).compactMap { match in
            Range(match.range(at: 1), in: html).map { unescape(String(html[$0])) }
        }
    }

    static func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    /// The text between `<script>` and `</script>` of an inline script.
    static func inlineScripts(in html: String) -> [String] {
        var result: [String] = []
        var rest = html[...]
        while let open = rest.range(of: "<script>"), let close = rest.range(of: "</script>", range: open.upperBound..<rest.endIndex) {
            result.append(String(rest[open.upperBound..<close.lowerBound]))
            rest = rest[close.upperBound...]
        }
        return result
    }
}
