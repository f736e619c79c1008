import Testing
@testable import DesignSpec

@Suite struct VersionTests {
    @Test func theVersionLineNamesTheVersionAndTheCommit() {
        #expect(BuildInfo.versionLine(version: "0.1.0", commit: "abcdef123456") == "designspec 0.1.0 (commit abcdef123456)")
    }

    @Test func aBuildOutsideGitSaysTheCommitIsUnknown() {
        #expect(BuildInfo.versionLine(version: "0.1.0", commit: nil) == "designspec 0.1.0 (commit unknown)")
    }

    /// Built in a git checkout, the commit is 12 lowercase hex digits (the integration
    /// tests compare it with the checkout's HEAD); built elsewhere, it is absent.
    @Test func theCommitBuiltInIsAShortHash() {
        if let commit = BuildInfo.commit {
            #expect(commit.count == 12)
            #expect(commit.allSatisfy { "0123456789abcdef".contains($0) })
        }
        #expect(BuildInfo.versionLine() == "designspec \(CommandLineTool.version) (commit \(BuildInfo.commit ?? "unknown"))")
    }
}
