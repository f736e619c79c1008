import DesignSpecCore

/// Per-device layout constants, iPhone beside iPad: lengths as bars, all to one scale so
/// rows and devices compare; other values (factors such as `1.2x`, plain numbers) as text.
package struct DeviceLayoutDiagram: SVGDiagram, Hashable {
    package struct Constant: Hashable, Sendable {
        package var name: String
        package var iphone: DesignValue
        package var ipad: DesignValue

        package init(name: String, iphone: DesignValue, ipad: DesignValue) {
            self.name = name
            self.iphone = iphone
            self.ipad = ipad
        }
    }

    package var id: String
    package var title: String
    package var constants: [Constant]

    package init(id: String, title: String = "Layout constants", constants: [Constant]) {
        self.id = id
        self.title = title
        self.constants = constants
    }

    static let rowHeight = 28.0
    static let columnWidth = 190.0

    package func render() -> String {
        let names = constants.map { DiagramText.truncated($0.name, to: 24) }
        let nameWidth = min(180, (names.map { DiagramText.estimatedWidth($0, size: 12) }.max() ?? 0) + 16)
        let largest = constants.flatMap { [Self.length($0.iphone), Self.length($0.ipad)] }.compactMap { $0 }.max() ?? 0
        let scale = largest > 0 ? (Self.columnWidth - 56) / largest : 0
        let top = 36.0
        let columns = [("iPhone", 12 + nameWidth), ("iPad", 12 + nameWidth + Self.columnWidth)]

        var content = columns.map { title, x in
            SVGElement.text(title, x: x, y: 22, size: 12, weight: "700")
        }
        for (index, constant) in constants.enumerated() {
            let y = top + Double(index) * Self.rowHeight
            var row = [SVGElement.text(names[index], x: 12, y: y + 17, size: 12)]
            for (value, x) in zip([constant.iphone, constant.ipad], columns.map(\.1)) {
                let label = Self.label(value)
                if let points = Self.length(value) {
                    let length = points * scale
                    row.append(SVGElement.rect(x: x, y: y + 6, width: length, height: 14, radius: 2)
                        .filled(DiagramPaint.accent, opacity: 0.35).set("stroke", DiagramPaint.foreground))
                    row.append(SVGElement.text(label, x: x + length + 6, y: y + 17, size: 11, paint: DiagramPaint.muted))
                } else {
                    row.append(SVGElement.text(label, x: x, y: y + 17, size: 12, weight: "600")
                        .set("font-family", DiagramPaint.monospace))
                }
            }
            content.append(SVGElement.group(row).set("class", "ds-constant"))
        }
        let canvas = DiagramCanvas(
            id: id, kind: "device-layout", width: 12 + nameWidth + 2 * Self.columnWidth,
            height: top + Double(constants.count) * Self.rowHeight + 8, title: title,
            description: constants.map { "\($0.name): iPhone \(Self.label($0.iphone)), iPad \(Self.label($0.ipad))" }
                .joined(separator: "; ") + ".")
        return canvas.render(content)
    }

    /// The value's length in points when it is a drawable length, capped at 10 000 pt.
    static func length(_ value: DesignValue) -> Double? {
        guard case .dimension(let dimension) = value, dimension.points.isFinite else { return nil }
        return min(max(dimension.points, 0), 10_000)
    }

    static func label(_ value: DesignValue) -> String {
        switch value {
        case .dimension(let dimension): SVGNumber.points(dimension.points)
        case .number(let number): SVGNumber.format(number)
        case .ratio(let ratio):
            ratio.notation == .percent ? SVGNumber.percent(ratio.value) : SVGNumber.format(ratio.value) + "x"
        case .string(let text): DiagramText.truncated(text, to: 16)
        default: "—"
        }
    }
}
