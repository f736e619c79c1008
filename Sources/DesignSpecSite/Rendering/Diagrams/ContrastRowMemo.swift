import DesignSpecCore

/// The contrast rows of colour swatches (`ColorSwatchDiagram.render(rows:)`), each drawn
/// once per build and shared from any thread (`SharedMemo`). A tokens page draws a swatch
/// per Semantic colour, and most rows repeat: the same colour against white and black
/// under many names (the swatches were 3% of a drift-heavy build).
struct ContrastRowMemo: Sendable {
    private let rows = SharedMemo<Key, Row>()
    private let badges = SharedMemo<BadgeKey, [[UInt8]]>()

    /// What a row shows: its label, its colours and its place in the swatch (0 first). The
    /// label compares by its bytes (`ExactText`): a row shows the names as written.
    struct Key: Hashable, Sendable {
        var label: String
        var foreground: Color
        var background: Color
        var index: Int

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.index == rhs.index && lhs.foreground == rhs.foreground && lhs.background == rhs.background
                && ExactText(lhs.label) == ExactText(rhs.label)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(ExactText(label))
            hasher.combine(foreground)
            hasher.combine(background)
            hasher.combine(index)
        }
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

    /// The row for `key`, drawn once per distinct key (two threads may both draw a key new
    /// to both, or one draw it while the other holds the memo; they draw the same bytes).
    func row(_ key: Key) -> Row {
        rows.value(for: key) { ColorSwatchDiagram.row(key, badges: self) }
    }

    /// The markup of a row's badges at `y`, drawn once per verdicts and place: rows rarely
    /// repeat (each colour is its own), their badges nearly always do.
    func badges(_ grade: WCAGContrast.Grade, y: Double) -> [[UInt8]] {
        let key = BadgeKey(aa: grade.aa, aaa: grade.aaa, aaLarge: grade.aaLarge, y: y)
        return badges.value(for: key) { ColorSwatchDiagram.contrastBadges(grade, y: y).map(\.markupBytes) }
    }
}
