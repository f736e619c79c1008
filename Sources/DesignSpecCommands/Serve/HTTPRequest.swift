/// One request as the preview server reads it: the request line and the headers.
struct HTTPRequest: Equatable, Sendable {
    struct Header: Equatable, Sendable {
        var name: String
        var value: String
    }

    /// `GET`, `HEAD`, or any other token (answered 405).
    var method: String
    /// The request target as sent (`/docs/color.html?x`), not yet decoded.
    var target: String
    /// `HTTP/1.0` or `HTTP/1.1`.
    var version: String
    var headers: [Header] = []

    /// The `Host` header's value, if there is one.
    var host: String? {
        headers.first { $0.name.lowercased() == "host" }?.value
    }

    /// Whether the `Host` names this machine's loopback (`127.0.0.1`, `localhost`, `[::1]`,
    /// with any port), or is absent (HTTP/1.0). A page of another site that made its own
    /// name resolve to 127.0.0.1 (DNS rebinding) sends its own name, and is refused.
    var isForLoopback: Bool {
        guard let host else { return true }
        let name = host.hasPrefix("[") ? String(host.prefix { $0 != "]" }) + "]" : String(host.prefix { $0 != ":" })
        return ["127.0.0.1", "localhost", "[::1]"].contains(name.lowercased())
    }

    /// Whether the server answers this method (GET and HEAD only).
    var isReadOnly: Bool { method == "GET" || method == "HEAD" }
}

/// Why a request was refused before it reached a file; each has its status.
enum HTTPRequestProblem: Error, Equatable, Sendable {
    /// Not a request line and headers as HTTP/1.x writes them (400).
    case malformed(String)
    /// A request line longer than `HTTPRequestParser.maxRequestLine` bytes (414).
    case requestLineTooLong
    /// A request head (line and headers) longer than `HTTPRequestParser.maxHead` (431).
    case headTooLarge
    /// The client sent nothing, or not all of the head, within the read timeout (408).
    case timedOut

    var status: HTTPStatus {
        switch self {
        case .malformed: .badRequest
        case .requestLineTooLong: .uriTooLong
        case .headTooLarge: .headersTooLarge
        case .timedOut: .requestTimeout
        }
    }
}
