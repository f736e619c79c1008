import DesignSpecCore

/// A type style set in Korean and English sample text, each line in its line box (dashed
/// guides), with size, line height, letter spacing and weight written out.
package struct TypographySpecimen: SVGDiagram, Hashable {
    /// A line height or letter spacing: a length (`24pt`; `em` is relative to the font
    /// size) or a share of the font size (`150%`, `-2%`).
    package enum Metric: Hashable, Sendable {
        case length(Dimension)
        case ratio(Ratio)

        /// The metric in points for a font of `size` points.
        package func points(fontSize size: Double) -> Double {
            switch self {
            case .length(let dimension): dimension.unit == .em ? dimension.value * size : dimension.points
            case .ratio(let ratio): ratio.value * size
            }
        }
    }

    package var id: String
    package var name: String
    /// Family names in fallback order, as the token gives them.
    package var fontFamily: [String]
    package var size: Dimension
    package var lineHeight: Metric?
    package var letterSpacing: Metric?
    package var weight: Int?

    package static let koreanSample = "다람쥐 헌 쳇바퀴에 타고파"
    package static let englishSample = "The quick brown fox"

    package init(id: String, name: String, fontFamily: [String], size: Dimension, lineHeight: Metric? = nil,
                letterSpacing: Metric? = nil, weight: Int? = nil) {
        self.id = id
        self.name = name
        self.fontFamily = fontFamily
        self.size = size
        self.lineHeight = lineHeight
        self.letterSpacing = letterSpacing
        self.weight = weight
    }

    package func render() -> String {
        let fontSize = Self.clamp(size.points, 1, 200, fallback: 16)
        let line = Self.clamp(lineHeight?.points(fontSize: fontSize) ?? fontSize * 1.2, 1, 400, fallback: fontSize * 1.2)
        let tracking = Self.clamp(letterSpacing?.points(fontSize: fontSize) ?? 0, -50, 50, fallback: 0)
        let families = fontFamily.isEmpty ? "" : fontFamily.map(DiagramText.cssFamilyName).joined(separator: ", ") + ", "
        let samples = [Self.koreanSample, Self.englishSample]
        let textWidth = samples.map {
            DiagramText.estimatedWidth($0, size: fontSize) + Double($0.count) * tracking
        }.max() ?? 0

        let metrics = [
            "size \(SVGNumber.points(size.points))",
            "line height " + (lineHeight.map { Self.label($0, is: line) } ?? "not set (1.2 × size)"),
            "letter spacing " + (letterSpacing.map { Self.label($0, is: tracking) } ?? "0"),
            "weight " + (weight.map(String.init) ?? "regular"),
        ]
        let familyLabel = fontFamily.isEmpty ? "system font" : fontFamily.joined(separator: ", ")
        let top = 48.0
        var content: [SVGElement] = [
            SVGElement.text(DiagramText.truncated("\(name) · \(familyLabel)", to: 60), x: 12, y: 18, size: 13, weight: "600"),
            SVGElement.text(DiagramText.truncated(metrics.joined(separator: " · "), to: 90), x: 12, y: 36, size: 11,
                            paint: DiagramPaint.muted),
        ]
        let width = max(textWidth + 24, 480)
        for (index, sample) in samples.enumerated() {
            let boxTop = top + Double(index) * line
            // The text sits on a baseline placed as CSS does: half the leading above the
            // em box, the ascent at about 0.8 em.
            let baseline = boxTop + (line - fontSize) / 2 + fontSize * 0.8
            content.append(SVGElement.group([
                SVGElement.line(x1: 12, y1: boxTop, x2: width - 12, y2: boxTop).stroked(DiagramPaint.grid, dashed: true),
                SVGElement.line(x1: 12, y1: baseline, x2: width - 12, y2: baseline).stroked(DiagramPaint.grid, width: 0.5),
                SVGElement.text(sample, x: 12, y: baseline, size: fontSize,
                                weight: weight.map { String(min(max($0, 1), 1000)) })
                    .set("font-family", families + "system-ui, sans-serif")
                    .set("letter-spacing", tracking == 0 ? nil : tracking)
                    .set("lang", index == 0 ? "ko" : "en")
                    .set("class", "ds-specimen-sample"),
            ]).set("class", "ds-specimen-line"))
        }
        let bottom = top + 2 * line
        content.append(SVGElement.line(x1: 12, y1: bottom, x2: width - 12, y2: bottom).stroked(DiagramPaint.grid, dashed: true))
        let canvas = DiagramCanvas(
            id: id, kind: "typography", width: width, height: bottom + 12,
            title: "\(name): \(familyLabel)", description: metrics.joined(separator: ", ") + ".")
        return canvas.render(content)
    }

    /// The metric as given, and in points when it was given otherwise: `-2% = -0.56pt`.
    static func label(_ metric: Metric, is points: Double) -> String {
        let given = label(metric)
        let converted = SVGNumber.points(points)
        return given == converted ? given : given + " = " + converted
    }

    static func label(_ metric: Metric) -> String {
        switch metric {
        case .length(let dimension):
            dimension.unit == .em ? SVGNumber.format(dimension.value) + "em" : SVGNumber.points(dimension.points)
        case .ratio(let ratio):
            ratio.notation == .percent ? SVGNumber.percent(ratio.value) : SVGNumber.format(ratio.value) + "x"
        }
    }

    static func clamp(_ value: Double, _ low: Double, _ high: Double, fallback: Double) -> Double {
        value.isFinite ? min(max(value, low), high) : fallback
    }
}
