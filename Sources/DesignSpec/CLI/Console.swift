import Foundation

/// Where a command writes: standard output and standard error, or buffers in tests.
public struct Console: Sendable {
    public var write: @Sendable (String) -> Void
    public var writeError: @Sendable (String) -> Void
    /// Whether standard output is a terminal (colors only then).
    public var isTerminal: Bool

    public init(write: @escaping @Sendable (String) -> Void, writeError: @escaping @Sendable (String) -> Void, isTerminal: Bool = false) {
        self.write = write
        self.writeError = writeError
        self.isTerminal = isTerminal
    }

    public static let standard = Console(
        write: { FileHandle.standardOutput.write(Data($0.utf8)) },
        writeError: { FileHandle.standardError.write(Data($0.utf8)) },
        isTerminal: isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    )
}
