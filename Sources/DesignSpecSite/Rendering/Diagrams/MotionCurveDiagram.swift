import DesignSpecCore

/// An animation's easing: a timing curve plotted as progress over time from its Bézier
/// control points (with the handles drawn), or a spring plotted as a damped oscillator
/// from its response and damping fraction; with the duration labelled.
package struct MotionCurveDiagram: SVGDiagram, Hashable {
    package var id: String
    /// Where the animation is used (`기본 전환`, `Floating button / handles`).
    package var name: String
    package var animation: Animation

    package init(id: String, name: String, animation: Animation) {
        self.id = id
        self.name = name
        self.animation = animation
    }

    static let plot = (x: 44.0, y: 40.0, width: 200.0, height: 160.0)

    package func render() -> String {
        let samples: [(x: Double, y: Double)]
        let curveLabel: String
        let timeLabel: String
        let durationLine: String
        var handles: [(from: (x: Double, y: Double), to: (x: Double, y: Double))] = []
        switch animation.curve {
        case .timing(let curveName, let bezier):
            samples = MotionSampling.bezier(bezier)
            curveLabel = "\(DiagramText.truncated(curveName, to: 20)) cubic-bezier("
                + [bezier.x1, bezier.y1, bezier.x2, bezier.y2].map(SVGNumber.format).joined(separator: ", ") + ")"
            timeLabel = animation.duration.map { SVGNumber.seconds($0.seconds) } ?? "1"
            durationLine = animation.duration.map { "duration " + SVGNumber.seconds($0.seconds) } ?? "duration not set"
            handles = [((0, 0), (bezier.x1, bezier.y1)), ((1, 1), (bezier.x2, bezier.y2))]
        case .spring(let response, let damping):
            let settle = MotionSampling.springSettleTime(response: response, dampingFraction: damping)
            let span = settle > 0 ? settle : 1
            samples = MotionSampling.spring(response: response, dampingFraction: damping, duration: span)
                .map { ($0.x / span, $0.y) }
            curveLabel = "spring response \(SVGNumber.seconds(response)), damping \(SVGNumber.format(damping))"
            timeLabel = SVGNumber.seconds(settle)
            durationLine = (animation.duration.map { "duration " + SVGNumber.seconds($0.seconds) + "; " } ?? "")
                + "settles within 1% in ≈ " + SVGNumber.seconds(settle)
        }

        // The vertical range covers 0...1 and any overshoot, with a little room.
        let ys = (samples.map(\.y) + handles.map(\.to.y)).filter(\.isFinite)
        let low = min(ys.min() ?? 0, 0)
        let high = max(ys.max() ?? 1, 1)
        let plot = Self.plot
        func point(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
            let fy = high > low ? (y - low) / (high - low) : 0
            return (plot.x + min(max(x, -0.25), 1.25) * plot.width, plot.y + plot.height - fy * plot.height)
        }
        let origin = point(0, 0)
        let target = point(1, 1)

        var content: [SVGElement] = [
            SVGElement.text(DiagramText.truncated(name, to: 48), x: 12, y: 20, size: 13, weight: "600"),
            SVGElement.group([
                SVGElement.rect(x: origin.x, y: target.y, width: target.x - origin.x, height: origin.y - target.y)
                    .stroked(DiagramPaint.grid),
                SVGElement.line(x1: plot.x, y1: origin.y, x2: plot.x + plot.width, y2: origin.y).stroked(DiagramPaint.grid),
            ]).set("class", "ds-grid"),
            SVGElement.text("0", x: origin.x - 6, y: origin.y + 4, size: 11, anchor: .end, paint: DiagramPaint.muted),
            SVGElement.text("1", x: origin.x - 6, y: target.y + 4, size: 11, anchor: .end, paint: DiagramPaint.muted),
            SVGElement.text("time →", x: origin.x + plot.width / 2, y: plot.y + plot.height + 18, size: 11,
                            anchor: .middle, paint: DiagramPaint.muted),
            SVGElement.text(timeLabel, x: target.x, y: plot.y + plot.height + 18, size: 11, anchor: .end,
                            paint: DiagramPaint.muted),
            SVGElement.text("progress", x: 0, y: 0, size: 11, anchor: .middle, paint: DiagramPaint.muted)
                .set("transform", "translate(\(SVGNumber.format(14)) \(SVGNumber.format(plot.y + plot.height / 2))) rotate(-90)"),
        ]
        for handle in handles {
            let from = point(handle.from.x, handle.from.y)
            let to = point(handle.to.x, handle.to.y)
            content.append(SVGElement.group([
                SVGElement.line(x1: from.x, y1: from.y, x2: to.x, y2: to.y).stroked(DiagramPaint.muted, dashed: true),
                SVGElement.circle(cx: to.x, cy: to.y, r: 3).filled(DiagramPaint.muted),
            ]).set("class", "ds-handle"))
        }
        content.append(SVGElement.path(SVGPath.polyline(samples.map { point($0.x, $0.y) }))
            .stroked(DiagramPaint.foreground, width: 2).set("stroke-linejoin", "round").set("class", "ds-curve"))

        let info = [curveLabel, durationLine]
            + (animation.transitions.isEmpty ? [] : ["+ " + animation.transitions.joined(separator: ", ")])
        for (index, line) in info.enumerated() {
            content.append(SVGElement.text(DiagramText.truncated(line, to: 44), x: plot.x + plot.width + 20,
                                           y: plot.y + 12 + Double(index) * 18, size: 11,
                                           paint: index == 0 ? DiagramPaint.foreground : DiagramPaint.muted))
        }
        let canvas = DiagramCanvas(
            id: id, kind: "motion", width: plot.x + plot.width + 260, height: plot.y + plot.height + 28,
            title: "\(name): \(curveLabel)", description: info.joined(separator: "; ") + ".")
        return canvas.render(content)
    }
}
