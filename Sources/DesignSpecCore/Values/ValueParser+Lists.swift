extension ValueParser {
    /// Offsets of the commas not inside brackets or parentheses.
    static func topLevelCommas(_ text: Text) -> [Int] {
        var depth = 0
        var commas: [Int] = []
        for i in text.start..<text.end {
            switch text.chars[i] {
            case "(", "[", "{": depth += 1
            case ")", "]", "}": depth = max(depth - 1, 0)
            case ",": if depth == 0 { commas.append(i) }
            default: break
            }
        }
        return commas
    }

    /// `[4, 14, 24]`, `4, 8, 12pt` (a trailing length unit applies to bare numbers), and
    /// pairs `horizontal 16pt, vertical 12pt` as a composite.
    static func parseList(_ text: Text, bracketed: Bool) -> Attempt {
        if text.isEmpty { return bracketed ? .value(.list([])) : .no }
        var parts: [Text] = []
        var from = text.start
        for comma in topLevelCommas(text) + [text.end] {
            parts.append(text.sub(from, comma))
            from = comma + 1
        }
        guard parts.allSatisfy({ !$0.isEmpty }) else { return .no }
        if !bracketed, parts.count > 1 {
            let fields = parts.compactMap(pairField)
            if fields.count == parts.count { return .value(.composite(fields)) }
        }
        var values: [DesignValue] = []
        for part in parts {
            switch parseSingle(part) {
            case .value(let value): values.append(value)
            case .invalid(let error): return .invalid(error)
            case .no: return .no
            }
        }
        if case .dimension(let last)? = values.last, last.unit != .unitless {
            values = values.map { value in
                if case .number(let n) = value { return .dimension(Dimension(n, last.unit)) }
                return value
            }
        }
        return .value(.list(values))
    }

    /// `horizontal 16pt` or `16pt horizontal`: a named value.
    static func pairField(_ part: Text) -> DesignValue.Field? {
        let chars = part.chars
        guard let space = (part.start..<part.end).first(where: { chars[$0].isWhitespace }),
              let lastSpace = (part.start..<part.end).last(where: { chars[$0].isWhitespace }) else { return nil }
        let firstWord = part.sub(part.start, space)
        if firstWord.first?.isLetter == true, firstWord.string.allSatisfy({ $0.isLetter || $0.isNumber }),
           case .value(let value) = parseSingle(part.sub(space, part.end)) {
            return DesignValue.Field(firstWord.string, value)
        }
        let lastWord = part.sub(lastSpace, part.end)
        if lastWord.string.allSatisfy(\.isLetter), unit(lastWord.string) == nil,
           case .value(let value) = parseSingle(part.sub(part.start, lastSpace)) {
            return DesignValue.Field(lastWord.string, value)
        }
        return nil
    }
}
