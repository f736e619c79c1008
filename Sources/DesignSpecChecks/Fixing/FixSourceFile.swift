/// A doc's bytes exactly as read from disk, and the way from DesignSpec's positions (line,
/// column in characters, a leading byte-order mark not counted) back to byte offsets, so
/// an edit replaces those bytes and no others. Lines end at `\n`, `\r\n` or `\r`, as the
/// Markdown parser counts them.
package struct FixSourceFile: Sendable {
    struct Line: Sendable {
        /// The first byte of the line's text (after the byte-order mark on line 1).
        var start: Int
        /// The byte after its text, before its line ending.
        var end: Int
        /// The byte after its line ending: the next line's start.
        var next: Int
    }

    /// The display path (`content/01-spacing.md`).
    let path: String
    package let bytes: [UInt8]
    let lines: [Line]

    /// Nil when the bytes are not UTF-8 or hold a NUL: the parser read such a doc with
    /// replacement characters, so its columns do not map back to the file's bytes.
    package init?(path: String, bytes: [UInt8]) {
        guard String(validating: bytes, as: UTF8.self) != nil, !bytes.contains(0) else { return nil }
        self.path = path
        self.bytes = bytes
        var lines = Self.lines(of: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { lines[0].start = min(3, lines[0].end) }
        self.lines = lines
    }

    /// The lines of `bytes` from its first byte; the last one is empty when the bytes
    /// end with a line ending.
    static func lines(of bytes: [UInt8]) -> [Line] {
        var lines: [Line] = []
        var start = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                let next = byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A ? index + 2 : index + 1
                lines.append(Line(start: start, end: index, next: next))
                start = next
                index = next
            } else {
                index += 1
            }
        }
        lines.append(Line(start: start, end: bytes.count, next: bytes.count))
        return lines
    }

    /// The text of a 1-based line, without its ending.
    func text(ofLine number: Int) -> String? {
        guard number >= 1, number <= lines.count else { return nil }
        let line = lines[number - 1]
        return String(decoding: bytes[line.start..<line.end], as: UTF8.self)
    }

    /// The characters of a 1-based line and the byte offset (in the file) where each
    /// starts, with the line's end as one more offset.
    func characters(ofLine number: Int) -> (characters: [Character], offsets: [Int])? {
        guard let text = text(ofLine: number) else { return nil }
        var offset = lines[number - 1].start
        var offsets: [Int] = []
        let characters = Array(text)
        offsets.reserveCapacity(characters.count + 1)
        for character in characters {
            offsets.append(offset)
            offset += character.utf8.count
        }
        offsets.append(offset)
        return (characters, offsets)
    }
}
