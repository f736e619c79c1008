/// Reads a request head (`GET /path HTTP/1.1`, headers, a blank line) from its bytes.
/// Strict where a browser never strays: one space between the three parts, an upper-case
/// method token, a target without spaces or controls, `HTTP/1.0` or `HTTP/1.1`.
enum HTTPRequestParser {
    /// The longest request line read; a longer one is `requestLineTooLong`.
    static let maxRequestLine = 8 * 1024
    /// The longest head (request line and headers) read; a longer one is `headTooLarge`.
    static let maxHead = 16 * 1024
    static let maxHeaders = 100

    /// Where the head ends in `bytes` (the index after its blank line), nil when it has not
    /// ended yet. Lines end with CRLF; a bare LF is taken too.
    static func headEnd(in bytes: [UInt8]) -> Int? {
        var index = 0
        while let newline = bytes[index...].firstIndex(of: 10) {
            let next = newline + 1
            if next < bytes.count, bytes[next] == 10 { return next + 1 }
            if next + 1 < bytes.count, bytes[next] == 13, bytes[next + 1] == 10 { return next + 2 }
            index = next
        }
        return nil
    }

    /// The problem with a head that has not ended in `bytes`, when it is already too long.
    static func problemBeforeEnd(_ bytes: [UInt8]) -> HTTPRequestProblem? {
        let firstLine = bytes.firstIndex(of: 10) ?? bytes.count
        if firstLine > maxRequestLine { return .requestLineTooLong }
        if bytes.count > maxHead { return .headTooLarge }
        return nil
    }

    /// The request in `head` (the bytes up to and with its blank line).
    static func parse(_ head: [UInt8]) -> Result<HTTPRequest, HTTPRequestProblem> {
        if let problem = problemBeforeEnd(head) { return .failure(problem) }
        var lines = head.split(separator: 10, omittingEmptySubsequences: false).map { line in
            line.last == 13 ? line.dropLast() : line
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        guard let first = lines.first, !first.isEmpty else { return .failure(.malformed("no request line")) }
        guard first.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else {
            return .failure(.malformed("a control or non-ASCII byte in the request line"))
        }
        let parts = first.split(separator: 0x20, omittingEmptySubsequences: false)
        guard parts.count == 3 else { return .failure(.malformed("the request line is not METHOD TARGET VERSION")) }
        let method = String(decoding: parts[0], as: UTF8.self)
        let target = String(decoding: parts[1], as: UTF8.self)
        let version = String(decoding: parts[2], as: UTF8.self)
        guard !method.isEmpty, method.utf8.allSatisfy({ (0x41...0x5A).contains($0) }) else {
            return .failure(.malformed("the method '\(method)' is not an upper-case token"))
        }
        guard !target.isEmpty else { return .failure(.malformed("an empty target")) }
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
            return .failure(.malformed("the version '\(version)' is not HTTP/1.0 or HTTP/1.1"))
        }
        var request = HTTPRequest(method: method, target: target, version: version)
        for line in lines.dropFirst() {
            guard request.headers.count < maxHeaders else { return .failure(.headTooLarge) }
            guard let colon = line.firstIndex(of: 0x3A), colon > line.startIndex else {
                return .failure(.malformed("a header line without a name and a colon"))
            }
            let name = line[line.startIndex..<colon]
            guard name.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else {
                return .failure(.malformed("a space or control in a header name"))
            }
            let value = line[(colon + 1)...].drop { $0 == 0x20 || $0 == 9 }
            guard !value.contains(0) else { return .failure(.malformed("a NUL byte in a header value")) }
            request.headers.append(.init(name: String(decoding: name, as: UTF8.self),
                                         value: String(decoding: value, as: UTF8.self).trimmingTrailingBlanks))
        }
        return .success(request)
    }
}

private extension String {
    var trimmingTrailingBlanks: String {
        var text = Substring(self)
        while text.last == " " || text.last == "\t" { text.removeLast() }
        return String(text)
    }
}
