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
            column += String(decoding: UnsafeBufferPointer(rebasing: bytes[pieceStart..<target]), as: UTF8.self).count
        }
        offset = target
        return SourceLocation(file: file, line: line, column: column)
    }
}
