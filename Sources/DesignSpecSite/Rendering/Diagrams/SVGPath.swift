/// Path data (`d`) built from typed commands, with numbers written by `SVGNumber`.
struct SVGPath: Sendable {
    private(set) var data = ""

    func move(_ x: Double, _ y: Double) -> SVGPath {
        appending("M\(SVGNumber.format(x)) \(SVGNumber.format(y))")
    }

    func line(_ x: Double, _ y: Double) -> SVGPath {
        appending("L\(SVGNumber.format(x)) \(SVGNumber.format(y))")
    }

    /// An elliptical arc with equal radii to (x, y); `clockwise` on screen (y down).
    func arc(radius: Double, largeArc: Bool, clockwise: Bool, to x: Double, _ y: Double) -> SVGPath {
        let r = SVGNumber.format(radius)
        return appending("A\(r) \(r) 0 \(largeArc ? 1 : 0) \(clockwise ? 1 : 0) \(SVGNumber.format(x)) \(SVGNumber.format(y))")
    }

    func close() -> SVGPath {
        appending("Z")
    }

    /// A polyline through the points, as one move and a line per further point.
    static func polyline(_ points: [(x: Double, y: Double)]) -> SVGPath {
        guard let first = points.first else { return SVGPath() }
        return points.dropFirst().reduce(SVGPath().move(first.x, first.y)) { $0.line($1.x, $1.y) }
    }

    private func appending(_ command: String) -> SVGPath {
        var copy = self
        copy.data += copy.data.isEmpty ? command : " " + command
        return copy
    }
}
