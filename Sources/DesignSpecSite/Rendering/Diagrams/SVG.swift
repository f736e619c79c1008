import DesignSpecCore

/// The one SVG builder every diagram uses: a tiny tree of elements and text, rendered to
/// markup with every attribute value and every text run passed through `HTML.escape`.
///
/// Element and attribute names are code constants; values and text may come from a doc
/// or a token file, so they are always escaped. Numbers are written with `SVGNumber`, so
/// the output is byte-identical run to run.
struct SVGElement: Sendable {
    /// The element name, a code constant.
    let name: StaticString
    /// The attributes as UTF-8 markup: ` name="value"` each, the value escaped. Names are
    /// code constants (`StaticString`), so only values need escaping.
    private var attributeMarkup: [UInt8] = []
    /// The children as UTF-8 markup: each element child after a line feed, text escaped.
    private var content: [UInt8] = []
    private var hasChildren = false
    private var holdsText = false
    /// Set for `prerendered`: `content` is the whole element's markup, written as it is.
    private var isPrerendered = false

    init(_ name: StaticString) {
        self.name = name
        // Room for the attributes of a typical element, so they are not copied as they grow.
        attributeMarkup.reserveCapacity(160)
    }

    // The builders are `consuming`: in a chain such as `SVGElement("rect").set(…).set(…)`
    // each step takes the temporary it is called on and appends in place, instead of
    // copying the element's markup at every step. Markup is kept as bytes because a diagram
    // is thousands of small appends, and appending to `[UInt8]` is cheaper than to `String`.

    /// The element with the attribute set; a `nil` value leaves the element as it was.
    consuming func set(_ attribute: StaticString, _ value: String?) -> SVGElement {
        guard let value else { return self }
        openAttribute(attribute)
        HTML.escape(value, into: &attributeMarkup)
        attributeMarkup.append(UInt8(ascii: "\""))
        return self
    }

    consuming func set(_ attribute: StaticString, _ value: Double?) -> SVGElement {
        guard let value else { return self }
        openAttribute(attribute)
        SVGNumber.write(value, to: &attributeMarkup)  // digits, `.` and `-`: nothing to escape
        attributeMarkup.append(UInt8(ascii: "\""))
        return self
    }

    consuming func set(_ attribute: StaticString, _ value: Int) -> SVGElement {
        openAttribute(attribute)
        attributeMarkup.append(contentsOf: String(value).utf8)
        attributeMarkup.append(UInt8(ascii: "\""))
        return self
    }

    private mutating func openAttribute(_ attribute: StaticString) {
        attributeMarkup.append(UInt8(ascii: " "))
        attributeMarkup.append(attribute)
        attributeMarkup.append(contentsOf: "=\"".utf8)
    }

    /// The element with the children appended, each on its own line.
    consuming func adding(_ elements: [SVGElement]) -> SVGElement {
        for element in elements {
            content.append(UInt8(ascii: "\n"))
            element.write(to: &content)
        }
        hasChildren = hasChildren || !elements.isEmpty
        return self
    }

    /// The element with a run of text appended. An element holds either elements or text,
    /// never both: `<text>` is written on one line, because whitespace in it is significant.
    consuming func adding(text: String) -> SVGElement {
        HTML.escape(text, into: &content)
        hasChildren = true
        holdsText = true
        return self
    }

    /// The markup. Elements that hold elements put each child on its own line, so golden
    /// files diff line by line; elements that hold text are written on one line.
    var markup: String {
        String(knownValidUTF8: markupBytes)
    }

    /// `markup` as UTF-8.
    var markupBytes: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(2 * name.utf8CodeUnitCount + attributeMarkup.count + content.count + 8)
        write(to: &bytes)
        return bytes
    }

    /// An element whose markup was written before (`markupBytes`), for a diagram part
    /// drawn once and placed again: it writes exactly those bytes.
    static func prerendered(_ markup: [UInt8]) -> SVGElement {
        var element = SVGElement("g")
        element.content = markup
        element.isPrerendered = true
        return element
    }

    private func write(to out: inout [UInt8]) {
        if isPrerendered {
            out += content
            return
        }
        out.append(UInt8(ascii: "<"))
        out.append(name)
        out += attributeMarkup
        guard hasChildren else {
            out.append(contentsOf: "/>".utf8)
            return
        }
        out.append(UInt8(ascii: ">"))
        out += content
        if !holdsText { out.append(UInt8(ascii: "\n")) }
        out.append(contentsOf: "</".utf8)
        out.append(name)
        out.append(UInt8(ascii: ">"))
    }
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
