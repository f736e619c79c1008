import Foundation

/// Where `TokenLoader` reads token files from: the disk, or blobs held in memory (the
/// files of a git revision), keyed by their standardized absolute path. A loader reading
/// blobs sees exactly the files it is given: a resolver naming a file that is not among
/// them skips it, as it skips a file missing on disk.
enum TokenFileSource: Sendable {
    case disk
    case memory([String: [UInt8]])

    /// Whether there is a file at `url`.
    func exists(_ url: URL) -> Bool {
        switch self {
        case .disk: FileManager.default.fileExists(atPath: url.path)
        case .memory(let files): files[url.standardizedFileURL.path] != nil
        }
    }

    /// The file at `url`, parsed; `displayPath` is the path its locations print.
    func parse(_ url: URL, displayPath: String) throws(JSONSyntaxError) -> JSONDocument {
        switch self {
        case .disk:
            return try JSONReader.parse(contentsOf: url, displayPath: displayPath)
        case .memory(let files):
            let start = SourceLocation(file: displayPath, line: 1, column: 1)
            guard let bytes = files[url.standardizedFileURL.path] else {
                throw JSONSyntaxError(message: "cannot read the file: no such file", location: start)
            }
            if let problem = Limits.fileSizeProblem(size: bytes.count) {
                throw JSONSyntaxError(message: "cannot read the file: \(problem)", location: start)
            }
            return try JSONReader.parse(bytes, file: displayPath)
        }
    }
}
