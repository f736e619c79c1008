/// The exact text cmark parses, and the conversion of cmark's positions (line, UTF-8 byte
/// column) into DesignSpec's (line, character column).
///
/// The text is the input with a leading byte-order mark removed and every NUL replaced by
/// U+FFFD, as cmark would do internally; converting first keeps cmark's byte columns and
/// our lines in step. Lines end at `\n`, `\r\n` or `\r`, as in cmark.
struct MarkdownSourceText {
    let file: String
    /// The text cmark is given.
    let text: String
    let bytes: [UInt8]
    /// The byte offset at which each line starts; index 0 is line 1.
    private let lineStarts: [Int]
    /// The byte length of each line, without its line ending.
    private let lineLengths: [Int]
    /// Per line: every byte is ASCII, so a byte is a character (columns need no table).
    private let lineIsASCII: [Bool]
    /// The byte offset (within its line) of each character of the lines asked about
    /// (non-ASCII lines only), line after line in the order they were asked about: one
    /// array searched in place, not one per line handed out for every column.
    private var characterStartOffsets: [Int] = []
    /// Per line, once asked about: where its characters' offsets are in
    /// `characterStartOffsets`.
    private var characterStartRanges: [Range<Int>?]

    init(_ source: String, file: String) {
        var text = source
        if text.unicodeScalars.first == "\u{FEFF}" {
            text.unicodeScalars.removeFirst()
        }
        if text.withUTF8({ $0.containsByte(0) }) {
            text = String(String.UnicodeScalarView(text.unicodeScalars.map { $0 == "\0" ? "\u{FFFD}" : $0 }))
        }
        self.file = file
        self.text = text
        let allBytes = Array(text.utf8)
        bytes = allBytes

        var starts = [0]
        var lengths: [Int] = []
        var ascii: [Bool] = []
        allBytes.withUnsafeBufferPointer { bytes in
            var lineIsASCII = true
            var index = 0
            while index < bytes.count {
                // Eight bytes at a time while they hold no line ending: only their ASCII-ness
                // matters (a byte of `\n` or `\r` is 0 after the XOR, and a zero byte sets its
                // high bit in `(word - 0x01…) & ~word`).
                if index + 8 <= bytes.count {
                    let word = UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self)
                    let lows: UInt64 = 0x0101_0101_0101_0101
                    let highs: UInt64 = 0x8080_8080_8080_8080
                    func hasZeroByte(_ value: UInt64) -> Bool { (value &- lows) & ~value & highs != 0 }
                    if !hasZeroByte(word ^ (lows &* 0x0A)), !hasZeroByte(word ^ (lows &* 0x0D)) {
                        if word & highs != 0 { lineIsASCII = false }
                        index += 8
                        continue
                    }
                }
                let byte = bytes[index]
                if byte == 0x0A || byte == 0x0D {
                    lengths.append(index - starts[starts.count - 1])
                    ascii.append(lineIsASCII)
                    lineIsASCII = true
                    index += (byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A) ? 2 : 1
                    starts.append(index)
                } else {
                    if byte >= 0x80 { lineIsASCII = false }
                    index += 1
                }
            }
            lengths.append(bytes.count - starts[starts.count - 1])
            ascii.append(lineIsASCII)
        }
        lineStarts = starts
        lineLengths = lengths
        self.lineIsASCII = ascii
        characterStartRanges = Array(repeating: nil, count: starts.count)
    }

    var lineCount: Int { lineStarts.count }

    /// The bytes of a 1-based line, without its ending; empty for a line that does not exist.
    func lineBytes(_ line: Int) -> ArraySlice<UInt8> {
        guard line >= 1, line <= lineStarts.count else { return [] }
        let start = lineStarts[line - 1]
        return bytes[start..<(start + lineLengths[line - 1])]
    }

    /// The character column of the character holding the byte at `byteOffset` (0-based,
    /// within the line). Offsets past the line's end count one column per byte after its
    /// last character, so positions stay ordered.
    mutating func column(line: Int, byteOffset: Int) -> Int {
        guard line >= 1, line <= lineStarts.count else { return max(byteOffset, 0) + 1 }
        guard byteOffset > 0 else { return 1 }
        // An ASCII line: one column per byte, past its end too.
        if lineIsASCII[line - 1] { return byteOffset + 1 }
        let starts = characterStartRange(line: line)
        let length = lineLengths[line - 1]
        if byteOffset >= length {
            return starts.count + (byteOffset - length) + 1
        }
        // The number of characters starting at or before the offset.
        return characterStartOffsets.withUnsafeBufferPointer { offsets in
            var low = starts.lowerBound
            var high = starts.upperBound
            while low < high {
                let middle = (low + high) / 2
                if offsets[middle] <= byteOffset { low = middle + 1 } else { high = middle }
            }
            return max(low - starts.lowerBound, 1)
        }
    }

    /// The location of cmark's (line, 1-based byte column).
    mutating func location(line: Int, byteColumn: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column(line: line, byteOffset: byteColumn - 1))
    }

    /// The location of the last character of a line (column 1 for an empty line).
    mutating func endOfLine(_ line: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: lastColumn(line))
    }

    /// The column of the last character of a line (1 for an empty line or one that does
    /// not exist).
    mutating func lastColumn(_ line: Int) -> Int {
        guard line >= 1, line <= lineStarts.count else { return 1 }
        let count = lineIsASCII[line - 1] ? lineLengths[line - 1] : characterStartRange(line: line).count
        return max(count, 1)
    }

    /// Where the character offsets of a (non-ASCII) line are in `characterStartOffsets`,
    /// found the first time the line is asked about.
    private mutating func characterStartRange(line: Int) -> Range<Int> {
        if let known = characterStartRanges[line - 1] { return known }
        let lineBytes = lineBytes(line)
        let starts = Self.simpleCharacterStarts(lineBytes) ?? Self.graphemeStarts(lineBytes)
        let range = characterStartOffsets.count..<(characterStartOffsets.count + starts.count)
        characterStartOffsets += starts
        characterStartRanges[line - 1] = range
        return range
    }

    /// The offsets of the characters of a line holding only ASCII and Hangul syllables
    /// (U+AC00–U+D7A3, three UTF-8 bytes `EA B0 80` to `ED 9E A3`), read off its bytes: then
    /// every scalar is a character of its own (a line holds no `\r`, and no grapheme rule
    /// joins two syllables, a syllable and ASCII, or two ASCII scalars other than `\r\n`).
    /// Nil when the line holds anything else.
    private static func simpleCharacterStarts(_ line: ArraySlice<UInt8>) -> [Int]? {
        var starts: [Int] = []
        starts.reserveCapacity(line.count)
        var index = line.startIndex
        while index < line.endIndex {
            let lead = line[index]
            if lead < 0x80 {
                starts.append(index - line.startIndex)
                index += 1
                continue
            }
            // The bytes are valid UTF-8 (they were a String).
            guard line.isHangulSyllable(at: index) else { return nil }
            starts.append(index - line.startIndex)
            index += 3
        }
        return starts
    }

    /// The offsets of a line's characters (extended grapheme clusters), for any text.
    private static func graphemeStarts(_ line: ArraySlice<UInt8>) -> [Int] {
        var starts: [Int] = []
        starts.reserveCapacity(line.count)
        var offset = 0
        for character in String(decoding: line, as: UTF8.self) {
            starts.append(offset)
            offset += character.utf8.count
        }
        return starts
    }
}
