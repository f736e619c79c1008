/// Pipe tables a reader breaks on, found in the source (`malformed-table`):
/// - a token table whose delimiter row has another number of cells than its header:
///   cmark-gfm and GitHub make it a paragraph, so nothing in it is read or checked;
/// - a row of a token table with fewer cells than the header: cmark-gfm pads it with empty
///   cells, so a value written in it may sit under another column than meant; a row with
///   more cells loses the last ones.
struct MalformedTables {
    let lines: SourceLines
    /// Lower-cased mode name → the token set's spelling, for reading headers.
    let modes: [String: String]

    /// The findings for the paragraphs of `markdown` that hold a token-table header line
    /// followed by a delimiter row of another width.
    func paragraphFindings(in markdown: MarkdownDocument) -> [Finding] {
        var findings: [Finding] = []
        for block in markdown.allBlocks {
            guard case .paragraph(let paragraph) = block else { continue }
            let range = paragraph.range
            guard range.end.line > range.start.line else { continue }
            for line in range.start.line..<range.end.line {
                let from = line == range.start.line ? range.start.column : 1
                guard let header = PipeRow(lines.characters(ofLine: line), from: from), header.cells.count >= 2,
                      let delimiter = PipeRow(lines.characters(ofLine: line + 1), from: from), delimiter.isDelimiter,
                      delimiter.cells.count != header.cells.count, looksLikeTokenHeader(header.cells) else { continue }
                let written = header.cells.joined(separator: " | ")
                findings.append(Finding(
                    rule: .malformedTable, severity: .warning,
                    FindingMessage(
                        en: "this looks like a token table ('\(written)'), but its delimiter row has "
                            + "\(delimiter.cells.count) \(delimiter.cells.count == 1 ? "cell" : "cells") for the header's "
                            + "\(header.cells.count): Markdown readers (cmark-gfm, GitHub) show it as a paragraph, and it is "
                            + "not checked; give the delimiter row one cell per column",
                        ko: "토큰 표('\(written)')로 보이지만 구분 행의 칸이 \(delimiter.cells.count)개로 머리글의 "
                            + "\(header.cells.count)개와 다릅니다. Markdown 도구(cmark-gfm, GitHub)가 문단으로 보여 주므로 "
                            + "검사하지 않았습니다. 구분 행에 열마다 칸을 하나씩 쓰세요"),
                    at: SourceRange(file: lines.file, line: line, column: header.column, endLine: line + 1,
                                    endColumn: max(header.column, lines.characters(ofLine: line + 1).count))))
                break
            }
        }
        return findings
    }

    /// The findings for the rows of `table` written with another number of cells than its
    /// header: a short row is padded with empty cells, a long row's last cells dropped.
    func raggedRowFindings(in table: Markdown.Table) -> [Finding] {
        let headerCount = table.header.cells.count
        let headers = table.header.cells.map { $0.plainText.trimmingSpaces() }
        var findings: [Finding] = []
        for row in table.rows {
            let line = row.range.start.line
            guard let written = PipeRow(lines.characters(ofLine: line), from: row.range.start.column),
                  written.cells.count != headerCount else { continue }
            let count = "this row has \(written.cells.count) \(written.cells.count == 1 ? "cell" : "cells") but the header "
                + "has \(headerCount)"
            let koreanCount = "이 행의 칸은 \(written.cells.count)개인데 머리글은 \(headerCount)개입니다"
            let message: FindingMessage
            if written.cells.count < headerCount {
                let missing = headers[written.cells.count...].map { "'\($0)'" }.joined(separator: ", ")
                message = FindingMessage(
                    en: "\(count): \(missing) \(headerCount - written.cells.count == 1 ? "is" : "are") read as empty, so a "
                        + "value written in the row may sit under another column; write one cell per column (an empty cell is '| |')",
                    ko: "\(koreanCount). \(missing) 칸은 빈 칸으로 읽혀서 행에 쓴 값이 다른 열에 들어갈 수 있습니다. "
                        + "열마다 칸을 하나씩 쓰세요(빈 칸은 '| |')")
            } else {
                let dropped = written.cells[headerCount...].map { "'\($0)'" }.joined(separator: ", ")
                message = FindingMessage(en: "\(count): Markdown readers drop \(dropped); write one cell per column",
                                         ko: "\(koreanCount). Markdown 도구는 \(dropped)을(를) 버립니다. 열마다 칸을 하나씩 쓰세요")
            }
            findings.append(Finding(rule: .malformedTable, severity: .warning, message, at: row.range))
        }
        return findings
    }

    /// Whether header cells read as a token table's: a name column and a value column.
    func looksLikeTokenHeader(_ cells: [String]) -> Bool {
        let meanings = cells.map { HeaderVocabulary.meaning(of: $0, knownModes: modes.keys) }
        let hasName = meanings.contains { $0 == .name || $0 == .nameOrProperty }
        let hasValue = meanings.contains { meaning in
            switch meaning {
            case .value, .mode, .field: true
            default: false
            }
        }
        return hasName && hasValue
    }
}
