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
        var output: [UInt8] = []
        output.reserveCapacity(64 + entries.reduce(0) { $0 + 64 + $1.title.utf8.count + $1.url.utf8.count + $1.text.utf8.count })
        output.append("window.DESIGNSPEC_SEARCH = [\n")
        for entry in entries {
            output.append("{\"title\":")
            Self.writeLiteral(entry.title, to: &output)
            output.append(",\"kind\":\"")
            output.append(contentsOf: entry.kind.rawValue.utf8)
            output.append("\",\"url\":")
            Self.writeLiteral(entry.url, to: &output)
            output.append(",\"text\":")
            Self.writeLiteral(entry.text, to: &output)
            output.append("},\n")
        }
        output.append("];\n")
        return String(decoding: output, as: UTF8.self)
    }

    /// A JSON string literal that is also safe inside an HTML `<script>`.
    static func literal(_ text: String) -> String {
        var output: [UInt8] = []
        writeLiteral(text, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends `literal(text)` as UTF-8. Everything to escape is an ASCII byte or U+2028 and
    /// U+2029 (E2 80 A8, E2 80 A9); the bytes between are copied as they are.
    static func writeLiteral(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        let bytes = Array(text.utf8)
        var copied = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            var end = index + 1
            let escape: StaticString?
            switch byte {
            case UInt8(ascii: "\""): escape = "\\\""
            case UInt8(ascii: "\\"): escape = "\\\\"
            case UInt8(ascii: "\n"): escape = "\\n"
            case UInt8(ascii: "\r"): escape = "\\r"
            case UInt8(ascii: "\t"): escape = "\\t"
            case UInt8(ascii: "<"): escape = "\\u003c"
            case UInt8(ascii: ">"): escape = "\\u003e"
            case UInt8(ascii: "&"): escape = "\\u0026"
            case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                escape = bytes[index + 2] == 0xA8 ? "\\u2028" : "\\u2029"
                end = index + 3
            case ..<0x20: escape = nil
            default:
                index = end
                continue
            }
            output.append(contentsOf: bytes[copied..<index])
            if let escape {
                output.append(escape)
            } else {
                // Another control character: `\u00XX`, lowercase hex as JSON writers do.
                output.append("\\u00")
                output.append(hexDigit(byte >> 4))
                output.append(hexDigit(byte & 0xF))
            }
            copied = end
            index = end
        }
        output.append(contentsOf: bytes[copied...])
        output.append(UInt8(ascii: "\""))
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}
