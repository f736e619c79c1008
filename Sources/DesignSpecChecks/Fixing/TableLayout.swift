/// Whether a table's source is aligned, the way Markdown formatters pad it: every line's
/// pipes at the same display columns (a Hangul syllable or a wide character is two
/// columns, as terminals and editors draw it).
enum TableLayout {
    /// Whether every line of `lines` has its pipes in the same columns.
    static func isAligned(_ lines: ClosedRange<Int>, in source: FixSourceFile) -> Bool {
        var columns: [Int]?
        for line in lines {
            guard let text = source.text(ofLine: line) else { return false }
            let pipes = pipeColumns(Array(text))
            guard !pipes.isEmpty else { return false }
            if let columns, columns != pipes { return false }
            columns = pipes
        }
        return lines.count > 1
    }

    /// The display columns of the unescaped pipes of a line.
    static func pipeColumns(_ characters: [Character]) -> [Int] {
        var columns: [Int] = []
        var column = 0
        for (index, character) in characters.enumerated() {
            if character == "|", index == 0 || characters[index - 1] != "\\" { columns.append(column) }
            column += width(of: character)
        }
        return columns
    }

    /// The display width of some text.
    static func width<S: Sequence>(of text: S) -> Int where S.Element == Character {
        text.reduce(0) { $0 + width(of: $1) }
    }

    /// 2 for East Asian wide and full-width characters (Hangul, CJK, full-width forms)
    /// and emoji, 1 otherwise; a tab counts as 1 (a table with tabs in its padding is
    /// not re-padded: see `CellEditApplier`).
    static func width(of character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first, scalar.value >= 0x1100 else { return 1 }
        let value = scalar.value
        let wide = (0x1100...0x115F).contains(value) || (0x2E80...0xA4CF).contains(value) || (0xAC00...0xD7A3).contains(value)
            || (0xF900...0xFAFF).contains(value) || (0xFE30...0xFE4F).contains(value) || (0xFF00...0xFF60).contains(value)
            || (0xFFE0...0xFFE6).contains(value) || (0x1F300...0x1FAFF).contains(value) || (0x20000...0x3FFFD).contains(value)
        return wide ? 2 : 1
    }
}
