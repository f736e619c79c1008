import Foundation
import Testing
@testable import DesignSpecCore

/// `ProjectPaths.display` keeps the last directories' prefixes: the answers are the same
/// whichever directories came before, more of them than it keeps included.
@Suite struct ProjectPathsTests {
    @Test func displaysRelativeToEachDirectoryWhateverCameBefore() {
        let file = URL(fileURLWithPath: "/work/project/content/guide/doc.md")
        let expected = [
            ("/work/project", "content/guide/doc.md"), ("/work/project/", "content/guide/doc.md"),
            ("/work/project/content", "guide/doc.md"), ("/work/project/./content/guide", "doc.md"),
            ("/work/other", "/work/project/content/guide/doc.md"), ("/work/project/content/../content", "guide/doc.md"),
            ("/", "work/project/content/guide/doc.md"),
        ]
        for round in 0..<3 {
            for (directory, display) in expected.shuffled() {
                #expect(ProjectPaths.display(file, workingDirectory: URL(fileURLWithPath: directory)) == display,
                        "round \(round): \(directory)")
            }
        }
    }
}
