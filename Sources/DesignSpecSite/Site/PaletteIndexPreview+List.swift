import DesignSpecCore
import Foundation

extension PaletteIndexPreview {
    /// The preview of a list of palette index facts, each item `label: value` with the value
    /// parsed by `ValueParser` (text after ` — ` is a comment): the range starting at 0 that
    /// holds every other range is the whole palette (`테마 컬러: 0–29`), the other ranges are
    /// its tone groups (`dark: 0–9`), and integer lists are the picks (`3-dot preview:
    /// [4, 14, 24]`). Nil unless the list has the palette, a group and a pick.
    init?(id: String, list: Markdown.List) {
        var ranges: [(label: String, range: ClosedRange<Int>)] = []
        var picks: [[Int]] = []
        for item in list.items {
            guard case .paragraph(let paragraph)? = item.blocks.first else { continue }
            let text = paragraph.inlines.plainText
            // Most items are prose with no colon at all: a look at the bytes says so without
            // walking the text's characters (a `:` character always holds the byte).
            guard text.utf8.contains(UInt8(ascii: ":")), let colon = text.firstIndex(of: ":") else { continue }
            let label = text[..<colon].trimmingCharacters(in: .whitespaces)
            var rest = String(text[text.index(after: colon)...])
            if let dash = rest.range(of: " — ") { rest = String(rest[..<dash.lowerBound]) }
            switch ValueParser.parse(rest).value {
            case .range(let lower, let upper)?:
                guard let low = Self.integer(lower), let high = Self.integer(upper), low <= high else { continue }
                ranges.append((label, low...high))
            case .list(let values)?:
                let indices = values.compactMap { value -> Int? in
                    switch value {
                    case .number(let number): Self.integer(number)
                    case .dimension(let dimension) where dimension.unit == .unitless: Self.integer(dimension.value)
                    default: nil
                    }
                }
                if !indices.isEmpty, indices.count == values.count { picks.append(indices) }
            default:
                continue
            }
        }
        guard let whole = ranges.first(where: { candidate in
            candidate.range.lowerBound == 0 && ranges.allSatisfy { candidate.range.contains($0.range.lowerBound) && candidate.range.contains($0.range.upperBound) }
        }) else { return nil }
        let groups = ranges.filter { $0.range != whole.range }.map { Group(name: $0.label, range: $0.range) }
        guard !groups.isEmpty, !picks.isEmpty, whole.range.upperBound < Self.maximumTotal else { return nil }
        self.init(id: id, total: whole.range.upperBound + 1, groups: groups, picks: picks)
    }

    private static func integer(_ value: Double) -> Int? {
        value.isFinite && value == value.rounded() && abs(value) < 1_000_000 ? Int(value) : nil
    }
}
