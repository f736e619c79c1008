import DesignSpecCore

/// A doc's table as the site shows it: the rows' values drawn (a colour swatch or a bar to
/// scale in an extra diagram column; a mode-by-mode scale such as iPhone beside iPad, an
/// easing curve or a type specimen in a row of its own under the row it draws, as wide as
/// the table, so that it is shown at its own size and its labels stay readable) and every
/// cell the check flags marked with the finding's words, not colour alone. A table with
/// neither keeps the renderer's default HTML.
struct DocTableEnricher: Sendable {
    /// Renders cell content (links already rewritten for the page).
    var renderer: MarkdownHTMLRenderer
    /// The doc's findings by the line they start on, each line's in the doc's order
    /// (`byLine`): a cell's flags are a look-up, not a scan of every finding, so a
    /// 400,000-row table with 8,000 findings renders in linear time.
    var findings: [Int: [Finding]]
    var strings: SiteStrings
    /// Unique on the page (and in the single file): `<doc slug>-t<table number>`.
    var idPrefix: String
    /// False for a table that is not about values (the model's `.plain` tables).
    var drawsDiagrams = true
    /// Name cell start (column 1) → the typography token the row names; its row shows the
    /// token's specimen, drawn from `tokens`.
    var typographyRows: [SourceLocation: String] = [:]
    var tokens: TokenSet?
    /// The cells' values, parsed once per build.
    var cellValues = CellValueMemo()

    func html(_ table: Markdown.Table) -> String {
        var bytes: [UInt8] = []
        write(table, into: &bytes)
        return String(knownValidUTF8: bytes)
    }

    /// Appends `html(table)` to `bytes` in place.
    func write(_ table: Markdown.Table, into bytes: inout [UInt8]) {
        MarkdownHTMLWriter.appending(to: &bytes, renderer: renderer) { writer in write(table, with: &writer) }
    }

    private func write(_ table: Markdown.Table, with writer: inout MarkdownHTMLWriter) {
        var diagrams: [RowDiagram] = []
        diagrams.reserveCapacity(table.rows.count)
        for (index, row) in table.rows.enumerated() {
            diagrams.append(drawsDiagrams ? diagram(row, header: table.header, id: "\(idPrefix)-r\(index + 1)") : .none)
        }
        let hasDiagrams = diagrams.contains { $0 != .none }
        let rowFlags = table.rows.map(flags(forCellsOf:))
        // A header cell is flagged too (`unchecked-column`).
        let headerFlags = flags(forCellsOf: table.header)
        let flagged = rowFlags.contains { cells in cells.contains { !$0.isEmpty } } || headerFlags.contains { !$0.isEmpty }
        guard hasDiagrams || flagged else { return writer.writeTable(table) }
        let hasDiagramColumn = diagrams.contains { if case .cell = $0 { true } else { false } }
        let columnCount = table.header.cells.count + (hasDiagramColumn ? 1 : 0)

        // One writer for the whole table: each cell's inlines are written into its buffer
        // in place, not rendered into a string of their own and copied in.
        // Each column's `style` attribute and unflagged `<td …>`, made once for the table,
        // not once per cell.
        let alignments = table.alignments.indices.map { alignment(table, $0) }
        let severityLabels = SeverityLabels(strings)
        let plainOpenings = alignments.map { "<td" + $0 + ">" }
        writer.append("<table>\n<thead>\n<tr>\n")
        for (column, cell) in table.header.cells.enumerated() {
            let cellFlags = headerFlags[column]
            writer.append("<th scope=\"col\"")
            if !cellFlags.isEmpty {
                writer.append(cellFlags.allSatisfy({ $0.severity != .error }) ? " class=\"is-flagged is-warning\"" : " class=\"is-flagged\"")
            }
            writer.append(column < alignments.count ? alignments[column] : "")
            writer.append(">")
            writer.write(cell.inlines)
            if !cellFlags.isEmpty { writeFlagList(cellFlags, labels: severityLabels, into: &writer) }
            writer.append("</th>\n")
        }
        if hasDiagramColumn { writer.append("<th scope=\"col\">\(HTML.escape(strings["diagram"]))</th>\n") }
        writer.append("</tr>\n</thead>\n")
        if !table.rows.isEmpty {
            writer.append("<tbody>\n")
            for (index, row) in table.rows.enumerated() {
                writer.append("<tr>\n")
                for (column, cell) in row.cells.enumerated() {
                    let cellFlags = rowFlags[index][column]
                    if cellFlags.isEmpty {
                        writer.append(column < plainOpenings.count ? plainOpenings[column] : "<td>")
                    } else {
                        writer.append(cellFlags.allSatisfy({ $0.severity != .error })
                            ? "<td class=\"is-flagged is-warning\"" : "<td class=\"is-flagged\"")
                        writer.append(column < alignments.count ? alignments[column] : "")
                        writer.append(">")
                    }
                    writer.write(cell.inlines)
                    if !cellFlags.isEmpty { writeFlagList(cellFlags, labels: severityLabels, into: &writer) }
                    writer.append("</td>\n")
                }
                if hasDiagramColumn {
                    writer.append("<td class=\"diagram-cell\">")
                    if case .cell(let svg) = diagrams[index] { writer.append(svg) }
                    writer.append("</td>\n")
                }
                writer.append("</tr>\n")
                if case .row(let svg) = diagrams[index] {
                    writer.append("<tr class=\"diagram-row\">\n<td colspan=\"\(columnCount)\">")
                    writer.append(svg)
                    writer.append("</td>\n</tr>\n")
                }
            }
            writer.append("</tbody>\n")
        }
        writer.append("</table>\n")
    }

    /// `findings` keyed by their first line, in order, as `findings` wants them.
    static func byLine(_ findings: [Finding]) -> [Int: [Finding]] {
        Dictionary(grouping: findings, by: \.range.start.line)
    }

    /// `flags(for:)` of each cell of `row`, the findings of the row's line looked up once
    /// (a row's cells start on one line), not once per cell.
    func flags(forCellsOf row: Markdown.TableRow) -> [[Finding]] {
        let line = row.cells.first?.range.start.line
        let onLine = line.flatMap { findings[$0] } ?? []
        return row.cells.map { cell in cell.range.start.line == line ? flags(for: cell, among: onLine) : flags(for: cell) }
    }

    /// The findings that point into `cell`.
    func flags(for cell: Markdown.TableCell) -> [Finding] {
        guard let onLine = findings[cell.range.start.line] else { return [] }
        return flags(for: cell, among: onLine)
    }

    /// Those of `onLine`, the findings of the cell's first line, that point into `cell`.
    private func flags(for cell: Markdown.TableCell, among onLine: [Finding]) -> [Finding] {
        onLine.filter { finding in
            let start = finding.range.start
            return start.line == cell.range.start.line && start.line == cell.range.end.line
                && start.column >= cell.range.start.column && start.column <= max(cell.range.end.column, cell.range.start.column)
        }
    }

    /// The list of a cell's findings, in their words: written into the table's buffer in
    /// place, not built as a string of its own and copied in.
    func writeFlagList(_ findings: [Finding], labels: SeverityLabels, into writer: inout MarkdownHTMLWriter) {
        writer.append("<ul class=\"flags\">")
        for finding in findings {
            writer.append("<li class=\"flag flag-")
            writer.append(finding.severity.rawValue)
            writer.append("\"><span class=\"flag-mark\" aria-hidden=\"true\">!</span> <span class=\"flag-label\">")
            writer.appendEscaped(labels[finding.severity])
            writer.append(":</span> ")
            // Escaped part by part, code as `<code>`, in the site's language.
            writer.append(finding.text(in: labels.language).html)
            writer.append(" <code class=\"rule\">")
            writer.appendEscaped(finding.rule.rawValue)
            writer.append("</code></li>")
        }
        writer.append("</ul>")
    }

    /// Where a row's diagram goes: a small sketch in the diagram column, a large diagram in
    /// a row of its own under the row.
    enum RowDiagram: Equatable {
        case none
        case cell(String)
        case row(String)
    }

    /// The row's diagram: several dimensions side by side to scale (one per value column),
    /// one dimension as a bar, a colour as a swatch, an animation as its curve.
    /// `id` is made only for the diagrams that carry one (most rows get a sketch, which does not).
    func diagram(_ row: Markdown.TableRow, header: Markdown.TableRow, id: @autoclosure () -> String) -> RowDiagram {
        // (Most docs name no typography token: no place is hashed for them.)
        if !typographyRows.isEmpty, let start = row.cells.first?.range.start,
           let name = typographyRows[SourceLocation(file: start.file, line: start.line, column: 1)],
           let specimen = TypographySpecimen(id: id(), name: name, value: tokens?[name]?.defaultValue?.resolved) {
            return .row(specimen.render())
        }
        var dimensions: [SpacingScaleDiagram.Step] = []
        var first: DesignValue?
        // The first column names the row, unless it is the only one.
        for (column, cell) in row.cells.enumerated() where column > 0 || row.cells.count == 1 {
            guard let value = cellValues.value(of: cell.plainText) else { continue }
            if first == nil { first = value }
            if case .dimension(let dimension) = value, dimension.points.isFinite {
                let label = column < header.cells.count ? header.cells[column].plainText : "\(column)"
                dimensions.append(.init(label: label, value: dimension))
            }
        }
        var name: String { row.cells.count > 1 ? row.cells[0].plainText : "" }
        if dimensions.count >= 2 {
            return .row(SpacingScaleDiagram(id: id(), title: name, steps: dimensions).render())
        }
        switch first {
        case .color, .dimension:
            return .cell(TokenValueSketch.svg(first))
        case .animation(let animation):
            return .row(MotionCurveDiagram(id: id(), name: name, animation: animation).render())
        default:
            return .none
        }
    }

    private func alignment(_ table: Markdown.Table, _ column: Int) -> String {
        guard column < table.alignments.count, table.alignments[column] != .none else { return "" }
        return " style=\"text-align: \(table.alignments[column].rawValue)\""
    }
}
