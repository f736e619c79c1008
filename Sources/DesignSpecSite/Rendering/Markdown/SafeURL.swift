/// Which link and image URLs a page may carry: `http`, `https` and `mailto` URLs,
/// relative paths and `#anchors`. Anything else (`javascript:`, `data:`, `file:`, ...) is
/// dropped by `MarkdownHTMLRenderer`, which keeps the link's text.
enum SafeURL {
    static let allowedSchemes: Set<String> = ["http", "https", "mailto"]

    static func isAllowed(_ url: String) -> Bool {
        // Browsers ignore leading controls and spaces and every tab and newline inside a
        // URL (`java\tscript:`), so look at the URL the way they will.
        let scalars = url.unicodeScalars
            .drop { $0.value <= 0x20 }
            .filter { $0 != "\t" && $0 != "\n" && $0 != "\r" }
        var scheme = ""
        for scalar in scalars {
            switch scalar {
            case ":":
                return allowedSchemes.contains(scheme.lowercased())
            case "/", "?", "#":
                return true
            case "a"..."z", "A"..."Z", "0"..."9", "+", "-", ".":
                scheme.unicodeScalars.append(scalar)
            default:
                // Not a scheme character before any colon: a relative path (`가이드.md`).
                return true
            }
        }
        return true
    }
}
