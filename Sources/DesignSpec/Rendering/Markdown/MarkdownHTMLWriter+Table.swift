extension MarkdownHTMLWriter {
    mutating func writeTable(_ table: Markdown.Table) {
        html += "<table>\n<thead>\n"
        writeRow(table.header, cellTag: "th", alignments: table.alignments)
        html += "</thead>\n"
        if !table.rows.isEmpty {
            html += "<tbody>\n"
            for row in table.rows {
                writeRow(row, cellTag: "td", alignments: table.alignments)
            }
            html += "</tbody>\n"
        }
        html += "</table>\n"
    }

    private mutating func writeRow(_ row: Markdown.TableRow, cellTag: String, alignments: [Markdown.TableAlignment]) {
        html += "<tr>\n"
        for (index, cell) in row.cells.enumerated() {
            let alignment = index < alignments.count ? alignments[index] : .none
            if alignment == .none {
                html += "<\(cellTag)>"
            } else {
                html += "<\(cellTag) style=\"text-align: \(alignment.rawValue)\">"
            }
            write(cell.inlines)
            html += "</\(cellTag)>\n"
        }
        html += "</tr>\n"
    }
}
