/// One source line of a pipe table, split into its cells as GFM splits them: at every `|`
/// not escaped by a backslash, a leading and a trailing pipe opening and closing the row.
/// Read from the source, not from the parsed table: cmark-gfm pads a short row with empty
/// cells and makes a table with a wrong delimiter row into a paragraph.
struct PipeRow {
    /// The cells' texts, trimmed.
    let cells: [String]
    /// The column of the row's first character that is not a space.
    let column: Int

    /// The row written on `line` from column `start` (1-based; a table in a quote or a
    /// list starts after its prefix), or nil when the line holds no pipe.
    init?(_ line: [Character], from start: Int = 1) {
        var first = max(start, 1) - 1
        while first < line.count, line[first] == " " || line[first] == "\t" { first += 1 }
        var last = line.count
        while last > first, line[last - 1] == " " || line[last - 1] == "\t" { last -= 1 }
        let text = line[first..<last]
        guard text.contains("|") else { return nil }
        var cells: [String] = []
        var current = ""
        var escaped = false
        for character in text {
            if character == "|", !escaped {
                cells.append(current)
                current = ""
            } else {
                current.append(character)
            }
            escaped = character == "\\" && !escaped
        }
        cells.append(current)
        if text.first == "|" { cells.removeFirst() }
        if text.last == "|", !escaped, text.count > 1 || cells.count > 1 { cells.removeLast() }
        self.cells = cells.map { $0.trimmingSpaces() }
        column = first + 1
    }

    /// Whether the row is a delimiter row: every cell dashes, with an optional colon at
    /// either end (`---`, `:--`, `--:`, `:-:`).
    var isDelimiter: Bool {
        !cells.isEmpty && cells.allSatisfy { cell in
            var body = Substring(cell)
            if body.first == ":" { body = body.dropFirst() }
            if body.last == ":" { body = body.dropLast() }
            return !body.isEmpty && body.allSatisfy { $0 == "-" }
        }
    }
}
