import Foundation
import Synchronization
import Testing
@testable import DesignSpecCommands

/// Progress on a terminal's standard error: nothing for a run shorter than the delay, one
/// line rewritten with `\r` after it, cleared before other output and at the end; never
/// when standard error is not a terminal.
@Suite struct ProgressTests {
    final class Written: Sendable {
        let text = Mutex("")
        func add(_ more: String) { text.withLock { $0 += more } }
        var value: String { text.withLock { $0 } }
    }

    @Test func aShortRunShowsNothing() async throws {
        let written = Written()
        let progress = Progress(enabled: true, delay: 0.1, write: written.add)
        progress.phase("reading the docs and tokens")
        progress.finish()
        try await Task.sleep(nanoseconds: 300_000_000)
        #expect(written.value == "")
    }

    @Test func aLongRunShowsEachPhaseOnOneLineAndClearsIt() async throws {
        let written = Written()
        let progress = Progress(enabled: true, delay: 0.05, write: written.add)
        progress.phase("reading the docs and tokens")
        #expect(written.value == "", "not before the delay")
        try await Task.sleep(nanoseconds: 300_000_000)
        #expect(written.value == "\r\u{1B}[Kdesignspec: reading the docs and tokens…")
        progress.phase("checking")
        progress.clear()
        progress.phase("writing the site")
        progress.finish()
        progress.phase("after the end")
        #expect(written.value == "\r\u{1B}[Kdesignspec: reading the docs and tokens…" + "\r\u{1B}[Kdesignspec: checking…"
                + "\r\u{1B}[K" + "\r\u{1B}[Kdesignspec: writing the site…" + "\r\u{1B}[K")
    }

    @Test func offWhenNotATerminal() async throws {
        let written = Written()
        let progress = Progress(enabled: false, delay: 0, write: written.add)
        progress.phase("checking")
        try await Task.sleep(nanoseconds: 100_000_000)
        progress.finish()
        #expect(written.value == "")
    }

    /// Through the command line, on a terminal: a check of a small project ends well
    /// within the second, so standard error holds nothing but what the check says.
    @Test func aQuickCheckOnATerminalPrintsNoProgress() throws {
        let fixture = try CheckFixture(["content/a.md": "# A\n", "content/tokens/s.json": #"{"s": {"$type": "dimension", "$value": "8px"}}"#])
        defer { fixture.remove() }
        let captured = CapturedConsole()
        var console = captured.console
        console.errorIsTerminal = true
        #expect(CommandLineTool.run(arguments: ["check"], console: console, workingDirectory: fixture.folder) == 0)
        #expect(captured.err == "")
    }
}
