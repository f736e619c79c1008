import DesignSpecCore

extension MarkdownHTMLWriter {
    mutating func writeTable(_ table: Markdown.Table) {
        // Each column's opening tags, made once for the table, not once per cell.
        let headerTags = Self.openingTags("th", alignments: table.alignments)
        let bodyTags = Self.openingTags("td", alignments: table.alignments)
        append("<table>\n<thead>\n")
        writeRow(table.header, openingTags: headerTags, closingTag: "</th>\n")
        append("</thead>\n")
        if !table.rows.isEmpty {
            append("<tbody>\n")
            for row in table.rows {
                writeRow(row, openingTags: bodyTags, closingTag: "</td>\n")
            }
            append("</tbody>\n")
        }
        append("</table>\n")
    }

    /// `openingTags[column]` opens each cell; its last entry opens any cell past the others.
    private mutating func writeRow(_ row: Markdown.TableRow, openingTags: [String], closingTag: String) {
        append("<tr>\n")
        for (index, cell) in row.cells.enumerated() {
            append(openingTags[min(index, openingTags.count - 1)])
            write(cell.inlines)
            append(closingTag)
        }
        append("</tr>\n")
    }

    /// `<tag>` or `<tag style="text-align: …">` for each column, then a plain `<tag>` for
    /// any cell past them.
    private static func openingTags(_ tag: String, alignments: [Markdown.TableAlignment]) -> [String] {
        alignments.map { alignment in
            alignment == .none ? "<\(tag)>" : "<\(tag) style=\"text-align: \(alignment.rawValue)\">"
        } + ["<\(tag)>"]
    }
}
