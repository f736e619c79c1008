/// The search index: a script that assigns `window.DESIGNSPEC_SEARCH`, loaded with a
/// plain `<script src>` because a page opened from `file://` cannot `fetch` a file beside
/// it. The data is written as JSON with `<`, `>`, `&`, U+2028 and U+2029 escaped, so no
/// text from a doc can end the script or break out of it, inline or not.
struct SearchIndex: Sendable, Hashable {
    enum Kind: String, Sendable {
        case doc, section, token, recipe
    }

    struct Entry: Sendable, Hashable {
        var title: String
        var kind: Kind
        var url: String
        var text: String
    }

    var entries: [Entry]

    /// `window.DESIGNSPEC_SEARCH = [...];` with one entry per line.
    var script: String {
        var output = "window.DESIGNSPEC_SEARCH = [\n"
        for entry in entries {
            output += "{\"title\":\(Self.literal(entry.title)),\"kind\":\"\(entry.kind.rawValue)\",\"url\":\(Self.literal(entry.url)),\"text\":\(Self.literal(entry.text))},\n"
        }
        output += "];\n"
        return output
    }

    /// A JSON string literal that is also safe inside an HTML `<script>`.
    static func literal(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "<", ">", "&", "\u{2028}", "\u{2029}":
                output += unicodeEscape(scalar.value)
            default:
                if scalar.value < 0x20 {
                    output += unicodeEscape(scalar.value)
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output + "\""
    }

    private static func unicodeEscape(_ value: UInt32) -> String {
        let hex = String(value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
