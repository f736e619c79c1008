/// Text from the user's files made safe to print on a terminal: control characters (which
/// could colour the terminal or start a forged line), DEL, the C1 controls and the
/// bidirectional overrides and isolates (which reorder what the reader sees) are shown as
/// `\u{1B}`-style escapes. Everything else, Hangul included, is printed as it is.
enum TerminalText {
    static func sanitize(_ text: String) -> String {
        // Every unsafe scalar's UTF-8 starts with a byte below 0x20, 0x7F, 0xC2 (C1) or 0xE2
        // (the bidi marks): a text without them, most of a report, is looked at byte by byte.
        // On the string's own bytes (a native string has them in one piece): the view's
        // iterator cost more than the test.
        var bytes = text
        let suspect = bytes.withUTF8(mayHoldUnsafe)
        guard suspect, text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isUnsafe(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether a byte of `bytes` may start an unsafe scalar: read eight bytes at a time,
    /// and byte by byte only where some byte of the eight is not printable ASCII (a
    /// report's messages mostly are).
    static func mayHoldUnsafe(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        func mayBeUnsafe(_ byte: UInt8) -> Bool { byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xE2 }
        guard let base = bytes.baseAddress else { return false }
        var offset = 0
        while offset + 8 <= bytes.count {
            let word = UnsafeRawPointer(base).loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            // Some byte below 0x20, or some byte above 0x7E: each sets a high bit only then
            // (the usual "has less than" and "has more than" tests on eight lanes).
            let below = (word &- 0x2020_2020_2020_2020) & ~word
            let above = (word &+ 0x0101_0101_0101_0101) | word
            if (below | above) & 0x8080_8080_8080_8080 != 0,
               UnsafeBufferPointer(start: base + offset, count: 8).contains(where: mayBeUnsafe) {
                return true
            }
            offset += 8
        }
        return UnsafeBufferPointer(rebasing: bytes[offset...]).contains(where: mayBeUnsafe)
    }

    private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00..<0x20, 0x7F...0x9F, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
