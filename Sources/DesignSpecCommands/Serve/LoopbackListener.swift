#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A TCP socket listening on 127.0.0.1 only, never on every address: the preview is for
/// the person at this machine. Port 0 asks the system for a free port; `port` is the one
/// bound.
final class LoopbackListener: @unchecked Sendable {
    // @unchecked: `descriptor` is set once in init; `close` is called once, by the server.
    let descriptor: Int32
    let port: UInt16

    init(port: UInt16) throws(ServeError) {
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw ServeError("cannot open a socket: \(String(cString: strerror(errno)))") }
        var on: Int32 = 1
        _ = setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        var address = Self.loopback(port: port)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0 else {
            let problem = errno
            _ = systemClose(descriptor)
            if problem == EADDRINUSE {
                throw ServeError("port \(port) on 127.0.0.1 is in use; choose another with --port (0 picks a free one)")
            }
            throw ServeError("cannot listen on 127.0.0.1 port \(port): \(String(cString: strerror(problem)))")
        }
        guard listen(descriptor, 64) == 0 else {
            let problem = String(cString: strerror(errno))
            _ = systemClose(descriptor)
            throw ServeError("cannot listen on 127.0.0.1 port \(port): \(problem)")
        }
        self.descriptor = descriptor
        self.port = Self.boundAddress(descriptor)?.port ?? port
    }

    /// The address and port the socket is bound to, as the system says (getsockname).
    static func boundAddress(_ descriptor: Int32) -> (host: String, port: UInt16)? {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let result = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard result == 0 else { return nil }
        var text = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
        var raw = address.sin_addr
        guard inet_ntop(AF_INET, &raw, &text, socklen_t(text.count)) != nil else { return nil }
        let host = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return (host, UInt16(bigEndian: address.sin_port))
    }

    /// The next connection, waiting at most `milliseconds`; nil when none came.
    func accept(waiting milliseconds: Int32) -> ClientSocket? {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&entry, 1, milliseconds) > 0 else { return nil }
        #if canImport(Glibc)
        let client = Glibc.accept(descriptor, nil, nil)
        #else
        let client = Darwin.accept(descriptor, nil, nil)
        #endif
        guard client >= 0 else { return nil }
        _ = fcntl(client, F_SETFD, FD_CLOEXEC)
        return ClientSocket(descriptor: client)
    }

    func close() {
        _ = systemClose(descriptor)
    }

    private static func loopback(port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        #if canImport(Darwin)
        address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        return address
    }
}

/// Why `designspec serve` could not start or go on. The message is for the user, as is.
struct ServeError: Error, Equatable, CustomStringConvertible {
    var message: String
    init(_ message: String) { self.message = message }
    var description: String { message }
}
