extension MarkdownHTMLWriter {
    mutating func writeTable(_ table: Markdown.Table) {
        append("<table>\n<thead>\n")
        writeRow(table.header, cellTag: "th", alignments: table.alignments)
        append("</thead>\n")
        if !table.rows.isEmpty {
            append("<tbody>\n")
            for row in table.rows {
                writeRow(row, cellTag: "td", alignments: table.alignments)
            }
            append("</tbody>\n")
        }
        append("</table>\n")
    }

    private mutating func writeRow(_ row: Markdown.TableRow, cellTag: String, alignments: [Markdown.TableAlignment]) {
        append("<tr>\n")
        for (index, cell) in row.cells.enumerated() {
            let alignment = index < alignments.count ? alignments[index] : .none
            if alignment == .none {
                append("<\(cellTag)>")
            } else {
                append("<\(cellTag) style=\"text-align: \(alignment.rawValue)\">")
            }
            write(cell.inlines)
            append("</\(cellTag)>\n")
        }
        append("</tr>\n")
    }
}
