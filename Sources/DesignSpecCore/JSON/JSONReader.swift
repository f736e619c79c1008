import Foundation

/// Reads JSON (RFC 8259, exactly) into `JSONNode`s that keep object key order and the
/// line and column, in characters, of every key and value.
///
/// - A UTF-8 byte order mark at the start is skipped; columns after it start at 1.
/// - Invalid UTF-8 is an error at the offending byte.
/// - A `\uXXXX` escape of a lone surrogate (`"\ud800"`) is read as U+FFFD, the
///   replacement character, as Swift strings cannot hold lone surrogates.
/// - Numbers keep their literal; a literal too large for `Double` reads as `±infinity`.
/// - Arrays and objects may nest `maxDepth` deep (512 by default); deeper input is an
///   error, never a stack overflow: the parser does not recurse.
/// - Duplicate keys are kept in the tree and reported as `duplicate-key` findings.
public enum JSONReader {
    /// How deep arrays and objects may nest unless the caller says otherwise.
    public static let defaultMaxDepth = 512

    /// Parses `bytes`, naming the file `file` in every location.
    public static func parse(_ bytes: [UInt8], file: String, maxDepth: Int = defaultMaxDepth) throws(JSONSyntaxError) -> JSONDocument {
        let result = bytes.withUnsafeBufferPointer { parse($0, file: file, maxDepth: maxDepth) }
        return try result.get()
    }

    /// Parses JSON text held in a string (for tests and small inline documents).
    public static func parse(_ text: String, file: String, maxDepth: Int = defaultMaxDepth) throws(JSONSyntaxError) -> JSONDocument {
        try parse(Array(text.utf8), file: file, maxDepth: maxDepth)
    }

    /// Reads and parses the file at `url`; `displayPath` is the path locations print. A
    /// file that cannot be read is an error at 1:1 that says why (`POSIXFiles.read`, as
    /// docs are read).
    public static func parse(contentsOf url: URL, displayPath: String, maxDepth: Int = defaultMaxDepth) throws(JSONSyntaxError) -> JSONDocument {
        let problem: String
        switch POSIXFiles.read(url.path, maximumSize: Limits.maximumFileSize) {
        case .bytes(let bytes): return try parse(bytes, file: displayPath, maxDepth: maxDepth)
        case .tooLarge(let size): problem = Limits.oversize(size)
        case .failed(let reason): problem = reason
        }
        throw JSONSyntaxError(message: "cannot read the file: \(problem)", location: SourceLocation(file: displayPath, line: 1, column: 1))
    }

    private static func parse(_ buffer: UnsafeBufferPointer<UInt8>, file: String, maxDepth: Int) -> Result<JSONDocument, JSONSyntaxError> {
        if let encoding = utf16Or32Encoding(buffer) {
            return .failure(JSONSyntaxError(
                message: "the file is encoded in \(encoding); JSON must be UTF-8 (RFC 8259, section 8.1)",
                location: SourceLocation(file: file, line: 1, column: 1)
            ))
        }
        var parser = JSONParser(bytes: buffer, file: file, maxDepth: maxDepth)
        do throws(JSONSyntaxError) {
            return .success(try parser.parseDocument())
        } catch {
            return .failure(error)
        }
    }

    /// The name of a UTF-16 or UTF-32 encoding recognised by its byte order mark, so the
    /// error says what is wrong instead of pointing at an invalid UTF-8 byte.
    private static func utf16Or32Encoding(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return "UTF-32 (big-endian)" }
        if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return "UTF-32 (little-endian)" }
        if bytes.starts(with: [0xFE, 0xFF]) { return "UTF-16 (big-endian)" }
        if bytes.starts(with: [0xFF, 0xFE]) { return "UTF-16 (little-endian)" }
        return nil
    }
}
