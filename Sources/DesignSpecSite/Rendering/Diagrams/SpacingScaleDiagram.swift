import DesignSpecCore

/// A spacing scale: one bar per step, all to one scale, each labelled in points, over a
/// faint 4 pt grid.
package struct SpacingScaleDiagram: SVGDiagram, Hashable {
    package struct Step: Hashable, Sendable {
        /// The step's name as the doc or token file gives it (`Spacing.medium`, `섹션 간 간격`).
        package var label: String
        package var value: Dimension

        package init(label: String, value: Dimension) {
            self.label = label
            self.value = value
        }
    }

    package var id: String
    package var title: String
    package var steps: [Step]

    package init(id: String, title: String = "Spacing scale", steps: [Step]) {
        self.id = id
        self.title = title
        self.steps = steps
    }

    static let rowHeight = 24.0
    static let maximumBarWidth = 320.0

    package func render() -> String {
        let labels = steps.map { DiagramText.truncated($0.label, to: 28) }
        let labelWidth = min(200, (labels.map { DiagramText.estimatedWidth($0, size: 12) }.max() ?? 0) + 16)
        let largest = steps.map { Self.drawable($0.value.points) }.max() ?? 0
        // As large as fits, up to six pixels per point, so small steps stay visible.
        let scale = largest > 0 ? min(6, Self.maximumBarWidth / largest) : 6
        let barsWidth = largest * scale
        let top = 12.0
        let height = top + Double(steps.count) * Self.rowHeight + 8
        let width = 12 + labelWidth + barsWidth + 64

        var grid: [SVGElement] = []
        if scale * 4 >= 6 {
            var mark = 0.0
            while mark <= largest {
                let x = 12 + labelWidth + mark * scale
                grid.append(SVGElement.line(x1: x, y1: top, x2: x, y2: height - 8)
                    .stroked(DiagramPaint.grid, width: mark.truncatingRemainder(dividingBy: 16) == 0 ? 0.6 : 0.3))
                mark += 4
            }
        }
        let rows = steps.enumerated().map { index, step -> SVGElement in
            let y = top + Double(index) * Self.rowHeight
            let length = Self.drawable(step.value.points) * scale
            return SVGElement.group([
                SVGElement.text(labels[index], x: 12, y: y + 16, size: 12),
                SVGElement.rect(x: 12 + labelWidth, y: y + 5, width: length, height: 14, radius: 2)
                    .filled(DiagramPaint.accent, opacity: 0.35).set("stroke", DiagramPaint.foreground),
                SVGElement.text(SVGNumber.points(step.value.points), x: 12 + labelWidth + length + 6, y: y + 16,
                                size: 11, paint: DiagramPaint.muted),
            ]).set("class", "ds-step")
        }
        let canvas = DiagramCanvas(
            id: id, kind: "spacing", width: width, height: height, title: title,
            description: steps.map { "\($0.label): \(SVGNumber.points($0.value.points))" }.joined(separator: ", ") + ".")
        return canvas.render([SVGElement.group(grid).set("class", "ds-grid")] + rows)
    }

    /// The length drawn for a value: negative and non-finite lengths draw as nothing, and
    /// anything past 10 000 pt is capped so one bad value cannot blow up the diagram.
    static func drawable(_ points: Double) -> Double {
        points.isFinite ? min(max(points, 0), 10_000) : 0
    }
}
