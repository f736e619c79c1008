import Foundation
import Testing
@testable import DesignSpecCore

/// `designspec diff` between two commits of a temporary git repository: one test per
/// change kind, each asserting the whole text report, doc places included.
@Suite struct DiffCommandTests {
    @Test func addedToken() throws {
        let repo = try GitFixture {
            $0.replacingOccurrences(of: #""medium": { "$value": "16px" }"#,
                                    with: #""medium": { "$value": "16px" },"# + "\n    " + #""large": { "$value": "24px" }"#)
        }
        let result = repo.diff(["--from", "HEAD~1", "--to", "HEAD"])
        #expect(result.status == 0)
        #expect(result.err == "")
        #expect(result.out == """
            Token changes, HEAD~1 → HEAD: added 1

            added
              spacing.large (dimension): 24px

            No doc names or shows a changed token.

            """)
    }

    @Test func removedTokenIsFoundWhereTheDocsStillNameIt() throws {
        let repo = try GitFixture { $0.replacingOccurrences(of: ##""bg": { "$value": "#FFFFFF" },"##, with: "") }
        let result = repo.diff(["--from", "HEAD~1", "--to", "HEAD"])
        #expect(result.status == 0)
        #expect(result.out == """
            Token changes, HEAD~1 → HEAD: removed 1

            removed
              color.bg (color): #FFFFFF

            Docs that name or show a changed token: 1
            content/a.md:9:42: `Color.bg` names color.bg (removed)

            """)
    }

    @Test func renamedTokenHasTheSameValueAndType() throws {
        let repo = try GitFixture { $0.replacingOccurrences(of: #""small": { "$value": "8px" }"#, with: #""compact": { "$value": "8pt" }"#) }
        let result = repo.diff(["--from", "HEAD~1", "--to", "HEAD"])
        #expect(result.status == 0)
        #expect(result.out == """
            Token changes, HEAD~1 → HEAD: renamed 1

            renamed
              spacing.small → spacing.compact (dimension): 8pt

            Docs that name or show a changed token: 1
            content/a.md:9:12: `{spacing.small}` names spacing.small (renamed)

            """)
    }

    @Test func valueChangeShowsOldAndNewAndTheColourDifference() throws {
        let repo = try GitFixture {
            $0.replacingOccurrences(of: "#1B1D22", with: "#2F6BFF").replacingOccurrences(of: "16px", with: "20px")
        }
        let result = repo.diff(["--from", "HEAD~1", "--to", "HEAD"])
        #expect(result.status == 0)
        #expect(result.out == """
            Token changes, HEAD~1 → HEAD: value changed 2

            value changed
              color.fg (color): #1B1D22 → #2F6BFF, ΔE OK 0.413
              spacing.medium (dimension): 16px → 20px

            Docs that name or show a changed token: 5
            content/a.md:5:3: `{spacing.medium}` names spacing.medium (value changed)
            content/a.md:5:24: `16pt` shows spacing.medium (value changed)
            content/a.md:6:3: `{color.fg}` names color.fg (value changed)
            content/a.md:6:18: `#1B1D22` shows color.fg (value changed)
            content/a.md:14:17: `Spacing.medium` names spacing.medium (value changed)

            """)
    }

    /// Only cells that state the old value show the change: one already updated, one
    /// stating a third value (a value-mismatch either way) and prose are not listed.
    @Test func onlyCellsStatingTheOldValueShowTheChange() throws {
        let doc = """
            # Spacing

            | Token | Value |
            | --- | --- |
            | `{spacing.medium}` | 16pt |
            | `{spacing.medium}` | 20pt |
            | `{spacing.medium}` | 99pt |
            | `{spacing.medium}` | hello |
            """
        let repo = try GitFixture(files: ["content/a.md": doc, "content/tokens/tokens.json": GitFixture.tokens])
        try repo.commit("first")
        try repo.write(["content/tokens/tokens.json": GitFixture.tokens.replacingOccurrences(of: "16px", with: "20px")])
        try repo.commit("second")
        let result = repo.diff(["--from", "HEAD~1", "--to", "HEAD"])
        #expect(result.status == 0)
        #expect(result.out == """
            Token changes, HEAD~1 → HEAD: value changed 1

            value changed
              spacing.medium (dimension): 16px → 20px

            Docs that name or show a changed token: 5
            content/a.md:5:3: `{spacing.medium}` names spacing.medium (value changed)
            content/a.md:5:24: `16pt` shows spacing.medium (value changed)
            content/a.md:6:3: `{spacing.medium}` names spacing.medium (value changed)
            content/a.md:7:3: `{spacing.medium}` names spacing.medium (value changed)
            content/a.md:8:3: `{spacing.medium}` names spacing.medium (value changed)

            """)
    }

    @Test func typeChange() throws {
        let repo = try GitFixture { $0.replacingOccurrences(of: #"{ "$type": "duration", "$value": "200ms" }"#, with: #"{ "$type": "number", "$value": 0.2 }"#) }
        let result = repo.diff(["--from", "HEAD~1", "--to", "HEAD"])
        #expect(result.status == 0)
        #expect(result.out == """
            Token changes, HEAD~1 → HEAD: type changed 1

            type changed
              motion.fast (duration → number): 200ms → 0.2

            Docs that name or show a changed token: 2
            content/a.md:7:3: `{motion.fast}` names motion.fast (type changed)
            content/a.md:7:21: `200ms` shows motion.fast (type changed)

            """)
    }

    @Test func newlyDeprecatedToken() throws {
        let repo = try GitFixture {
            $0.replacingOccurrences(of: ##""bg": { "$value": "#FFFFFF" }"##, with: ##""bg": { "$value": "#FFFFFF", "$deprecated": "Use color.surface" }"##)
        }
        let result = repo.diff(["--from", "HEAD~1", "--to", "HEAD"])
        #expect(result.status == 0)
        #expect(result.out == """
            Token changes, HEAD~1 → HEAD: deprecated 1

            deprecated
              color.bg (color): Use color.surface

            Docs that name or show a changed token: 1
            content/a.md:9:42: `Color.bg` names color.bg (deprecated)

            """)
    }
}
