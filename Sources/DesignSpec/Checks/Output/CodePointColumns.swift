import Foundation

/// Columns as SARIF counts them: our columns count characters (a Hangul syllable written
/// in jamo, a flag, a family emoji is one), SARIF's `unicodeCodePoints` counts code points
/// (three, two, five). Reads each file a finding names once, when a line of it is asked
/// for; a column on an ASCII line, or in a file or line that cannot be read, is given back
/// as it is.
final class CodePointColumns {
    private let workingDirectory: URL
    /// A file's lines (without their ends, its byte-order mark dropped), nil when unreadable.
    private var files: [ExactText: [Substring]?] = [:]

    init(workingDirectory: URL) {
        self.workingDirectory = workingDirectory
    }

    /// The code-point column of character column `column` on line `line` of `file` (a
    /// display path, relative to the working folder unless absolute). A column past the
    /// line's end (an exclusive end column) counts one per character past it.
    func column(_ column: Int, line: Int, in file: String) -> Int {
        guard column > 1, line >= 1, let lines = lines(of: file), line <= lines.count else { return column }
        let text = lines[line - 1]
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return column }
        var codePoints = 0
        var counted = 0
        for character in text where counted < column - 1 {
            codePoints += character.unicodeScalars.count
            counted += 1
        }
        return codePoints + (column - 1 - counted) + 1
    }

    private func lines(of file: String) -> [Substring]? {
        let key = ExactText(file)
        if let known = files[key] { return known }
        var read: [Substring]?
        if case .bytes(let bytes) = POSIXFiles.read(ProjectPaths.url(file, workingDirectory: workingDirectory).path,
                                                    maximumSize: Limits.maximumFileSize) {
            var text = Substring(String(decoding: bytes, as: UTF8.self))
            if text.unicodeScalars.first == "\u{FEFF}" { text = Substring(text.unicodeScalars.dropFirst()) }
            // `\r\n` is one character: lines end at `\n`, `\r\n` or `\r`, as positions count them.
            read = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        }
        files[key] = .some(read)
        return read
    }
}
