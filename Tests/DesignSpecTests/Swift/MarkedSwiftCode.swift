@testable import DesignSpecCore

/// Test source with position markers, in the manner of swift-format's `1️⃣`: circled
/// numbers `①`…`⑳` are removed from the code, and each one's place (the character after
/// it, 1-based line and column in the code) is kept.
struct MarkedSwiftCode {
    static let markers: [Character] = Array("①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮⑯⑰⑱⑲⑳")

    var code = ""
    private var places: [Int: (line: Int, column: Int)] = [:]

    init(_ marked: String) {
        var line = 1, column = 1
        for c in marked {
            if let n = Self.markers.firstIndex(of: c) {
                places[n + 1] = (line, column)
                continue
            }
            code.append(c)
            if c.isNewline { line += 1; column = 1 } else { column += 1 }
        }
    }

    /// Where marker `n` sits in the .md file when the code starts at `origin`.
    func location(_ n: Int, origin: DesignSpecCore.SourceLocation) -> DesignSpecCore.SourceLocation {
        let place = places[n]!
        return DesignSpecCore.SourceLocation(file: origin.file, line: origin.line + place.line - 1, column: origin.column + place.column - 1)
    }
}

/// A literal reduced to what the tests compare.
struct ScannedLiteral: Hashable, CustomStringConvertible {
    var kind: LiteralKind
    var value: DesignValue
    var start: DesignSpecCore.SourceLocation
    var interactive: Bool

    init(_ kind: LiteralKind, _ value: DesignValue, _ start: DesignSpecCore.SourceLocation, interactive: Bool = false) {
        self.kind = kind
        self.value = value
        self.start = start
        self.interactive = interactive
    }

    init(_ literal: RecipeLiteral) {
        self.init(literal.kind, literal.value, literal.range.start, interactive: literal.isInteractive)
    }

    var description: String { "\(kind) \(value) @\(start)\(interactive ? " interactive" : "")" }
}

func scanPt(_ v: Double) -> DesignValue { .dimension(Dimension(v, .pt)) }
