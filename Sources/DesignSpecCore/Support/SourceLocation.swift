/// A place in a source file: 1-based line, 1-based column counted in characters
/// (Unicode extended grapheme clusters as Swift counts them, so a Hangul syllable is one
/// column), never in UTF-8 bytes.
///
/// Lines and columns are stored in 32 bits (files are at most `Limits.maximumFileSize`
/// bytes), so a location is 24 bytes: every JSON node, Markdown cell and finding holds
/// ranges, and a 400,000-row doc holds millions of them.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The file's path as the user gave it or as found under the content folder.
    public var file: String
    private var storedLine: Int32
    private var storedColumn: Int32

    /// The line, from 1.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    /// The column, from 1, in characters.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    /// The place at `line` and `column` (both from 1, the column in characters) of `file`.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    /// `path:line:col`, the form editors and CI annotations understand.
    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.storedLine, lhs.storedColumn) < (rhs.file, rhs.storedLine, rhs.storedColumn)
    }
}

/// A range in one source file. `end` is inclusive of the last character, as cmark reports.
///
/// The file is stored once for both ends (32 bytes, one reference to count when a range
/// is copied, instead of 64 and two); `end` always names `start`'s file.
public struct SourceRange: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The file's path, as `SourceLocation.file`.
    public let file: String
    private var startLine: Int32
    private var startColumn: Int32
    private var endLine: Int32
    private var endColumn: Int32

    /// The first character.
    public var start: SourceLocation {
        get { SourceLocation(file: file, line: Int(startLine), column: Int(startColumn)) }
        set {
            startLine = Int32(clamping: newValue.line)
            startColumn = Int32(clamping: newValue.column)
        }
    }

    /// The last character (inclusive).
    public var end: SourceLocation {
        get { SourceLocation(file: file, line: Int(endLine), column: Int(endColumn)) }
        set {
            endLine = Int32(clamping: newValue.line)
            endColumn = Int32(clamping: newValue.column)
        }
    }

    /// A range from `start` to `end`, which must be in the same file.
    public init(start: SourceLocation, end: SourceLocation) {
        assert(start.file == end.file, "a range spans one file: \(start) to \(end)")
        self.init(file: start.file, line: start.line, column: start.column, endLine: end.line, endColumn: end.column)
    }

    /// The range from `line`:`column` to `endLine`:`endColumn` (inclusive) of `file`.
    public init(file: String, line: Int, column: Int, endLine: Int, endColumn: Int) {
        self.file = file
        startLine = Int32(clamping: line)
        startColumn = Int32(clamping: column)
        self.endLine = Int32(clamping: endLine)
        self.endColumn = Int32(clamping: endColumn)
    }

    /// `path:line:col` of the start.
    public var description: String { start.description }

    public static func < (lhs: SourceRange, rhs: SourceRange) -> Bool {
        (lhs.file, lhs.startLine, lhs.startColumn, lhs.endLine, lhs.endColumn)
            < (rhs.file, rhs.startLine, rhs.startColumn, rhs.endLine, rhs.endColumn)
    }
}
