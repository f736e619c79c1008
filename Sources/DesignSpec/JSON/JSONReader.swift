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
        let result: Result<JSONDocument, JSONSyntaxError> = bytes.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(bytes: buffer, file: file, maxDepth: maxDepth)
            do throws(JSONSyntaxError) {
                return .success(try parser.parseDocument())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Reads and parses the file at `url`; `displayPath` is the path locations print. A
    /// file that cannot be read is an error at 1:1 that says why.
    public static func parse(contentsOf url: URL, displayPath: String, maxDepth: Int = defaultMaxDepth) throws(JSONSyntaxError) -> JSONDocument {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw JSONSyntaxError(
                message: "cannot read the file: \(readFailureReason(error, url: url))",
                location: SourceLocation(file: displayPath, line: 1, column: 1)
            )
        }
        return try parse([UInt8](data), file: displayPath, maxDepth: maxDepth)
    }

    private static func readFailureReason(_ error: any Error, url: URL) -> String {
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
            return "no such file"
        }
        if isDirectory.boolValue {
            return "it is a directory"
        }
        if !FileManager.default.isReadableFile(atPath: url.path) {
            return "permission denied"
        }
        return (error as NSError).localizedDescription
    }
}
