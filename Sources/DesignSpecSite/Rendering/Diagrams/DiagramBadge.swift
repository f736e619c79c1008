/// Pass/fail badges that read without color: a check or a cross in the text, a solid
/// outline for pass and a dashed one for fail.
enum DiagramBadge {
    static let height = 16.0

    /// One badge at (x, y) (top left); returns the element and its width.
    static func badge(_ label: String, passes: Bool, x: Double, y: Double) -> (element: SVGElement, width: Double) {
        let text = label + (passes ? " ✓" : " ✕")
        let width = DiagramText.estimatedWidth(text, size: 11) + 10
        let paint = passes ? DiagramPaint.foreground : DiagramPaint.muted
        let frame = SVGElement.rect(x: x, y: y, width: width, height: height, radius: 3)
            .filled(passes ? DiagramPaint.foreground : "none", opacity: passes ? 0.1 : nil)
            .set("stroke", paint).set("stroke-dasharray", passes ? nil : "3 2")
        let caption = SVGElement.text(text, x: x + width / 2, y: y + 11.5, size: 11, anchor: .middle,
                                      weight: passes ? "600" : nil, paint: paint)
        return (SVGElement.group([frame, caption]).set("class", passes ? "ds-pass" : "ds-fail"), width)
    }

    /// The AA, AAA and large-text AA badges of a contrast grade, left to right from x.
    static func contrast(_ grade: WCAGContrast.Grade, x: Double, y: Double) -> [SVGElement] {
        var cursor = x
        return [("AA", grade.aa), ("AAA", grade.aaa), ("AA large", grade.aaLarge)].map { label, passes in
            let (element, width) = badge(label, passes: passes, x: cursor, y: y)
            cursor += width + 6
            return element
        }
    }

    /// The grade in words, for `<desc>`: `4.53:1, passes AA, fails AAA, passes AA large text`.
    static func describe(_ grade: WCAGContrast.Grade) -> String {
        func word(_ passes: Bool) -> String { passes ? "passes" : "fails" }
        return "\(grade.label), \(word(grade.aa)) AA, \(word(grade.aaa)) AAA, \(word(grade.aaLarge)) AA large text"
    }
}
