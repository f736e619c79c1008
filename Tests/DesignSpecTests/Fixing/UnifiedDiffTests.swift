import Testing
@testable import DesignSpecChecks

/// The unified diff `fix --dry-run` prints, exactly.
@Suite struct UnifiedDiffTests {
    static func lines(_ count: Int, changing changed: [Int: String] = [:], ending: String = "\n") -> [UInt8] {
        Array((1...count).map { changed[$0] ?? "line \($0)" }.map { $0 + ending }.joined().utf8)
    }

    @Test func oneChangeHasThreeLinesOfContext() {
        let diff = UnifiedDiff.diff(path: "content/a.md", old: Self.lines(10), new: Self.lines(10, changing: [5: "five"]))
        #expect(diff == """
            --- a/content/a.md
            +++ b/content/a.md
            @@ -2,7 +2,7 @@
             line 2
             line 3
             line 4
            -line 5
            +five
             line 6
             line 7
             line 8

            """)
    }

    @Test func nearChangesShareAHunkAndFarOnesDoNot() {
        let near = UnifiedDiff.diff(path: "a.md", old: Self.lines(20), new: Self.lines(20, changing: [2: "two", 9: "nine", 10: "ten"]))
        #expect(near.components(separatedBy: "@@ -").count == 2)
        #expect(near.contains("@@ -1,13 +1,13 @@\n line 1\n-line 2\n+two\n"))
        #expect(near.contains("-line 9\n-line 10\n+nine\n+ten\n"))
        let far = UnifiedDiff.diff(path: "a.md", old: Self.lines(20), new: Self.lines(20, changing: [2: "two", 10: "ten"]))
        #expect(far.contains("@@ -1,5 +1,5 @@\n"))
        #expect(far.contains("@@ -7,7 +7,7 @@\n"))
    }

    @Test func lineEndingsAreKept() {
        let crlf = UnifiedDiff.diff(path: "a.md", old: Self.lines(1, ending: "\r\n"), new: Self.lines(1, changing: [1: "one"], ending: "\r\n"))
        #expect(crlf == "--- a/a.md\n+++ b/a.md\n@@ -1 +1 @@\n-line 1\r\n+one\r\n")
        let bare = UnifiedDiff.diff(path: "a.md", old: Array("x\ny".utf8), new: Array("x\nz".utf8))
        #expect(bare == "--- a/a.md\n+++ b/a.md\n@@ -1,2 +1,2 @@\n x\n-y\n\\ No newline at end of file\n+z\n\\ No newline at end of file\n")
        #expect(UnifiedDiff.diff(path: "a.md", old: Self.lines(3), new: Self.lines(3)) == "")
        #expect(UnifiedDiff.diff(path: "a.md", old: Array("x\n".utf8), new: Array("y\nz\n".utf8))
                == "--- a/a.md\n+++ b/a.md\n@@ -1 +1,2 @@\n-x\n+y\n+z\n")
    }
}
