#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a request target names in the served folder.
enum ServedPath: Equatable, Sendable {
    /// A regular file inside the folder, by its real path.
    case file(String)
    /// Nothing there.
    case notFound
    /// A target that would leave the folder (`..`, a backslash, a NUL, a link out of it).
    case forbidden
    /// A target that is not a path (`*`, `http://host/`, a broken percent escape).
    case badRequest
}

/// Maps request targets to files under one folder, and nothing outside it.
///
/// The target's query and fragment are dropped, then it is percent-decoded once; every
/// check is made on the decoded path, so `%2e%2e` is `..` and `%2f` a slash. A `..`
/// segment, a backslash or a NUL anywhere is `forbidden`; empty and `.` segments are
/// skipped (`//etc/passwd` is `etc/passwd` under the folder). A folder serves its
/// `index.html`. The file found is resolved through its links, and must still lie inside
/// the folder's own real path, else `forbidden`.
struct FileResolver: Sendable {
    var root: String

    func resolve(_ target: String) -> ServedPath {
        let path = target.prefix { $0 != "?" && $0 != "#" }
        guard path.hasPrefix("/") else { return .badRequest }
        guard let decoded = Self.percentDecoded(path) else { return .badRequest }
        if decoded.contains(0) || decoded.contains(0x5C) { return .forbidden }
        var segments: [String] = []
        for segment in decoded.split(separator: 0x2F, omittingEmptySubsequences: true) {
            let name = String(decoding: segment, as: UTF8.self)
            if name == ".." { return .forbidden }
            if name != "." { segments.append(name) }
        }
        guard let realRoot = Self.realPath(root) else { return .notFound }
        var candidate = segments.isEmpty ? realRoot : realRoot + "/" + segments.joined(separator: "/")
        if decoded.last == 0x2F || Self.isDirectory(candidate) { candidate += "/index.html" }
        guard let real = Self.realPath(candidate) else { return .notFound }
        guard real.hasPrefix(realRoot + "/") else { return .forbidden }
        return Self.isRegularFile(real) ? .file(real) : .notFound
    }

    /// The bytes of `text` with each `%XX` decoded; nil when an escape is not two hex digits.
    static func percentDecoded(_ text: Substring) -> [UInt8]? {
        var bytes: [UInt8] = []
        var iterator = Array(text.utf8).makeIterator()
        while let byte = iterator.next() {
            guard byte == 0x25 else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else { return nil }
            bytes.append(high << 4 | low)
        }
        return bytes
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: byte - 0x30
        case 0x41...0x46: byte - 0x41 + 10
        case 0x61...0x66: byte - 0x61 + 10
        default: nil
        }
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    private static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }
}
