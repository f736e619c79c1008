import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A TCP client with nothing between it and the server: the bytes a test writes are the
/// bytes the server reads, malformed or not.
final class RawHTTPClient {
    let descriptor: Int32

    init?(port: UInt16, host: String = "127.0.0.1") {
        #if canImport(Glibc)
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        _ = setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        _ = inet_pton(AF_INET, host, &address.sin_addr)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close()
            return nil
        }
    }

    func send(_ text: String) {
        _ = text.utf8CString.withUnsafeBytes { bytes in
            #if canImport(Glibc)
            Glibc.send(descriptor, bytes.baseAddress, bytes.count - 1, Int32(MSG_NOSIGNAL))
            #else
            Darwin.send(descriptor, bytes.baseAddress, bytes.count - 1, 0)
            #endif
        }
    }

    /// Up to `count` bytes, or everything until the server closes when nil.
    func receive(upTo count: Int? = nil) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while count.map({ bytes.count < $0 }) ?? true {
            let read = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            guard read > 0 else { break }
            bytes += chunk[..<read]
        }
        return bytes
    }

    /// Bytes until `marker` appears or `seconds` pass.
    func receive(until marker: String, seconds: Double) -> String {
        let deadline = Date().addingTimeInterval(seconds)
        var text = ""
        var chunk = [UInt8](repeating: 0, count: 4096)
        while !text.contains(marker), Date() < deadline {
            var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&entry, 1, 100) > 0 else { continue }
            let read = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            guard read > 0 else { break }
            text += String(decoding: chunk[..<read], as: UTF8.self)
        }
        return text
    }

    func close() {
        #if canImport(Glibc)
        _ = Glibc.close(descriptor)
        #else
        _ = Darwin.close(descriptor)
        #endif
    }

    /// One request, the whole response: status, headers (names lower-cased) and body.
    static func request(_ head: String, port: UInt16) -> HTTPResponseRead? {
        guard let client = RawHTTPClient(port: port) else { return nil }
        defer { client.close() }
        client.send(head)
        return HTTPResponseRead(client.receive())
    }

    static func get(_ target: String, port: UInt16) -> HTTPResponseRead? {
        request("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", port: port)
    }
}

struct HTTPResponseRead {
    var status: Int
    var headers: [String: String]
    var body: [UInt8]
    var text: String { String(decoding: body, as: UTF8.self) }

    init?(_ bytes: [UInt8]) {
        guard let end = HTTPRequestParserHeadEnd.find(bytes) else { return nil }
        let head = String(decoding: bytes[..<end], as: UTF8.self).components(separatedBy: "\r\n")
        guard let statusLine = head.first, let code = Int(statusLine.split(separator: " ").dropFirst().first ?? "") else { return nil }
        status = code
        headers = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        body = Array(bytes[end...])
    }
}

private enum HTTPRequestParserHeadEnd {
    static func find(_ bytes: [UInt8]) -> Int? {
        let last = min(bytes.count, 65536) - 4
        guard last >= 0 else { return nil }
        for index in 0...last where bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13 && bytes[index + 3] == 10 {
            return index + 4
        }
        return nil
    }
}
