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
    /// For the non-ASCII lines asked about, line after line in the order they were asked
    /// about: the checkpoints of simple lines and the character offsets of the others (see
    /// `LineColumns`). One array read in place, not one per line handed out for every column.
    private var columnEntries: [Int] = []
    /// Per line, once asked about (non-ASCII lines only): how its columns are found.
    private var lineColumns: [LineColumns?]

    /// How the columns of a non-ASCII line are found, worked out the first time it is asked
    /// about.
    private enum LineColumns {
        /// A line of ASCII and Hangul syllables only, where every scalar is a character of
        /// its own (see `isSimpleLine`): a character starts at every byte that is not a
        /// UTF-8 continuation byte, so a column is a count of such bytes, eight at a time.
        /// `columnEntries[range]` holds the count before every `checkpointSpacing`th byte,
        /// so that no column counts more than that many bytes whatever the line's length.
        case simple(checkpoints: Range<Int>)
        /// Any other line: `columnEntries[range]` holds the byte offset of each of its
        /// characters (extended grapheme clusters), searched by halves.
        case graphemes(characterStarts: Range<Int>)
    }

    /// The bytes between two checkpoints of a simple line.
    static var checkpointSpacing: Int { 64 }

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
                // Eight bytes at a time: only their ASCII-ness matters up to the first line
                // ending. A byte of `\n` or `\r` is 0 after the XOR, and a zero byte sets its
                // high bit in `(word - 0x01…) & ~word`; bytes above the first zero may be set
                // too (the borrow), never one below it, so the lowest bit set is exact.
                if index + 8 <= bytes.count {
                    let word = UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self)
                    let lows: UInt64 = 0x0101_0101_0101_0101
                    let highs: UInt64 = 0x8080_8080_8080_8080
                    func zeroBytes(_ value: UInt64) -> UInt64 { (value &- lows) & ~value & highs }
                    let endings = zeroBytes(word ^ (lows &* 0x0A)) | zeroBytes(word ^ (lows &* 0x0D))
                    if endings == 0 {
                        if word & highs != 0 { lineIsASCII = false }
                        index += 8
                        continue
                    }
                    // The bytes before the ending (little-endian: the low bytes come first).
                    let before = endings.trailingZeroBitCount & ~7
                    if before > 0, word & highs & (UInt64.max >> (64 - before)) != 0 { lineIsASCII = false }
                    index += before / 8
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
        lineColumns = Array(repeating: nil, count: starts.count)
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
        let length = lineLengths[line - 1]
        if byteOffset >= length {
            return characterCount(line: line) + (byteOffset - length) + 1
        }
        return max(charactersStarting(line: line, through: byteOffset), 1)
    }

    /// The number of characters of a (non-ASCII) line.
    private mutating func characterCount(line: Int) -> Int {
        let length = lineLengths[line - 1]
        return length == 0 ? 0 : charactersStarting(line: line, through: length - 1)
    }

    /// The number of characters of a (non-ASCII) line that start at or before the byte at
    /// `byteOffset` (within the line).
    private mutating func charactersStarting(line: Int, through byteOffset: Int) -> Int {
        switch columns(line: line) {
        case .simple(let checkpoints):
            let block = byteOffset / Self.checkpointSpacing
            let before = block == 0 ? 0 : columnEntries[checkpoints.lowerBound + block - 1]
            let start = lineStarts[line - 1]
            return before + bytes.withUnsafeBufferPointer { bytes in
                Self.characterStartCount(bytes, (start + block * Self.checkpointSpacing)..<(start + byteOffset + 1))
            }
        case .graphemes(let starts):
            return columnEntries.withUnsafeBufferPointer { offsets in
                var low = starts.lowerBound
                var high = starts.upperBound
                while low < high {
                    let middle = (low + high) / 2
                    if offsets[middle] <= byteOffset { low = middle + 1 } else { high = middle }
                }
                return low - starts.lowerBound
            }
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
        let count = lineIsASCII[line - 1] ? lineLengths[line - 1] : characterCount(line: line)
        return max(count, 1)
    }

    /// How the columns of a (non-ASCII) line are found, worked out the first time the line
    /// is asked about: its checkpoints when it is simple, else its characters' offsets.
    private mutating func columns(line: Int) -> LineColumns {
        if let known = lineColumns[line - 1] { return known }
        let start = lineStarts[line - 1]
        let range = start..<(start + lineLengths[line - 1])
        let first = columnEntries.count
        let found: LineColumns
        let allBytes = bytes
        if allBytes.withUnsafeBufferPointer({ Self.isSimpleLine($0, range) }) {
            allBytes.withUnsafeBufferPointer { bytes in
                var count = 0
                var blockStart = range.lowerBound
                while blockStart + Self.checkpointSpacing < range.upperBound {
                    count += Self.characterStartCount(bytes, blockStart..<(blockStart + Self.checkpointSpacing))
                    columnEntries.append(count)
                    blockStart += Self.checkpointSpacing
                }
            }
            found = .simple(checkpoints: first..<columnEntries.count)
        } else {
            columnEntries += Self.graphemeStarts(lineBytes(line))
            found = .graphemes(characterStarts: first..<columnEntries.count)
        }
        lineColumns[line - 1] = found
        return found
    }

    /// Whether `bytes[range]` (valid UTF-8) holds only ASCII and Hangul syllables
    /// (U+AC00–U+D7A3, three UTF-8 bytes `EA B0 80` to `ED 9E A3`): then every scalar is a
    /// character of its own (a line holds no `\r`, and no grapheme rule joins two
    /// syllables, a syllable and ASCII, or two ASCII scalars other than `\r\n`).
    private static func isSimpleLine(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        var index = range.lowerBound
        while index < range.upperBound {
            if index + 8 <= range.upperBound, SimpleTextWord(bytes, at: index).isSimple {
                index += 8
                continue
            }
            // ASCII, or the rest of a syllable whose lead a simple word held.
            if bytes[index] < 0x80 || bytes[index] & 0xC0 == 0x80 {
                index += 1
                continue
            }
            // A syllable's three bytes lie inside the line: they were one scalar of a String.
            guard index + 2 < range.upperBound, bytes.isHangulSyllable(at: index) else { return false }
            index += 3
        }
        return true
    }

    /// The number of bytes in `bytes[range]` that start a character of a simple line:
    /// every byte but UTF-8 continuation bytes (`10xxxxxx`), counted eight at a time.
    static func characterStartCount(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        var count = 0
        var index = range.lowerBound
        while index + 8 <= range.upperBound {
            let word = UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self)
            // A continuation byte has its high bit set and the bit below it clear.
            let continuations = word & ~(word << 1) & 0x8080_8080_8080_8080
            count += 8 - continuations.nonzeroBitCount
            index += 8
        }
        while index < range.upperBound {
            if bytes[index] & 0xC0 != 0x80 { count += 1 }
            index += 1
        }
        return count
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
