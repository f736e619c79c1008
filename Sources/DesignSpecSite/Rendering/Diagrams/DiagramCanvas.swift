/// The root `<svg>` every diagram is drawn in: a viewBox, `role="img"`, a `<title>` and a
/// `<desc>` that `aria-labelledby` and `aria-describedby` point at, and ids made unique by
/// the caller's prefix.
struct DiagramCanvas: Sendable {
    /// The id prefix, reduced to letters, digits, `-` and `_` so it is one token in an
    /// `aria-labelledby` list; empty becomes `ds-diagram`.
    let id: String
    /// The diagram kind, used in the class (`ds-diagram ds-diagram-swatch`).
    let kind: String
    let width: Double
    let height: Double
    let title: String
    let description: String

    init(id: String, kind: String, width: Double, height: Double, title: String, description: String) {
        self.id = DiagramCanvas.sanitizedID(id)
        self.kind = kind
        self.width = width
        self.height = height
        self.title = title
        self.description = description
    }

    /// The `<svg>` markup around `content`.
    func render(_ content: [SVGElement]) -> String {
        let titleID = id + "-title"
        let descID = id + "-desc"
        return SVGElement("svg")
            .set("id", id)
            .set("class", "ds-diagram ds-diagram-\(kind)")
            .set("viewBox", "0 0 \(SVGNumber.format(width)) \(SVGNumber.format(height))")
            .set("width", width)
            .set("height", height)
            .set("role", "img")
            .set("aria-labelledby", titleID)
            .set("aria-describedby", descID)
            .set("font-family", "system-ui, -apple-system, sans-serif")
            .adding([
                SVGElement("title").set("id", titleID).adding(text: title),
                SVGElement("desc").set("id", descID).adding(text: description),
            ])
            .adding(content)
            .markup
    }

    static func sanitizedID(_ id: String) -> String {
        // One ASCII byte per scalar: the scalar itself when it is kept, else `-`.
        var kept: [UInt8] = []
        kept.reserveCapacity(id.utf8.count + 3)
        for scalar in id.unicodeScalars {
            let value = scalar.value
            let isKept = value < 0x80 && (UInt8(value).isASCIILetter || UInt8(value).isASCIIDigit || value == 0x2D || value == 0x5F)
            kept.append(isKept ? UInt8(value) : 0x2D)
        }
        guard let first = kept.first else { return "ds-diagram" }
        // An id should start with a letter.
        if !first.isASCIILetter { kept.insert(contentsOf: "ds-".utf8, at: 0) }
        return String(decoding: kept, as: UTF8.self)
    }
}

/// A diagram: a pure function from its typed input to an SVG string.
package protocol SVGDiagram: Sendable {
    /// The inline `<svg>` markup, byte-identical for the same input.
    func render() -> String
}
