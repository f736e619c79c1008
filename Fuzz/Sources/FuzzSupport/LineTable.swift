/// The lines of an input, for checking that a reported location lies inside it. Lines end
/// at `\n`, `\r\n` or a lone `\r` (as in the JSON reader and cmark); each line's length is
/// an upper bound on its columns.
public struct LineTable {
    /// The length of every line without its line end; index 0 is line 1.
    public let lengths: [Int]

    /// Lines of bytes, a length in bytes: an upper bound for a column in characters.
    public init(bytes: some Collection<UInt8>) {
        var lengths: [Int] = []
        var current = 0
        var previousWasCR = false
        for byte in bytes {
            if byte == 0x0A, previousWasCR {
                previousWasCR = false
                continue
            }
            previousWasCR = byte == 0x0D
            if byte == 0x0A || byte == 0x0D {
                lengths.append(current)
                current = 0
            } else {
                current += 1
            }
        }
        lengths.append(current)
        self.lengths = lengths
    }

    /// Lines of text, a length in characters (Swift `Character`s, `\r\n` being one).
    public init(text: String) {
        var lengths: [Int] = []
        var current = 0
        for character in text {
            if character == "\n" || character == "\r" || character == "\r\n" {
                lengths.append(current)
                current = 0
            } else {
                current += 1
            }
        }
        lengths.append(current)
        self.lengths = lengths
    }

    public var count: Int { lengths.count }

    /// Whether `line:column` is a character of the input or just after the last one of its
    /// line (where "expected ... found the end of the line/file" points).
    public func contains(line: Int, column: Int) -> Bool {
        line >= 1 && line <= lengths.count && column >= 1 && column <= lengths[line - 1] + 1
    }
}
