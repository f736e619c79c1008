import DesignSpecCore

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
        String(decoding: scriptBytes, as: UTF8.self)
    }

    /// `script` as UTF-8, as the site's file is written.
    var scriptBytes: [UInt8] {
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
        return output
    }

    /// A JSON string literal that is also safe inside an HTML `<script>`.
    static func literal(_ text: String) -> String {
        var output: [UInt8] = []
        writeLiteral(text, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends `literal(text)` as UTF-8: JSON's own quoting, script-safe.
    static func writeLiteral(_ text: String, to output: inout [UInt8]) {
        JSONWriter.appendQuoted(text, to: &output, scriptSafe: true)
    }
}
