import DesignSpecCore

/// A corner radius to scale: a rounded card with the radius' circle drawn in its corner
/// and the value labelled.
package struct CornerRadiusPreview: SVGDiagram, Hashable {
    package var id: String
    package var name: String
    package var radius: Dimension

    package init(id: String, name: String = "cornerRadius", radius: Dimension) {
        self.id = id
        self.name = name
        self.radius = radius
    }

    static let card = (width: 120.0, height: 80.0)
    static let scale = 1.5

    package func render() -> String {
        let given = radius.points
        // A radius larger than half the short side draws as a capsule, as SwiftUI does.
        let drawn = given.isFinite ? min(max(given, 0), Self.card.height / 2) : 0
        let (x, y) = (12.0, 30.0)
        let (width, height) = (Self.card.width * Self.scale, Self.card.height * Self.scale)
        let r = drawn * Self.scale
        let label = "\(DiagramText.truncated(name, to: 32)) \(SVGNumber.points(given))"
        var content: [SVGElement] = [
            SVGElement.text(label, x: x, y: 20, size: 13, weight: "600"),
            SVGElement.rect(x: x, y: y, width: width, height: height, radius: r)
                .filled(DiagramPaint.accent, opacity: 0.15).set("stroke", DiagramPaint.foreground)
                .set("stroke-width", 1.5).set("class", "ds-card"),
        ]
        if r > 0 {
            content.append(SVGElement.group([
                SVGElement.circle(cx: x + r, cy: y + r, r: r).stroked(DiagramPaint.muted, dashed: true),
                SVGElement.line(x1: x + r, y1: y + r, x2: x, y2: y + r).stroked(DiagramPaint.muted),
                SVGElement.circle(cx: x + r, cy: y + r, r: 2).filled(DiagramPaint.muted),
            ]).set("class", "ds-radius-guide"))
        }
        content.append(SVGElement.text("r = \(SVGNumber.points(given)) (drawn at \(SVGNumber.format(Self.scale))×)",
                                       x: x, y: y + height + 18, size: 11, paint: DiagramPaint.muted))
        let canvas = DiagramCanvas(
            id: id, kind: "corner-radius", width: width + 24 + 40, height: y + height + 28,
            title: label, description: "A \(SVGNumber.points(Self.card.width)) by \(SVGNumber.points(Self.card.height)) card with corner radius \(SVGNumber.points(given)).")
        return canvas.render(content)
    }
}
