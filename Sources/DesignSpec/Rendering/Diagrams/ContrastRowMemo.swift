import Foundation

/// The contrast rows of colour swatches (`ColorSwatchDiagram.render(rows:)`), each drawn
/// once per build and shared from any thread. A tokens page draws a swatch per Semantic
/// colour, and most rows repeat: the same colour against white and black under many
/// names (issue 13: the swatches were 3% of a drift-heavy build).
final class ContrastRowMemo: @unchecked Sendable {
    // @unchecked: `rows` is only touched with `lock` held.
    private let lock = NSLock()
    private var rows: [Key: Row] = [:]

    /// What a row shows: its label, its colours and its place in the swatch (0 first).
    struct Key: Hashable, Sendable {
        var label: String
        var foreground: Color
        var background: Color
        var index: Int
    }

    /// A row drawn: its SVG markup and its sentence of the swatch's description.
    struct Row: Sendable {
        var markup: [UInt8]
        var description: String
    }

    /// The row for `key`, drawn at most once per distinct key (two threads may both draw
    /// a key new to both; they draw the same bytes).
    func row(_ key: Key) -> Row {
        if let known = lock.withLock({ rows[key] }) { return known }
        let row = ColorSwatchDiagram.row(key)
        lock.withLock { rows[key] = row }
        return row
    }
}
