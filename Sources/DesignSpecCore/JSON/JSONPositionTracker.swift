/// Turns byte offsets into line and column (in characters) with a cursor that only moves
/// forward, so a parse that asks in increasing order pays for each byte once.
///
/// Lines end at `\n`, `\r\n` or a lone `\r`. Columns count Swift `Character`s, so a Hangul
/// syllable, an emoji or a letter with combining marks is one column. The text between two
/// asked offsets is counted on its own; the parser only asks at the start of a token (an
/// ASCII character that begins a grapheme cluster), so the sums agree with counting the
/// whole line, except after a "prepend" character (such as U+0600) that Swift would join
/// to the ASCII quote after it.
struct JSONPositionTracker {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let origin: Int
    let file: String
    private var offset: Int
    private var line = 1
    private var column = 1

    /// `origin` is where line 1 column 1 is: after a byte order mark, if there is one.
    init(bytes: UnsafeBufferPointer<UInt8>, origin: Int, file: String) {
        self.bytes = bytes
        self.origin = origin
        self.file = file
        self.offset = origin
    }

    /// The location of the character that starts at `target` (`bytes.count` is the end of
    /// the file). Asking for an offset before the previous one restarts from the top,
    /// which only error reporting does.
    mutating func location(at target: Int) -> SourceLocation {
        if target < offset {
            offset = origin
            line = 1
            column = 1
        }
        var pieceStart = offset
        var ascii = true
        var index = offset
        while index < target {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                line += 1
                column = 1
                if byte == 0x0D, index + 1 < target, bytes[index + 1] == 0x0A { index += 1 }
                index += 1
                pieceStart = index
                ascii = true
                continue
            }
            if byte >= 0x80 { ascii = false }
            index += 1
        }
        if ascii {
            column += target - pieceStart
        } else {
            column += characterCount(from: pieceStart, to: target)
        }
        offset = target
        return SourceLocation(file: file, line: line, column: column)
    }

    /// The number of characters in `bytes[start..<end]` (no line breaks in it). Text made
    /// only of scalars that always stand alone as a character (ASCII, Latin, Hangul
    /// syllables, CJK, kana) is counted by scalars; anything else (combining marks,
    /// emoji, jamo, invalid bytes) is counted by Swift's grapheme breaking.
    private func characterCount(from start: Int, to end: Int) -> Int {
        var count = 0
        var index = start
        while index < end {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
            } else if lead >= 0xC2, lead <= 0xCB, index + 1 < end {
                // U+0080...U+02FF: Latin-1 and Latin Extended, never joined to a neighbour.
                index += 2
            } else if lead >= 0xE0, lead <= 0xEF, index + 2 < end {
                let scalar = UInt32(lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
                guard Self.standsAlone(scalar) else { return slowCount(from: start, to: end) }
                index += 3
            } else {
                return slowCount(from: start, to: end)
            }
            count += 1
        }
        return count
    }

    /// Scalars in blocks with no combining, joining or prepended characters.
    private static func standsAlone(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0xAC00...0xD7A3,  // Hangul syllables
             0x4E00...0x9FFF,  // CJK unified ideographs
             0x3041...0x3096,  // Hiragana (without the combining voicing marks)
             0x30A0...0x30FF,  // Katakana
             0x3000...0x3029,  // CJK symbols and punctuation (before the tone marks)
             0xFF01...0xFF9D:  // Full-width forms (before the half-width voicing marks)
            true
        default:
            false
        }
    }

    private func slowCount(from start: Int, to end: Int) -> Int {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self).count
    }
}
