import DesignSpecCore

/// The palette index convention: every index as a dot under its tone group, then one row
/// per preview pick (3-dot, 5-dot...) with the picked indices enlarged and numbered.
package struct PaletteIndexPreview: SVGDiagram, Hashable {
    package struct Group: Hashable, Sendable {
        package var name: String
        package var range: ClosedRange<Int>

        package init(name: String, range: ClosedRange<Int>) {
            self.name = name
            self.range = range
        }
    }

    package var id: String
    package var total: Int
    package var groups: [Group]
    package var picks: [[Int]]
    /// The palette's colors by index, when known; otherwise dots are shaded by group.
    package var colors: [Color]

    package init(id: String, total: Int = 30, groups: [Group], picks: [[Int]], colors: [Color] = []) {
        self.id = id
        self.total = total
        self.groups = groups
        self.picks = picks
        self.colors = colors
    }

    /// At most this many indices are drawn.
    static let maximumTotal = 120
    static let spacing = 16.0
    static let left = 64.0

    package func render() -> String {
        let count = min(max(total, 0), Self.maximumTotal)
        func x(_ index: Int) -> Double { Self.left + Double(index) * Self.spacing + Self.spacing / 2 }
        var content: [SVGElement] = []

        for (number, group) in groups.enumerated() {
            let low = max(group.range.lowerBound, 0)
            let high = min(group.range.upperBound, count - 1)
            guard low <= high else { continue }
            let (start, end) = (x(low) - 6, x(high) + 6)
            let tone = Self.tone(number, of: groups.count)
            let dots = (low...high).map { index in
                dot(index, x: x(index), y: 48, radius: 5, tone: tone)
            }
            content.append(SVGElement.group([
                SVGElement.text("\(DiagramText.truncated(group.name, to: 12)) \(low)–\(high)", x: (start + end) / 2, y: 20,
                                size: 11, anchor: .middle),
                SVGElement.path(SVGPath().move(start, 32).line(start, 28).line(end, 28).line(end, 32))
                    .stroked(DiagramPaint.muted),
                SVGElement.text(String(low), x: x(low), y: 68, size: 11, anchor: .middle, paint: DiagramPaint.muted),
            ] + (number == groups.count - 1 || high < low + 2 ? [
                SVGElement.text(String(high), x: x(high), y: 68, size: 11, anchor: .middle, paint: DiagramPaint.muted),
            ] : []) + dots).set("class", "ds-palette-group"))
        }
        content.append(SVGElement.text("index", x: 12, y: 52, size: 11, paint: DiagramPaint.muted))

        var descriptions: [String] = []
        for (row, pick) in picks.prefix(8).enumerated() {
            let y = 104 + Double(row) * 32
            let inRange = pick.filter { (0..<count).contains($0) }
            let label = "\(pick.count)-dot"
            var elements = [SVGElement.text(label, x: 12, y: y + 4, size: 11, weight: "600")]
            for index in 0..<count where !inRange.contains(index) {
                elements.append(SVGElement.circle(cx: x(index), cy: y, r: 2).filled(DiagramPaint.grid))
            }
            for index in inRange {
                elements.append(dot(index, x: x(index), y: y, radius: 6, tone: tone(ofIndex: index)))
                elements.append(SVGElement.text(String(index), x: x(index), y: y - 10, size: 11, anchor: .middle))
            }
            let listed = pick.map(String.init).joined(separator: ", ")
            let outside = pick.filter { !(0..<count).contains($0) }
            if !outside.isEmpty {
                elements.append(SVGElement.text("outside 0–\(count - 1): " + outside.map(String.init).joined(separator: ", "),
                                                x: x(count) + 4, y: y + 4, size: 11, paint: DiagramPaint.foreground))
            }
            content.append(SVGElement.group(elements).set("class", "ds-palette-pick"))
            descriptions.append("\(label) preview: indices \(listed)")
        }

        // Room on the right only for the "outside 0–N" notes.
        let hasOutside = picks.prefix(8).contains { $0.contains { !(0..<count).contains($0) } }
        let groupText = groups.map { "\($0.name) \($0.range.lowerBound)–\($0.range.upperBound)" }.joined(separator: ", ")
        let canvas = DiagramCanvas(
            id: id, kind: "palette-index", width: x(count) + (hasOutside ? 120 : 16), height: 104 + Double(min(picks.count, 8)) * 32,
            title: "Palette indices 0–\(max(count - 1, 0))" + (groupText.isEmpty ? "" : ": \(groupText)"),
            description: (descriptions.isEmpty ? "No previews." : descriptions.joined(separator: "; ") + "."))
        return canvas.render(content)
    }

    /// A dot for `index`: the palette color when known, else a grey of the group's tone
    /// (literal, like a swatch, so "dark" stays dark on a dark page).
    private func dot(_ index: Int, x: Double, y: Double, radius: Double, tone: Double) -> SVGElement {
        let circle = SVGElement.circle(cx: x, cy: y, r: radius).set("stroke", DiagramPaint.muted)
        if index < colors.count {
            return circle.filled(colors[index])
        }
        return circle.filled(Color(red: tone, green: tone, blue: tone))
    }

    private func tone(ofIndex index: Int) -> Double {
        guard let number = groups.firstIndex(where: { $0.range.contains(index) }) else { return 0.55 }
        return Self.tone(number, of: groups.count)
    }

    /// The grey level of a group, from dark (first group) to light (last).
    static func tone(_ number: Int, of count: Int) -> Double {
        count <= 1 ? 0.55 : 0.2 + 0.65 * Double(number) / Double(count - 1)
    }
}
