import Foundation

/// SIGINT (Ctrl-C) and SIGTERM, which `designspec serve` takes as "stop": caught from the
/// moment this is made (a Ctrl-C during the first build is kept, not lost), not left to
/// kill the process, so the session can release its port and remove its folder. SIGPIPE is
/// ignored while serving: a client that goes away mid-response is a failed write, not the
/// end of the server.
final class StopSignals {
    private let stopped = DispatchSemaphore(value: 0)
    private let sources: [any DispatchSourceSignal]

    init() {
        signal(SIGPIPE, SIG_IGN)
        let stopped = stopped
        sources = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { stopped.signal() }
            source.resume()
            return source
        }
    }

    /// Returns when one of the signals came (at once when one already did).
    func wait() {
        stopped.wait()
        for source in sources { source.cancel() }
    }
}
