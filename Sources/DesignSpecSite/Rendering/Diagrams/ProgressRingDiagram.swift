import DesignSpecCore
import Foundation

/// The circular progress ring recipe on a phone-width frame: the ring's size as a share of
/// the screen width, its line width, a track under the progress arc, round caps. The arc
/// starts at 12 o'clock and runs clockwise to the progress, so as time runs out the
/// remaining arc shrinks counter-clockwise back to 12 o'clock. Under `redThreshold` the
/// progress color is forced to red.
package struct ProgressRingDiagram: SVGDiagram, Hashable {
    package var id: String
    package var lineWidth: DesignSpecCore.Dimension
    /// The ring's size as a share of the screen width (`화면 너비의 72%`).
    package var sizeRatio: Ratio
    package var screenWidth: DesignSpecCore.Dimension
    package var trackColor: Color
    package var progressColor: Color
    /// The share left, 0...1.
    package var progress: Double
    /// Below this share the progress is drawn in `redColor`.
    package var redThreshold: Double
    package var redColor: Color

    package init(
        id: String, lineWidth: DesignSpecCore.Dimension, sizeRatio: Ratio, screenWidth: DesignSpecCore.Dimension = DesignSpecCore.Dimension(390, .pt),
        trackColor: Color, progressColor: Color, progress: Double, redThreshold: Double = 0.05,
        redColor: Color = Color(red: 1, green: 59.0 / 255, blue: 48.0 / 255)
    ) {
        self.id = id
        self.lineWidth = lineWidth
        self.sizeRatio = sizeRatio
        self.screenWidth = screenWidth
        self.trackColor = trackColor
        self.progressColor = progressColor
        self.progress = progress
        self.redThreshold = redThreshold
        self.redColor = redColor
    }

    /// The levels `renderLevels()` shows by default: full, two partial, and one in the red.
    package static let defaultLevels = [1.0, 0.6, 0.25, 0.04]

    static let phoneWidth = 195.0
    static let phoneHeight = 300.0
    static let column = 219.0

    /// The ring at `progress`, on a phone frame, with its measurements written beside it.
    package func render() -> String {
        let level = clampedProgress(progress)
        let notes = [
            "screen width \(SVGNumber.points(screenWidth.points))",
            "ring \(SVGNumber.percent(sizeRatio.value)) of \(sizeRatio.of ?? "screen width") = \(SVGNumber.points(ringSize))",
            "line width \(SVGNumber.points(lineWidth.points)), round caps",
            "track \(colorLabel(trackColor))",
            "progress \(colorLabel(progressColor))",
            "red \(colorLabel(redColor)) under \(SVGNumber.percent(redThreshold))",
            "arc runs clockwise from 12 o'clock",
            "shrinks counter-clockwise as time runs out",
        ]
        let annotations = notes.enumerated().map { index, note in
            SVGElement.text(DiagramText.truncated(note, to: 48), x: Self.column + 12, y: 48 + Double(index) * 20, size: 11,
                            paint: index < 3 ? DiagramPaint.foreground : DiagramPaint.muted)
        }
        let canvas = DiagramCanvas(
            id: id, kind: "progress-ring", width: Self.column + 300, height: Self.phoneHeight + 60,
            title: "Progress ring at \(SVGNumber.percent(level))",
            description: notes.joined(separator: "; ") + ". " + levelDescription(level))
        return canvas.render([phone(level: level, x: 12, y: 24, detailed: true)] + annotations)
    }

    /// The ring at each of `levels`, side by side, each captioned with its share (and
    /// `red` when forced red).
    package func renderLevels(_ levels: [Double] = ProgressRingDiagram.defaultLevels) -> String {
        let shown = levels.prefix(8).map(clampedProgress)
        let canvas = DiagramCanvas(
            id: id, kind: "progress-ring-levels", width: Double(max(shown.count, 1)) * Self.column + 12,
            height: Self.phoneHeight + 60,
            title: "Progress ring at " + shown.map(SVGNumber.percent).joined(separator: ", "),
            description: "A ring \(SVGNumber.percent(sizeRatio.value)) of a \(SVGNumber.points(screenWidth.points)) screen "
                + "(\(SVGNumber.points(ringSize))), line width \(SVGNumber.points(lineWidth.points)). "
                + "Arcs run clockwise from 12 o'clock and shrink counter-clockwise as time runs out. "
                + shown.map(levelDescription).joined(separator: " "))
        return canvas.render(shown.enumerated().map { index, level in
            phone(level: level, x: 12 + Double(index) * Self.column, y: 24, detailed: false)
        })
    }

    // MARK: - Drawing

    /// The ring's diameter in points.
    var ringSize: Double { finite(sizeRatio.value) * finite(screenWidth.points) }

    func isRed(_ level: Double) -> Bool { level < redThreshold }

    private func clampedProgress(_ value: Double) -> Double {
        value.isFinite ? min(max(value, 0), 1) : 0
    }

    private func finite(_ value: Double) -> Double {
        value.isFinite ? max(value, 0) : 0
    }

    private func colorLabel(_ color: Color) -> String {
        let hex = DiagramPaint.literal(color)
        return DiagramPaint.opacity(color).map { "\(hex) at \(SVGNumber.percent($0))" } ?? hex
    }

    private func levelDescription(_ level: Double) -> String {
        "Shown at \(SVGNumber.percent(level))" + (isRed(level) ? ", in red (under \(SVGNumber.percent(redThreshold)))." : ".")
    }

    /// One phone frame at (x, y) holding the ring at `level`, captioned below; `detailed`
    /// adds the screen width and the ring's measured size.
    private func phone(level: Double, x: Double, y: Double, detailed: Bool) -> SVGElement {
        let screen = finite(screenWidth.points)
        let scale = screen > 0 ? Self.phoneWidth / screen : 0
        let diameter = min(ringSize * scale, Self.phoneWidth)
        let stroke = min(finite(lineWidth.points) * scale, diameter / 2)
        let radius = max(diameter / 2 - stroke / 2, 0)
        let cx = x + Self.phoneWidth / 2
        let cy = y + Self.phoneHeight / 2 - 10
        let red = isRed(level)
        let arcColor = red ? redColor : progressColor

        var ring: [SVGElement] = [
            SVGElement.circle(cx: cx, cy: cy, r: radius).set("fill", "none")
                .set("stroke", DiagramPaint.literal(trackColor))
                .set("stroke-opacity", DiagramPaint.opacity(trackColor)).set("stroke-width", stroke)
                .set("class", "ds-ring-track"),
        ]
        let arcStyle: (SVGElement) -> SVGElement = {
            $0.set("fill", "none").set("stroke", DiagramPaint.literal(arcColor))
                .set("stroke-opacity", DiagramPaint.opacity(arcColor)).set("stroke-width", stroke)
                .set("stroke-linecap", "round").set("class", "ds-ring-progress")
        }
        if level >= 1 {
            ring.append(arcStyle(SVGElement.circle(cx: cx, cy: cy, r: radius)))
        } else if level > 0 {
            let angle = level * 2 * Double.pi
            let path = SVGPath().move(cx, cy - radius)
                .arc(radius: radius, largeArc: level > 0.5, clockwise: true,
                     to: cx + radius * sin(angle), cy - radius * cos(angle))
            ring.append(arcStyle(SVGElement.path(path)))
        }
        let dimensionY = cy + diameter / 2 + 14
        let caption = SVGNumber.percent(level) + (red ? " · red" : "")
        let measurements: [SVGElement] = [
            SVGElement.text(SVGNumber.points(screen), x: cx, y: y - 8, size: 11, anchor: .middle, paint: DiagramPaint.muted),
            SVGElement.line(x1: cx - diameter / 2, y1: dimensionY, x2: cx + diameter / 2, y2: dimensionY)
                .stroked(DiagramPaint.muted),
            SVGElement.line(x1: cx - diameter / 2, y1: dimensionY - 4, x2: cx - diameter / 2, y2: dimensionY + 4)
                .stroked(DiagramPaint.muted),
            SVGElement.line(x1: cx + diameter / 2, y1: dimensionY - 4, x2: cx + diameter / 2, y2: dimensionY + 4)
                .stroked(DiagramPaint.muted),
            SVGElement.text("\(SVGNumber.percent(sizeRatio.value)) · \(SVGNumber.points(ringSize))",
                            x: cx, y: dimensionY + 14, size: 11, anchor: .middle, paint: DiagramPaint.muted),
        ]
        return SVGElement.group([
            SVGElement.rect(x: x, y: y, width: Self.phoneWidth, height: Self.phoneHeight, radius: 24)
                .stroked(DiagramPaint.grid, width: 1.5),
        ] + ring + [
            SVGElement.text(SVGNumber.percent(level), x: cx, y: cy + 9, size: 24, anchor: .middle, weight: "700")
                .set("font-family", DiagramPaint.monospace),
            SVGElement.text(caption, x: cx, y: y + Self.phoneHeight + 24, size: detailed ? 12 : 18, anchor: .middle,
                            weight: "600"),
        ] + (detailed ? measurements : [])).set("class", red ? "ds-phone ds-red" : "ds-phone")
    }
}
