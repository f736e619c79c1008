/// The lines of a source file as characters, to find where a piece of text sits: columns
/// count characters, as `SourceLocation` does, and lines end at LF, CRLF or CR, as the
/// Markdown parser counts them. A leading byte-order mark is not a column.
struct SourceLines {
    let file: String
    let lines: [[Character]]

    init(_ source: String, file: String) {
        self.file = file
        var lines: [[Character]] = [[]]
        var characters = Substring(source)
        if characters.first == "\u{FEFF}" { characters.removeFirst() }
        for character in characters {
            if character == "\n" || character == "\r\n" || character == "\r" {
                lines.append([])
            } else {
                lines[lines.count - 1].append(character)
            }
        }
        self.lines = lines
    }

    /// The first place at or after `from` and at or before `limit` (a line) where `text`
    /// is written on one line, as a range from its first to its last character.
    func find(_ text: String, from: SourceLocation, throughLine limit: Int) -> SourceRange? {
        let needle = Array(text)
        guard !needle.isEmpty else { return nil }
        var line = max(from.line, 1)
        var column = max(from.column, 1)
        while line <= min(limit, lines.count) {
            let characters = lines[line - 1]
            var start = column - 1
            while start + needle.count <= characters.count {
                if characters[start] == needle[0], Array(characters[start..<start + needle.count]) == needle {
                    return SourceRange(file: file, line: line, column: start + 1, endLine: line,
                                       endColumn: start + needle.count)
                }
                start += 1
            }
            line += 1
            column = 1
        }
        return nil
    }
}
