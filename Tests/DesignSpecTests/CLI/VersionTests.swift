import Testing
@testable import DesignSpecCommands
@testable import DesignSpecCore

@Suite struct VersionTests {
    @Test func theVersionLineNamesTheVersionAndTheCommit() {
        #expect(BuildInfo.versionLine(version: "0.1.0", commit: "abcdef123456") == "designspec 0.1.0 (commit abcdef123456)")
    }

    @Test func aBuildOutsideGitSaysTheCommitIsUnknown() {
        #expect(BuildInfo.versionLine(version: "0.1.0", commit: nil) == "designspec 0.1.0 (commit unknown)")
    }

    /// The command says the commit it is given (the executable's, generated at build time).
    @Test func versionSaysTheCommitItIsGiven() {
        let captured = CapturedConsole()
        #expect(CommandLineTool.run(arguments: ["--version"], console: captured.console, commit: "abcdef123456") == 0)
        #expect(captured.out == "designspec \(DesignSpecVersion.current) (commit abcdef123456)\n")
    }
}
