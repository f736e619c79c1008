/// The lines of a source file, to find where a piece of text sits: columns count
/// characters, as `SourceLocation` does, and lines end at LF, CRLF or CR, as the Markdown
/// parser counts them. A leading byte-order mark is not a column. Only the line starts are
/// found up front (one pass over the UTF-8); a line becomes characters when searched.
package struct SourceLines {
    let file: String
    private let source: String
    /// The UTF-8 offset where each line starts, and where it ends (before its line break).
    private var lineBounds: [(start: Int, end: Int)] = []

    package init(_ source: String, file: String) {
        self.file = file
        self.source = source
        // Read in place (a file read as a native string holds its UTF-8 in one piece), not
        // copied into an array for every doc.
        var text = source
        lineBounds = text.withUTF8(Self.lineBounds)
    }

    /// Where each line of `bytes` starts and ends, after a leading byte-order mark.
    private static func lineBounds(_ bytes: UnsafeBufferPointer<UInt8>) -> [(start: Int, end: Int)] {
        var bounds: [(start: Int, end: Int)] = []
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                bounds.append((start, index))
                if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                start = index + 1
            }
            index += 1
        }
        bounds.append((start, bytes.count))
        return bounds
    }

    /// Line `number` (1-based) as characters.
    func characters(ofLine number: Int) -> [Character] {
        guard number >= 1, number <= lineBounds.count else { return [] }
        let bounds = lineBounds[number - 1]
        let utf8 = source.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: bounds.start)
        let end = utf8.index(utf8.startIndex, offsetBy: bounds.end)
        return Array(Substring(utf8[start..<end]))
    }

    /// The first place at or after `from` and at or before line `limit` where `text` is
    /// written on one line, as a range from its first to its last character.
    package func find(_ text: String, from: SourceLocation, throughLine limit: Int) -> SourceRange? {
        let needle = Array(text)
        guard !needle.isEmpty else { return nil }
        var line = max(from.line, 1)
        var column = max(from.column, 1)
        while line <= min(limit, lineBounds.count) {
            let characters = characters(ofLine: line)
            var start = column - 1
            while start + needle.count <= characters.count {
                if characters[start..<start + needle.count].elementsEqual(needle) {
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
