/// Checks HTML that DesignSpec wrote from untrusted input: only tags from a known
/// vocabulary, and only safe link targets.
public enum HTMLCheck {
    /// The tags `MarkdownHTMLRenderer` writes.
    public static let markdownTags: Set<String> = [
        "a", "blockquote", "br", "code", "del", "em", "h1", "h2", "h3", "h4", "h5", "h6", "hr", "img",
        "input", "li", "ol", "p", "pre", "strong", "table", "tbody", "td", "th", "thead", "tr", "ul",
    ]

    /// Requires every `<` to open or close a tag of `allowed`, and every `href` and `src`
    /// to be safe.
    public static func check(_ html: String, allowed: Set<String> = markdownTags) {
        let scalars = Array(html.unicodeScalars)
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "<" else { index += 1; continue }
            var end = index + 1
            if end < scalars.count, scalars[end] == "/" { end += 1 }
            var name = ""
            while end < scalars.count, scalars[end].properties.isAlphabetic || ("0"..."9").contains(scalars[end]) {
                name.unicodeScalars.append(scalars[end])
                end += 1
            }
            require(allowed.contains(name.lowercased()), "unexpected tag '<\(name)' in\n\(html)")
            require(end < scalars.count && [" ", ">", "/"].contains(scalars[end]), "malformed tag '<\(name)' in\n\(html)")
            index = end
        }
        for attribute in ["href=\"", "src=\""] {
            var rest = html[...]
            while let start = rest.range(of: attribute) {
                let value = rest[start.upperBound...].prefix { $0 != "\"" }
                require(isSafeURL(decodeEntities(String(value))), "unsafe \(attribute)\(value)\" in\n\(html)")
                rest = rest[start.upperBound...]
            }
        }
    }

    /// Whether a browser would treat `url` as http, https, mailto, relative or an anchor.
    static func isSafeURL(_ url: String) -> Bool {
        let cleaned = String(String.UnicodeScalarView(url.unicodeScalars
            .drop { $0.value <= 0x20 }
            .filter { $0 != "\t" && $0 != "\n" && $0 != "\r" }))
        guard let colon = cleaned.firstIndex(of: ":") else { return true }
        let scheme = cleaned[..<colon]
        if scheme.contains(where: { "/?#".contains($0) }) { return true }
        guard scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }), !scheme.isEmpty else {
            return true
        }
        return ["http", "https", "mailto"].contains(scheme.lowercased())
    }

    /// The attribute value a browser sees: the five entities HTML.escape writes and
    /// numeric character references decoded.
    static func decodeEntities(_ text: String) -> String {
        var result = ""
        var rest = text[...]
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            rest = rest[ampersand...]
            guard let semicolon = rest.firstIndex(of: ";") else { break }
            let entity = rest[rest.index(after: rest.startIndex)..<semicolon]
            let named: [Substring: String] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "#39": "'"]
            if let decoded = named[entity] {
                result += decoded
            } else if entity.hasPrefix("#x") || entity.hasPrefix("#X"), let code = UInt32(entity.dropFirst(2), radix: 16),
                      let scalar = Unicode.Scalar(code) {
                result.unicodeScalars.append(scalar)
            } else if entity.hasPrefix("#"), let code = UInt32(entity.dropFirst()), let scalar = Unicode.Scalar(code) {
                result.unicodeScalars.append(scalar)
            } else {
                result += rest[...semicolon]
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }
}
