import Foundation
import Testing
@testable import DesignSpecCommands
@testable import DesignSpecCore

@Suite struct CommandLineTests {
    @Test func versionPrintsTheVersion() {
        let result = runTool(["--version"])
        #expect(result.status == 0)
        // Run as a library, no commit is given: the executable passes the one it was built from.
        #expect(result.out == "designspec \(DesignSpecVersion.current) (commit unknown)\n")
    }

    @Test func helpListsEveryCommand() {
        let result = runTool(["--help"])
        #expect(result.status == 0)
        for command in ["build", "check", "model", "tokens"] {
            #expect(result.out.contains("\n  \(command) "))
        }
    }

    @Test func helpForACommandListsItsOptions() {
        let result = runTool(["help", "build"])
        #expect(result.status == 0)
        #expect(result.out.hasPrefix("OVERVIEW: Build the static HTML site from the docs and tokens.\n\nUSAGE: designspec build [options]\n"))
        #expect(result.out.contains("  --output DIR "))
        #expect(result.out.contains("  --single-file FILE "))
    }

    @Test func unknownCommandSuggestsTheNearest() {
        let result = runTool(["biuld"])
        #expect(result.status == 2)
        #expect(result.err == "designspec: error: unknown command 'biuld'; did you mean 'build'?\n")
    }

    @Test func unknownOptionSuggestsTheNearest() {
        let result = runTool(["build", "--outptu", "x"])
        #expect(result.status == 2)
        #expect(result.err == "designspec: error: unknown option '--outptu' for 'build'; did you mean '--output'?\n")
    }

    @Test func badChoiceIsRefused() {
        let result = runTool(["check", "--format", "sarf"])
        #expect(result.status == 2)
        #expect(result.err == "designspec: error: 'sarf' is not a valid FORMAT for --format (one of: text, json, github, sarif); did you mean 'sarif'?\n")
    }

    @Test func missingValueIsRefused() {
        let result = runTool(["build", "--output"])
        #expect(result.status == 2)
        #expect(result.err == "designspec: error: option '--output' needs a value (DIR)\n")
    }

    @Test func parsesRepeatableAndInlineValues() throws {
        let parsed = try CommandSpec.check.parse(["--tokens", "a.json", "--tokens=b", "--strict", "--format=json"])
        #expect(parsed.all("--tokens") == ["a.json", "b"])
        #expect(parsed.has("--strict"))
        #expect(parsed.value("--format") == "json")
    }
}

@Suite struct SuggestionTests {
    @Test func editDistanceCountsEdits() {
        #expect(Suggestions.editDistance("kitten", "sitting") == 3)
        #expect(Suggestions.editDistance("간격", "간격들") == 1)
    }

    @Test func nearestPrefersTheClosest() {
        #expect(Suggestions.nearest(to: "spacing.base.size.s8", in: ["spacing.base.s8", "spacing.base.s16", "color.base.gray.600"]) == ["spacing.base.s8", "spacing.base.s16"])
    }
}

/// Output that could not be written (a full disk, a closed pipe) makes the command exit 2,
/// whatever it found: a report cut short never passes a CI gate.
@Suite struct OutputFailureTests {
    @Test func aFailedWriteExitsTwo() {
        let captured = CapturedConsole()
        var console = captured.console
        let status = CommandLineTool.run(arguments: ["check"], console: console, workingDirectory: CheckFixture.repositoryRoot)
        #expect(status == 0, "the sample content has warnings only")
        console.outputFailed = { true }
        #expect(CommandLineTool.run(arguments: ["check"], console: console, workingDirectory: CheckFixture.repositoryRoot) == 2)
    }

    /// The executable, its standard output a full disk: the system's words and exit 2.
    @Test func theExecutableSaysWhenStandardOutputIsFull() throws {
        let executable = try #require(designspecExecutable, "swift build makes the executable beside the tests")
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"), "Linux and macOS have /dev/full")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["check"]
        process.currentDirectoryURL = CheckFixture.repositoryRoot
        process.standardOutput = full
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(message == "designspec: error: cannot write to standard output: No space left on device\n")
    }
}
