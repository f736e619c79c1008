import DesignSpecCore
import Foundation

/// Where a command writes: standard output and standard error, or buffers in tests.
public struct Console: Sendable {
    /// Writes to standard output (the report, the model).
    public var write: @Sendable (String) -> Void
    /// Writes to standard error (errors, skipped paths, progress).
    public var writeError: @Sendable (String) -> Void
    /// Whether standard output is a terminal (colour in `--color auto` only then).
    public var isTerminal: Bool
    /// Whether standard error is a terminal (progress only then).
    public var errorIsTerminal: Bool
    /// The `NO_COLOR` environment variable: any non-empty value turns colour off in
    /// `--color auto`.
    public var noColor: String?
    /// Whether some output could not be written (a full disk, a closed pipe): the command
    /// then exits 2, so a report cut short never passes for a complete one.
    public var outputFailed: @Sendable () -> Bool

    /// A console writing with `write` and `writeError`: in a test, into buffers.
    public init(write: @escaping @Sendable (String) -> Void, writeError: @escaping @Sendable (String) -> Void, isTerminal: Bool = false,
                errorIsTerminal: Bool = false, noColor: String? = nil,
                outputFailed: @escaping @Sendable () -> Bool = { false }) {
        self.write = write
        self.writeError = writeError
        self.isTerminal = isTerminal
        self.errorIsTerminal = errorIsTerminal
        self.noColor = noColor
        self.outputFailed = outputFailed
    }

    /// The process's standard output and standard error.
    public static let standard = Console(
        write: { text in
            if let problem = write(text, to: STDOUT_FILENO) {
                standardOutputFailure.record()
                _ = write("designspec: error: cannot write to standard output: \(problem)\n", to: STDERR_FILENO)
            }
        },
        writeError: { _ = write($0, to: STDERR_FILENO) },
        isTerminal: isatty(STDOUT_FILENO) == 1,
        errorIsTerminal: isatty(STDERR_FILENO) == 1,
        noColor: ProcessInfo.processInfo.environment["NO_COLOR"],
        outputFailed: { standardOutputFailure.happened }
    )

    private static let standardOutputFailure = WriteFailure()

    /// Whether a write to standard output failed, from any thread.
    private final class WriteFailure: @unchecked Sendable {
        private let lock = NSLock()
        private var failed = false

        func record() {
            lock.withLock { failed = true }
        }

        var happened: Bool { lock.withLock { failed } }
    }

    /// Writes the string's own UTF-8 (no copy of a report of megabytes into a `Data`
    /// first); the system's words when the write fails (`FileHandle` stopped the process).
    private static func write(_ text: String, to descriptor: Int32) -> String? {
        var text = text
        return text.withUTF8 { POSIXFiles.write($0, toDescriptor: descriptor) }
    }
}
