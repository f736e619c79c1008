import DesignSpecCore

/// Highlights XML and HTML: tag names as keywords, attribute names as types, attribute
/// values as strings, `<!-- … -->` as comments; text between tags stays plain. One pass,
/// linear in the code's length; everything is escaped.
enum MarkupHighlighter {
    static func html(_ code: String) -> String {
        var output = ""
        output.reserveCapacity(code.utf8.count * 2)
        var rest = Substring(code)
        while let open = rest.firstIndex(of: "<") {
            HTML.escape(String(rest[..<open]), into: &output)
            rest = rest[open...]
            if rest.hasPrefix("<!--") {
                let end = rest.range(of: "-->")?.upperBound ?? rest.endIndex
                span("comment", rest[..<end], into: &output)
                rest = rest[end...]
                continue
            }
            rest = tag(rest, into: &output)
        }
        HTML.escape(String(rest), into: &output)
        return output
    }

    /// Writes the tag at the start of `text` (`<Button a="1" />`, `</p>`, `<?xml …?>`) up
    /// to its `>`, or to the end of the code when it has none, and returns what follows.
    private static func tag(_ text: Substring, into output: inout String) -> Substring {
        var rest = text.dropFirst()
        output += "&lt;"
        let markEnd = rest.prefix { $0 == "/" || $0 == "?" || $0 == "!" }.endIndex
        HTML.escape(String(rest[..<markEnd]), into: &output)
        rest = rest[markEnd...]
        let name = rest.prefix(while: isNameCharacter)
        guard !name.isEmpty else { return rest }
        span("keyword", name, into: &output)
        rest = rest[name.endIndex...]
        while let first = rest.first, first != ">" {
            if first == "\"" || first == "'" {
                let end = rest.dropFirst().firstIndex(of: first).map { rest.index(after: $0) } ?? rest.endIndex
                span("string", rest[..<end], into: &output)
                rest = rest[end...]
            } else if isNameCharacter(first) {
                let attribute = rest.prefix(while: isNameCharacter)
                span("type", attribute, into: &output)
                rest = rest[attribute.endIndex...]
            } else {
                HTML.escape(String(first), into: &output)
                rest = rest.dropFirst()
            }
        }
        if rest.first == ">" {
            output += "&gt;"
            rest = rest.dropFirst()
        }
        return rest
    }

    private static func isNameCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "-" || character == "_" || character == ":" || character == "."
    }

    private static func span(_ kind: String, _ text: Substring, into output: inout String) {
        output += "<span class=\"tok-"
        output += kind
        output += "\">"
        HTML.escape(String(text), into: &output)
        output += "</span>"
    }
}
