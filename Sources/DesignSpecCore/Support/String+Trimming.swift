extension String {
    /// The text without leading and trailing whitespace: exactly
    /// `trimmingCharacters(in: .whitespaces)` (Unicode category Zs and tab, by scalar),
    /// without Foundation's bridging, which the profile showed among the top costs when
    /// loading 5000 tokens.
    package func trimmingSpaces() -> String {
        if Self.hasNothingToTrim(utf8.first, utf8.last, newlines: false) { return self }
        return trimmingScalars(where: Self.isWhitespace)
    }

    /// Exactly `trimmingCharacters(in: .whitespacesAndNewlines)`: also `\n`, `\r`,
    /// vertical tab, form feed, U+0085, U+2028 and U+2029.
    package func trimmingSpacesAndNewlines() -> String {
        if Self.hasNothingToTrim(utf8.first, utf8.last, newlines: true) { return self }
        return trimmingScalars { Self.isWhitespace($0) || Self.isNewline($0) }
    }

    /// Whether a text whose UTF-8 starts with `first` and ends with `last` keeps both ends:
    /// both are ASCII and neither a space, a tab or (with `newlines`) a line break. An ASCII
    /// last byte is a whole last scalar (a longer scalar ends with a byte above 0x7F), so
    /// nothing is trimmed and the text is its own answer, not copied: most cells and names
    /// are trimmed already (drift1000: 50,000 trims, ~730 instructions each).
    fileprivate static func hasNothingToTrim(_ first: UInt8?, _ last: UInt8?, newlines: Bool) -> Bool {
        guard let first, let last, first < 0x80, last < 0x80 else { return false }
        func keeps(_ byte: UInt8) -> Bool { !byte.isSpaceOrTab && !(newlines && (0x0A...0x0D).contains(byte)) }
        return keeps(first) && keeps(last)
    }

    fileprivate func trimmingScalars(where trimmed: (Unicode.Scalar) -> Bool) -> String {
        self[...].trimmingScalars(where: trimmed)
    }

    fileprivate static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar == " " || scalar == "\t" }
        return scalar.properties.generalCategory == .spaceSeparator
    }

    fileprivate static func isNewline(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }
}

extension Substring {
    /// `String.trimmingSpaces()` of a substring.
    package func trimmingSpaces() -> String {
        if String.hasNothingToTrim(utf8.first, utf8.last, newlines: false) { return String(self) }
        return trimmingScalars(where: String.isWhitespace)
    }

    /// `String.trimmingSpacesAndNewlines()` of a substring.
    package func trimmingSpacesAndNewlines() -> String {
        if String.hasNothingToTrim(utf8.first, utf8.last, newlines: true) { return String(self) }
        return trimmingScalars { String.isWhitespace($0) || String.isNewline($0) }
    }

    /// Trims by scalar, as Foundation does (a space before a combining mark goes too).
    fileprivate func trimmingScalars(where trimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start < end, trimmed(scalars[start]) { start = scalars.index(after: start) }
        while start < end {
            let before = scalars.index(before: end)
            guard trimmed(scalars[before]) else { break }
            end = before
        }
        return String(Substring(scalars[start..<end]))
    }
}
