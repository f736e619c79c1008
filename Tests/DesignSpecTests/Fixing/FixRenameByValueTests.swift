import Foundation
import Testing
@testable import DesignSpecCore

/// A rename suggestion weighs the value the row states: `spacing.xxl` renamed
/// `spacing.2xl` (32pt) beside `spacing.xl` (24pt) is `spacing.2xl`, though `spacing.xl`
/// is spelled nearer, and fix never renames a row to a token of another value.
@Suite struct FixRenameByValueTests {
    static let doc = """
        # Spacing

        | Token | Value |
        | --- | --- |
        | `spacing.xl` | 24pt |
        | `spacing.xxl` | 32pt |

        """

    static let renamedTokens = """
        {
          "spacing": {
            "$type": "dimension",
            "xl": { "$value": "24px" },
            "2xl": { "$value": "32px" }
          }
        }
        """

    /// `spacing.xxl` removed, no token of 32px.
    static let removedTokens = """
        {
          "spacing": {
            "$type": "dimension",
            "xl": { "$value": "24px" },
            "3xl": { "$value": "48px" }
          }
        }
        """

    func project(tokens: String, doc: String = doc) throws -> CheckFixture {
        try CheckFixture(["content/spacing.md": doc, "content/tokens/tokens.json": tokens])
    }

    @Test func theCandidateWithTheRowsValueIsSuggested() throws {
        let fixture = try project(tokens: Self.renamedTokens)
        defer { fixture.remove() }
        let result = runTool(["check"], in: fixture.folder)
        #expect(result.out == """
            content/spacing.md:6:3: error: unknown token `spacing.xxl` (no token `spacing.xxl`); did you mean `spacing.2xl`, which has the row's value? [unknown-token]
                content/tokens/tokens.json:5:5: note: `spacing.2xl` defined here
            1 error, 0 warnings
            read 1 doc, 1 token file (2 tokens); checked 1 token table (2 rows), 0 recipes; nothing left unchecked

            """)
        #expect(result.status == 1)
    }

    @Test func fixRenamesToTheCandidateWithTheRowsValue() throws {
        let fixture = try project(tokens: Self.renamedTokens)
        defer { fixture.remove() }
        let result = runTool(["fix", "--dry-run"], in: fixture.folder)
        #expect(result.out == """
            --- a/content/spacing.md
            +++ b/content/spacing.md
            @@ -3,4 +3,4 @@
             | Token | Value |
             | --- | --- |
             | `spacing.xl` | 24pt |
            -| `spacing.xxl` | 32pt |
            +| `spacing.2xl` | 32pt |

            """)
        #expect(result.err == """
            content/spacing.md:6:3: would fix unknown-token: `spacing.xxl` → `spacing.2xl`
            would fix 1 cell in 1 file; nothing written (--dry-run)

            """)
        #expect(result.status == 0)
    }

    @Test func aCandidateOfAnotherValueIsNeverApplied() throws {
        let fixture = try project(tokens: Self.removedTokens)
        defer { fixture.remove() }
        let check = runTool(["check"], in: fixture.folder)
        #expect(check.out.hasPrefix("""
            content/spacing.md:6:3: error: unknown token `spacing.xxl` (no token `spacing.xxl`); did you mean `spacing.xl`? (but the row states 32pt, and `spacing.xl` is 24px) [unknown-token]
                content/tokens/tokens.json:4:5: note: `spacing.xl` defined here

            """))
        let result = runTool(["fix", "--dry-run"], in: fixture.folder)
        #expect(result.out == "")
        #expect(result.err == """
            content/spacing.md:6:3: not fixable automatically: unknown token `spacing.xxl` (no token `spacing.xxl`); did you mean `spacing.xl`? (but the row states 32pt, and `spacing.xl` is 24px) [unknown-token]
                note: the row states 32pt, `spacing.xl` is 24px
            nothing to fix; 1 not fixable automatically; nothing written (--dry-run)

            """)
        #expect(result.status == 1)
    }

    /// A row without a value cell states nothing to weigh: the rename is by spelling.
    @Test func aRowWithoutValuesIsRenamedBySpelling() throws {
        let doc = "# Spacing\n\n| Token | Use |\n| --- | --- |\n| `spacing.xl` | cards |\n| `spacing.xxl` | pages |\n"
        let fixture = try project(tokens: Self.removedTokens, doc: doc)
        defer { fixture.remove() }
        let result = runTool(["fix", "--dry-run"], in: fixture.folder)
        #expect(result.err == """
            content/spacing.md:6:3: would fix unknown-token: `spacing.xxl` → `spacing.xl`
            would fix 1 cell in 1 file; nothing written (--dry-run)

            """)
    }

    /// Two candidates with the row's value, as near as each other: a choice for a person.
    @Test func twoCandidatesWithTheRowsValueAreLeft() throws {
        let tokens = """
            { "spacing": { "$type": "dimension", "xl": { "$value": "24px" },
              "2xl": { "$value": "32px" }, "xxl2": { "$value": "32px" } } }
            """
        let fixture = try project(tokens: tokens)
        defer { fixture.remove() }
        let result = runTool(["fix", "--dry-run"], in: fixture.folder)
        #expect(result.err == """
            content/spacing.md:6:3: not fixable automatically: unknown token `spacing.xxl` (no token `spacing.xxl`); did you mean `spacing.2xl`, which has the row's value? [unknown-token]
                note: several names have the row's value (`spacing.2xl`, `spacing.xxl2`); choose one by hand
            nothing to fix; 1 not fixable automatically; nothing written (--dry-run)

            """)
    }

    /// Git history knows the rename that spelling cannot guess: `spacing.xxl` is now
    /// `spacing.page`, in the working tree and, once committed, in HEAD.
    @Test func aRenameInGitHistoryIsTheSuggestion() throws {
        let before = """
            { "spacing": { "$type": "dimension", "xl": { "$value": "24px" }, "xxl": { "$value": "32px" } } }
            """
        let after = """
            { "spacing": { "$type": "dimension", "xl": { "$value": "24px" }, "page": { "$value": "32px" } } }
            """
        let repository = try GitFixture(files: ["content/spacing.md": Self.doc, "content/tokens/tokens.json": before])
        try repository.commit("first")
        try repository.write(["content/tokens/tokens.json": after])
        let expected = """
            content/spacing.md:6:3: error: unknown token `spacing.xxl` (no token `spacing.xxl`); did you mean `spacing.page`, which has the row's value? [unknown-token]
                content/tokens/tokens.json:1:66: note: `spacing.page` defined here
            1 error, 0 warnings
            read 1 doc, 1 token file (2 tokens); checked 1 token table (2 rows), 0 recipes; nothing left unchecked

            """
        // Renamed in the working tree.
        #expect(runTool(["check"], in: repository.folder).out == expected)
        // Renamed in the last commit, the working tree clean.
        try repository.commit("rename")
        #expect(runTool(["check"], in: repository.folder).out == expected)
        let fix = runTool(["fix", "--dry-run"], in: repository.folder)
        #expect(fix.err == """
            content/spacing.md:6:3: would fix unknown-token: `spacing.xxl` → `spacing.page`
            would fix 1 cell in 1 file; nothing written (--dry-run)

            """)
        // Without the history, spelling alone: `spacing.xl`, whose value is not the row's.
        try FileManager.default.removeItem(at: repository.folder.appendingPathComponent(".git"))
        #expect(runTool(["check"], in: repository.folder).out.hasPrefix("""
            content/spacing.md:6:3: error: unknown token `spacing.xxl` (no token `spacing.xxl`); did you mean `spacing.xl`? (but the row states 32pt, and `spacing.xl` is 24px) [unknown-token]
            """))
    }
}
