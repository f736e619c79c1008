#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// One accepted connection. Reads wait at most until a deadline (a silent or slow client
/// cannot hold a thread for long); writes never raise SIGPIPE (`MSG_NOSIGNAL`, or
/// `SO_NOSIGPIPE` where there is none) and give up after `sendTimeout` seconds on a
/// client that stopped reading. Closed once, by `close()`.
final class ClientSocket: @unchecked Sendable {
    // @unchecked: used by the one thread that serves the connection.
    let descriptor: Int32
    private var closed = false
    static let sendTimeout = 10

    init(descriptor: Int32) {
        self.descriptor = descriptor
        var timeout = timeval(tv_sec: Self.sendTimeout, tv_usec: 0)
        _ = setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        #if canImport(Darwin)
        var on: Int32 = 1
        _ = setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }

    deinit { close() }

    func close() {
        guard !closed else { return }
        closed = true
        _ = shutdown(descriptor, Int32(SHUT_RDWR))
        _ = systemClose(descriptor)
    }

    /// The request head, read until its blank line, within `timeout` seconds in all.
    func readHead(timeout: Double) -> Result<HTTPRequest, HTTPRequestProblem> {
        let deadline = Date().addingTimeInterval(timeout)
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            if let end = HTTPRequestParser.headEnd(in: bytes) { return HTTPRequestParser.parse(Array(bytes[..<end])) }
            if let problem = HTTPRequestParser.problemBeforeEnd(bytes) { return .failure(problem) }
            let left = deadline.timeIntervalSinceNow
            guard left > 0, waitReadable(milliseconds: Int32(left * 1000)) else { return .failure(.timedOut) }
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            guard count > 0 else {
                return .failure(bytes.isEmpty ? .timedOut : .malformed("the connection closed inside the request head"))
            }
            bytes += chunk[..<count]
        }
    }

    /// Whether there is something to read (or the client has gone) within `milliseconds`.
    func waitReadable(milliseconds: Int32) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, max(milliseconds, 0)) > 0
    }

    /// Whether the client closed its end: readable, and reading gives nothing.
    func peerClosed() -> Bool {
        var byte: UInt8 = 0
        let count = recv(descriptor, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT))
        return count == 0 || (count < 0 && errno != EAGAIN && errno != EWOULDBLOCK)
    }

    /// Sends all of `bytes`; false when the client is gone or stopped reading.
    @discardableResult
    func send(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = systemSend(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if sent < 0, errno == EINTR { continue }
            guard sent > 0 else { return false }
            offset += sent
        }
        return true
    }

    @discardableResult
    func send(_ bytes: [UInt8]) -> Bool {
        bytes.isEmpty ? true : bytes.withUnsafeBytes { send($0) }
    }

    @discardableResult
    func send(_ text: String) -> Bool { send(Array(text.utf8)) }
}

#if canImport(Glibc)
private func systemSend(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    Glibc.send(descriptor, bytes, count, Int32(MSG_NOSIGNAL))
}
func systemClose(_ descriptor: Int32) -> Int32 { Glibc.close(descriptor) }
#else
private func systemSend(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    Darwin.send(descriptor, bytes, count, 0)
}
func systemClose(_ descriptor: Int32) -> Int32 { Darwin.close(descriptor) }
#endif
