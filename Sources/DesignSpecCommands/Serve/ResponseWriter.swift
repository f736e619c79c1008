#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes responses: a status line and headers, then a body from memory or a file streamed
/// in chunks. Every response says `Cache-Control: no-store` (a preview is never to be kept)
/// and `Connection: close` (one request per connection). A HEAD request gets the headers
/// alone. Each function returns false when the client went away.
struct ResponseWriter {
    let socket: ClientSocket
    /// Whether the body is left out (HEAD).
    let headOnly: Bool
    static let chunkSize = 64 * 1024

    func head(_ status: HTTPStatus, contentType: String, length: Int?, extra: [(String, String)] = []) -> Bool {
        var text = "HTTP/1.1 \(status.rawValue) \(status.reason)\r\n"
        text += "Content-Type: \(contentType)\r\n"
        if let length { text += "Content-Length: \(length)\r\n" }
        text += "Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n"
        for (name, value) in extra { text += "\(name): \(value)\r\n" }
        return socket.send(text + "\r\n")
    }

    @discardableResult
    func respond(_ status: HTTPStatus, contentType: String, body: [UInt8], extra: [(String, String)] = []) -> Bool {
        guard head(status, contentType: contentType, length: body.count, extra: extra) else { return false }
        return headOnly || socket.send(body)
    }

    /// A short plain-text answer: `404 Not Found` and a line saying why.
    @discardableResult
    func respond(_ status: HTTPStatus, message: String, extra: [(String, String)] = []) -> Bool {
        respond(status, contentType: "text/plain; charset=utf-8",
                body: Array("\(status.rawValue) \(status.reason): \(message)\n".utf8), extra: extra)
    }

    /// The file at `path`, streamed `chunkSize` bytes at a time, never read whole.
    @discardableResult
    func respond(file path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return respond(.notFound, message: "no such file") }
        defer { _ = close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return respond(.notFound, message: "no such file") }
        let size = Int(info.st_size)
        guard head(.ok, contentType: ContentType.of(path), length: size), !headOnly else { return true }
        var buffer = [UInt8](repeating: 0, count: Self.chunkSize)
        var left = size
        while left > 0 {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, min($0.count, left)) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            guard buffer.withUnsafeBytes({ socket.send(UnsafeRawBufferPointer(rebasing: $0[..<count])) }) else { return false }
            left -= count
        }
        return true
    }
}
