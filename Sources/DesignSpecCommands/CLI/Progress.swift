import Foundation

/// What a long run is doing, on one line of standard error that is rewritten (`\r`) as the
/// run goes from phase to phase and cleared when it ends. Shown only on a terminal, and
/// only once the run has taken a second: a short run, a pipe or CI never
/// see it. The cost is a clock read when a phase starts and one timer.
final class Progress: @unchecked Sendable {
    // @unchecked: `state` is only touched with `lock` held.
    private struct State {
        var phase: String?
        /// Whether the line is on the terminal now.
        var shown = false
        var finished = false
    }

    private let write: @Sendable (String) -> Void
    private let lock = NSLock()
    private var state = State()
    private let isEnabled: Bool

    /// A progress that never shows: not a terminal.
    static let off = Progress(enabled: false, delay: 0, write: { _ in })

    /// Writes with `write` (standard error) when `enabled`; the first phase appears once
    /// `seconds` have passed since the progress was made.
    init(enabled: Bool, delay seconds: Double = 1, write: @escaping @Sendable (String) -> Void) {
        self.write = write
        self.isEnabled = enabled
        guard enabled else { return }
        DispatchQueue.global(qos: .utility).asyncAfter(deadline: .now() + seconds) { [self] in
            lock.withLock {
                state.shown = !state.finished
                if state.shown, let phase = state.phase { write(Self.line(phase)) }
            }
        }
    }

    /// The run starts `phase` (`reading 1,000 docs`): shown at once when the delay has passed.
    func phase(_ phase: String) {
        guard isEnabled else { return }
        lock.withLock {
            state.phase = phase
            if state.shown, !state.finished { write(Self.line(phase)) }
        }
    }

    /// Clears the line before other output is written to the terminal; the next phase
    /// shows it again.
    func clear() {
        guard isEnabled else { return }
        lock.withLock {
            if state.shown, state.phase != nil { write(Self.clearLine) }
            state.phase = nil
        }
    }

    /// The run is over: the line is cleared and never shown again.
    func finish() {
        guard isEnabled else { return }
        lock.withLock {
            if state.shown, state.phase != nil { write(Self.clearLine) }
            state.phase = nil
            state.finished = true
        }
    }

    static func line(_ phase: String) -> String { "\r\u{1B}[K" + "designspec: " + phase + "…" }
    static let clearLine = "\r\u{1B}[K"
}
