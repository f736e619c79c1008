/// A place in a source file: 1-based line, 1-based column counted in characters
/// (Unicode extended grapheme clusters as Swift counts them, so a Hangul syllable is one
/// column), never in UTF-8 bytes.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The file's path as the user gave it or as found under the content folder.
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `path:line:col`, the form editors and CI annotations understand.
    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}

/// A range in one source file. `end` is inclusive of the last character, as cmark reports.
public struct SourceRange: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var start: SourceLocation
    public var end: SourceLocation

    public init(start: SourceLocation, end: SourceLocation) {
        self.start = start
        self.end = end
    }

    public init(file: String, line: Int, column: Int, endLine: Int, endColumn: Int) {
        start = SourceLocation(file: file, line: line, column: column)
        end = SourceLocation(file: file, line: endLine, column: endColumn)
    }

    public var file: String { start.file }

    public var description: String { start.description }

    public static func < (lhs: SourceRange, rhs: SourceRange) -> Bool {
        (lhs.start, lhs.end) < (rhs.start, rhs.end)
    }
}
