import DesignSpecCore

/// A color swatch: the color, its hex and name, its WCAG contrast against white and black,
/// and the contrast of each declared foreground/background pair, with AA/AAA badges.
package struct ColorSwatchDiagram: SVGDiagram, Hashable {
    /// The id prefix that keeps this diagram's ids unique on the page.
    package var id: String
    package var name: String
    package var color: Color
    package var pairs: [ContrastPair]

    package init(id: String, name: String, color: Color, pairs: [ContrastPair] = []) {
        self.id = id
        self.name = name
        self.color = color
        self.pairs = pairs
    }

    static let width = 440.0
    static let headerHeight = 96.0
    static let rowHeight = 44.0

    package func render() -> String {
        render(rows: nil)
    }

    /// `render()`, its contrast rows taken from `memo` when it holds them: many tokens
    /// share a colour, and a row depends only on its colours, label and place.
    func render(rows memo: ContrastRowMemo?) -> String {
        let white = Color(red: 1, green: 1, blue: 1)
        let black = Color(red: 0, green: 0, blue: 0)
        let keys = [
            ContrastRowMemo.Key(label: "on white", foreground: color, background: white, index: 0),
            ContrastRowMemo.Key(label: "on black", foreground: color, background: black, index: 1),
        ] + pairs.enumerated().map { index, pair in
            ContrastRowMemo.Key(label: "\(pair.foregroundName) on \(pair.backgroundName)", foreground: pair.foreground,
                                background: pair.background, index: index + 2)
        }
        let rows = keys.map { key in memo?.row(key) ?? Self.row(key) }
        // The title and the header both show it: formatted once.
        let label = hexLabel
        let canvas = DiagramCanvas(
            id: id, kind: "swatch", width: Self.width,
            height: Self.headerHeight + Double(rows.count) * Self.rowHeight,
            title: "\(name): \(label)",
            description: rows.map(\.description).joined(separator: " "))
        return canvas.render([header(hexLabel: label)] + rows.map { .prerendered($0.markup) })
    }

    /// One contrast row drawn: its markup and its sentence of the `<desc>`.
    /// Its badges come from `memo` when given: they depend only on the grade's three
    /// verdicts and the row's place, so a tokens page draws a few kinds, not one per row.
    static func row(_ key: ContrastRowMemo.Key, badges memo: ContrastRowMemo? = nil) -> ContrastRowMemo.Row {
        let row = Row(label: key.label, foreground: key.foreground, background: key.background)
        let y = headerHeight + Double(key.index) * rowHeight
        let badges = memo.map { $0.badges(row.grade, y: y).map(SVGElement.prerendered) } ?? contrastBadges(row.grade, y: y)
        return ContrastRowMemo.Row(markup: row.render(y: y, badges: badges).markupBytes,
                                   description: "Contrast \(row.label): \(DiagramBadge.describe(row.grade)).")
    }

    /// The AA, AAA and large-text badges of the contrast row at `y`.
    static func contrastBadges(_ grade: WCAGContrast.Grade, y: Double) -> [SVGElement] {
        DiagramBadge.contrast(grade, x: 150, y: y + 20)
    }

    private var hexLabel: String {
        let hex = DiagramPaint.literal(color)
        guard let alpha = DiagramPaint.opacity(color) else { return hex }
        return "\(hex), \(SVGNumber.percent(alpha)) opacity"
    }

    /// The swatch, its name, `hexLabel` and luminance.
    private func header(hexLabel: String) -> SVGElement {
        var detail = "relative luminance \(SVGNumber.format(WCAGContrast.relativeLuminance(color)))"
            + (DiagramPaint.opacity(color) == nil ? "" : " before opacity")
        if color.space != "srgb" {
            detail += " · \(DiagramText.truncated(color.space, to: 24))"
        }
        return SVGElement.group([
            SVGElement.rect(x: 12, y: 12, width: 72, height: 72, radius: 8).filled(color)
                .set("stroke", DiagramPaint.grid),
            SVGElement.text(DiagramText.truncated(name, to: 44), x: 96, y: 32, size: 14, weight: "600"),
            SVGElement.text(hexLabel, x: 96, y: 52, size: 12).set("font-family", DiagramPaint.monospace),
            SVGElement.text(detail, x: 96, y: 72, size: 11, paint: DiagramPaint.muted),
        ]).set("class", "ds-swatch")
    }

    private struct Row {
        let label: String
        let foreground: Color
        let background: Color
        let grade: WCAGContrast.Grade

        init(label: String, foreground: Color, background: Color) {
            self.label = label
            self.foreground = foreground
            self.background = background
            grade = WCAGContrast.grade(foreground: foreground, background: background)
        }

        /// The row at `y`, its badges (`contrastBadges(_:y:)`) drawn before.
        func render(y: Double, badges: [SVGElement]) -> SVGElement {
            SVGElement.group([
                SVGElement.rect(x: 12, y: y + 2, width: 56, height: 34, radius: 6).filled(background)
                    .set("stroke", DiagramPaint.grid),
                SVGElement.text("Aa", x: 40, y: y + 25, size: 16, anchor: .middle, weight: "700",
                                paint: DiagramPaint.literal(foreground))
                    .set("fill-opacity", DiagramPaint.opacity(foreground)),
                SVGElement.text(DiagramText.truncated(label, to: 60), x: 80, y: y + 14, size: 11, paint: DiagramPaint.muted),
                SVGElement.text(grade.label, x: 80, y: y + 32, size: 13, weight: "600"),
            ] + badges).set("class", "ds-contrast")
        }
    }
}
