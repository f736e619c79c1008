import DesignSpecCore

/// A recipe's visual frame against the minimum tap target (44×44 pt, Apple HIG), both to
/// scale and centered on each other, with a pass/fail label.
package struct TapTargetDiagram: SVGDiagram, Hashable {
    package var id: String
    /// The recipe's name (`Toolbar Icon Button`).
    package var name: String
    /// The frame's width; an infinite width (`maxWidth: .infinity`) is drawn cut off.
    package var width: Dimension
    package var height: Dimension
    package var minimum: Dimension

    package init(id: String, name: String, width: Dimension, height: Dimension, minimum: Dimension = Dimension(44, .pt)) {
        self.id = id
        self.name = name
        self.width = width
        self.height = height
        self.minimum = minimum
    }

    /// Whether the frame is at least the minimum in both directions.
    package var passes: Bool {
        Self.meets(width.points, minimum.points) && Self.meets(height.points, minimum.points)
    }

    static let scale = 2.0
    /// The largest side drawn, in points; longer sides are cut off (and labelled as given).
    static let drawnLimit = 120.0

    package func render() -> String {
        let minimumSide = Self.drawn(minimum.points)
        let frame = (width: Self.drawn(width.points), height: Self.drawn(height.points))
        let box = (width: max(frame.width, minimumSide) * Self.scale, height: max(frame.height, minimumSide) * Self.scale)
        let canvasWidth = max(box.width + 24, 280)
        let cx = canvasWidth / 2
        let cy = 32 + box.height / 2
        let sizeLabel = "\(Self.label(width)) × \(Self.label(height)) pt"
        let minimumLabel = "\(SVGNumber.format(minimum.points)) × \(SVGNumber.format(minimum.points)) pt minimum"
        let verdict = passes ? "✓ meets the \(minimumLabel)" : "✕ below the \(minimumLabel)"
        let content: [SVGElement] = [
            SVGElement.text(DiagramText.truncated(name, to: 40), x: 12, y: 18, size: 13, weight: "600"),
            SVGElement.rect(x: cx - frame.width * Self.scale / 2, y: cy - frame.height * Self.scale / 2,
                            width: frame.width * Self.scale, height: frame.height * Self.scale, radius: 4)
                .filled(DiagramPaint.accent, opacity: 0.2).set("stroke", DiagramPaint.foreground)
                .set("stroke-width", 1.5).set("class", "ds-frame"),
            SVGElement.rect(x: cx - minimumSide * Self.scale / 2, y: cy - minimumSide * Self.scale / 2,
                            width: minimumSide * Self.scale, height: minimumSide * Self.scale)
                .stroked(passes ? DiagramPaint.muted : DiagramPaint.foreground, width: 1.5, dashed: true)
                .set("class", "ds-minimum"),
            SVGElement.text("frame \(sizeLabel)", x: 12, y: cy + box.height / 2 + 22, size: 12),
            SVGElement.text("dashed: \(minimumLabel)", x: 12, y: cy + box.height / 2 + 40, size: 11,
                            paint: DiagramPaint.muted),
            SVGElement.text(verdict, x: 12, y: cy + box.height / 2 + 60, size: 12, weight: "700")
                .set("class", passes ? "ds-pass" : "ds-fail"),
        ]
        let canvas = DiagramCanvas(
            id: id, kind: "tap-target", width: canvasWidth, height: cy + box.height / 2 + 72,
            title: "\(name): tap target \(sizeLabel)",
            description: "Frame \(sizeLabel) \(passes ? "meets" : "is below") the \(minimumLabel).")
        return canvas.render(content)
    }

    static func meets(_ side: Double, _ minimum: Double) -> Bool {
        side.isNaN ? false : side >= minimum
    }

    static func drawn(_ points: Double) -> Double {
        points.isNaN ? 0 : min(max(points, 0), drawnLimit)
    }

    static func label(_ dimension: Dimension) -> String {
        dimension.points.isInfinite ? (dimension.points > 0 ? "∞" : "−∞") : SVGNumber.format(dimension.points)
    }
}
