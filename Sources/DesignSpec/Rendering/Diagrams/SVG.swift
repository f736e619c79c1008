/// The one SVG builder every diagram uses: a tiny tree of elements and text, rendered to
/// markup with every attribute value and every text run passed through `HTML.escape`.
///
/// Element and attribute names are code constants; values and text may come from a doc
/// or a token file, so they are always escaped. Numbers are written with `SVGNumber`, so
/// the output is byte-identical run to run.
struct SVGElement: Sendable {
    let name: String
    private(set) var attributes: [(name: String, value: String)] = []
    private(set) var children: [SVGNode] = []

    init(_ name: String) {
        self.name = name
    }

    /// A copy with the attribute set; a `nil` value leaves the element as it was.
    func set(_ attribute: String, _ value: String?) -> SVGElement {
        guard let value else { return self }
        var copy = self
        copy.attributes.append((attribute, value))
        return copy
    }

    func set(_ attribute: String, _ value: Double?) -> SVGElement {
        set(attribute, value.map(SVGNumber.format))
    }

    func set(_ attribute: String, _ value: Int) -> SVGElement {
        set(attribute, String(value))
    }

    /// A copy with the children appended.
    func adding(_ nodes: [SVGNode]) -> SVGElement {
        var copy = self
        copy.children += nodes
        return copy
    }

    func adding(_ elements: [SVGElement]) -> SVGElement {
        adding(elements.map(SVGNode.element))
    }

    func adding(text: String) -> SVGElement {
        adding([SVGNode.text(text)])
    }

    /// The markup. Elements that hold only elements put each child on its own line, so
    /// golden files diff line by line; elements that hold text are written on one line,
    /// because whitespace inside `<text>` is significant.
    var markup: String {
        var out = ""
        write(to: &out)
        return out
    }

    private func write(to out: inout String) {
        out += "<" + name
        for attribute in attributes {
            out += " " + HTML.escape(attribute.name) + "=\"" + HTML.escape(attribute.value) + "\""
        }
        guard !children.isEmpty else {
            out += "/>"
            return
        }
        out += ">"
        let holdsText = children.contains { if case .text = $0 { true } else { false } }
        for child in children {
            switch child {
            case .text(let text):
                out += HTML.escape(text)
            case .element(let element):
                if !holdsText { out += "\n" }
                element.write(to: &out)
            }
        }
        if !holdsText { out += "\n" }
        out += "</" + name + ">"
    }
}

/// A child of an `SVGElement`: an element, or a run of text (escaped when written).
enum SVGNode: Sendable {
    case element(SVGElement)
    case text(String)
}

extension SVGElement {
    static func group(_ children: [SVGElement]) -> SVGElement {
        SVGElement("g").adding(children)
    }

    static func rect(x: Double, y: Double, width: Double, height: Double, radius: Double? = nil) -> SVGElement {
        SVGElement("rect").set("x", x).set("y", y).set("width", max(0, width)).set("height", max(0, height))
            .set("rx", radius)
    }

    static func circle(cx: Double, cy: Double, r: Double) -> SVGElement {
        SVGElement("circle").set("cx", cx).set("cy", cy).set("r", max(0, r))
    }

    static func line(x1: Double, y1: Double, x2: Double, y2: Double) -> SVGElement {
        SVGElement("line").set("x1", x1).set("y1", y1).set("x2", x2).set("y2", y2)
    }

    static func path(_ path: SVGPath) -> SVGElement {
        SVGElement("path").set("d", path.data)
    }

    /// A text run in the diagram's foreground color (or `paint`), at `size` px.
    static func text(
        _ string: String, x: Double, y: Double, size: Double = 12,
        anchor: TextAnchor = .start, weight: String? = nil, paint: String = DiagramPaint.foreground
    ) -> SVGElement {
        SVGElement("text").set("x", x).set("y", y).set("font-size", size)
            .set("text-anchor", anchor == .start ? nil : anchor.rawValue)
            .set("font-weight", weight)
            .set("fill", paint)
            .adding(text: string)
    }

    enum TextAnchor: String, Sendable {
        case start, middle, end
    }

    /// Stroke without fill, in `paint`.
    func stroked(_ paint: String, width: Double = 1, dashed: Bool = false) -> SVGElement {
        set("fill", "none").set("stroke", paint).set("stroke-width", width)
            .set("stroke-dasharray", dashed ? "4 3" : nil)
    }

    func filled(_ paint: String, opacity: Double? = nil) -> SVGElement {
        set("fill", paint).set("fill-opacity", opacity)
    }
}
