import Foundation
import Synchronization
@testable import DesignSpecCommands

/// A console that keeps what a command wrote, for tests to assert on.
final class CapturedConsole: Sendable {
    private let output = Mutex("")
    private let errors = Mutex("")

    var console: Console {
        Console(write: { text in self.output.withLock { $0 += text } },
                writeError: { text in self.errors.withLock { $0 += text } })
    }

    var out: String { output.withLock { $0 } }
    var err: String { errors.withLock { $0 } }
}

/// Runs the command line as a user would, in `directory`, and returns what it printed.
func runTool(_ arguments: [String], in directory: URL? = nil) -> (status: Int32, out: String, err: String) {
    let captured = CapturedConsole()
    let status = CommandLineTool.run(arguments: arguments, console: captured.console, workingDirectory: directory)
    return (status, captured.out, captured.err)
}
