import Foundation

/// Waits for SIGINT (Ctrl-C) or SIGTERM, which `designspec serve` takes as "stop": the
/// signals are caught, not left to kill the process, so the session can release its port
/// and remove its folder. SIGPIPE is ignored while serving: a client that goes away
/// mid-response is a failed write, not the end of the server.
enum StopSignals {
    static func wait() {
        let stopped = DispatchSemaphore(value: 0)
        signal(SIGPIPE, SIG_IGN)
        let sources = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { stopped.signal() }
            source.resume()
            return source
        }
        stopped.wait()
        for source in sources { source.cancel() }
    }
}
