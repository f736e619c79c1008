import Foundation

/// The contrast rows of colour swatches (`ColorSwatchDiagram.render(rows:)`), each drawn
/// once per build and shared from any thread. A tokens page draws a swatch per Semantic
/// colour, and most rows repeat: the same colour against white and black under many
/// names (issue 13: the swatches were 3% of a drift-heavy build).
final class ContrastRowMemo: @unchecked Sendable {
    // @unchecked: `rows` is only touched with `lock` held.
    private let lock = NSLock()
    private var rows: [Key: Row] = [:]
    private var badges: [BadgeKey: [[UInt8]]] = [:]

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

    /// What a row's badges show: the grade's three verdicts and the row's place.
    struct BadgeKey: Hashable, Sendable {
        var aa: Bool
        var aaa: Bool
        var aaLarge: Bool
        var y: Double
    }

    /// The row for `key`, drawn at most once per distinct key (two threads may both draw
    /// a key new to both; they draw the same bytes).
    func row(_ key: Key) -> Row {
        if let known = lock.withLock({ rows[key] }) { return known }
        let row = ColorSwatchDiagram.row(key, badges: self)
        lock.withLock { rows[key] = row }
        return row
    }

    /// The markup of a row's badges at `y`, drawn at most once per verdicts and place:
    /// rows rarely repeat (each colour is its own), their badges nearly always do.
    func badges(_ grade: WCAGContrast.Grade, y: Double) -> [[UInt8]] {
        let key = BadgeKey(aa: grade.aa, aaa: grade.aaa, aaLarge: grade.aaLarge, y: y)
        if let known = lock.withLock({ badges[key] }) { return known }
        let drawn = ColorSwatchDiagram.contrastBadges(grade, y: y).map(\.markupBytes)
        lock.withLock { badges[key] = drawn }
        return drawn
    }
}
