import Testing
@testable import DesignSpecChecks
@testable import DesignSpecCore

/// The front matter subset: exact values, exact problems at their places, the rest of the
/// doc where it was, and no crash on odd bytes.
@Suite struct FrontMatterParserTests {
    static func read(_ source: String) -> MarkdownDocument {
        MarkdownParser.parse(source, file: "doc.md")
    }

    static func problems(_ source: String) -> [String] {
        (read(source).frontMatter?.problems ?? []).map { "\($0.location): \($0.message)" }
    }

    @Test func readsTheSubsetsValues() {
        let document = Self.read("""
            ---
            title: "간격 \\"가이드\\" \\u0041"  # a comment
            description: 'Spacing: it''s the scale'
            order: -2
            status: Beta
            draft: false
            tags: [spacing, "lay, out", 3]
            owners:
              - design
              - '플랫폼'
            empty: ~
            # a whole-line comment
            ...
            # Spacing
            """)
        let frontMatter = document.frontMatter
        #expect(frontMatter?.entries.map(\.key) == ["title", "description", "order", "status", "draft", "tags", "owners", "empty"])
        #expect(frontMatter?.value("title") == .string("간격 \"가이드\" A"))
        #expect(frontMatter?.value("description") == .string("Spacing: it's the scale"))
        #expect(frontMatter?.order == -2)
        #expect(frontMatter?.status == "beta")
        #expect(frontMatter?.isDraft == false)
        #expect(frontMatter?.value("tags") == .list(["spacing", "lay, out", "3"]))
        #expect(frontMatter?.value("owners") == .list(["design", "플랫폼"]))
        #expect(frontMatter?.value("empty") == .null)
        #expect(frontMatter?.problems == [])
        #expect(frontMatter?.lines == 1...13)
        #expect(document.title == "간격 \"가이드\" A")
        #expect(document.outline.map(\.text) == ["Spacing"])
    }

    @Test func theRestOfTheDocKeepsItsLinesAndColumns() {
        let document = Self.read("---\r\ntitle: 간격\r\n---\r\n\r\n# 간격 가이드\r\n\r\n| 토큰 | 값 |\r\n| --- | --- |\r\n| `spacing.m` | 16 |\r\n")
        #expect(document.outline.map { "\($0.range.start)" } == ["doc.md:5:1"])
        guard case .table(let table)? = document.blocks.last else {
            Issue.record("no table: \(document.blocks)")
            return
        }
        #expect("\(table.rows[0].cells[1].range.start)" == "doc.md:9:17")
        #expect(document.frontMatter?.title == "간격")
    }

    @Test func saysWhatItDoesNotReadAtItsPlace() {
        #expect(Self.problems("""
            ---
            title: [a, [b]]
            order: 1.5
            draft: "true"
            status:
            owner:
              team: design
            anchor: &a value
            text: |
            not a pair
            description: Color: semantic
            order: 3
            ---
            """) == [
                "doc.md:2:12: a list or map inside a list is outside the front matter DesignSpec reads (lists of scalars)",
                "doc.md:3:8: `order` must be an integer (`order: 2`), not `1.5`; the doc is ordered as if it had none",
                "doc.md:4:8: `draft` must be `true` or `false`, not `true`; the doc is not taken for a draft",
                "doc.md:5:8: `status` has no value; it is not used",
                "doc.md:7:3: an indented line: nested maps are outside the front matter DesignSpec reads (`key: value` lines, lists of scalars)",
                "doc.md:8:9: anchors and aliases are outside the front matter DesignSpec reads",
                "doc.md:9:7: multi-line scalars (`|`, `>`) are outside the front matter DesignSpec reads; write the value on one line",
                "doc.md:10:1: `not a pair` is not a `key: value` line",
                "doc.md:11:14: `Color: semantic` holds `: `, which makes a nested map; quote the value",
                "doc.md:12:1: `order` is given again; the first, on line 3, is kept",
            ])
    }

    @Test func anUnclosedBlockIsShownAsItIs() {
        let document = Self.read("---\ntitle: x\n\n# Title\n")
        #expect(Self.problems("---\ntitle: x\n\n# Title\n") == [
            "doc.md:1:1: the front matter opened by `---` on line 1 is never closed by a `---` or `...` line, so none of it is read and the doc is shown as it is",
        ])
        #expect(document.frontMatter?.entries == [])
        #expect(document.title == "Title")
    }

    @Test func aThematicBreakLaterIsNoFrontMatter() {
        #expect(Self.read("# Title\n\n---\n\ntext\n").frontMatter == nil)
        #expect(Self.read("--- \n").frontMatter?.problems.count == 1)
        #expect(Self.read("----\ntitle: x\n----\n").frontMatter == nil)
    }

    /// Odd inputs: each gives exactly this, and none crashes.
    @Test func oddInputs() {
        #expect(Self.problems("---") == [
            "doc.md:1:1: the front matter opened by `---` on line 1 is never closed by a `---` or `...` line, so none of it is read and the doc is shown as it is",
        ])
        #expect(Self.read("---\n---").frontMatter == FrontMatter(entries: [], problems: [], lines: 1...2))
        #expect(Self.read("\u{FEFF}---\ntitle: 간격\n---\n# 제목\n").frontMatter?.title == "간격")
        #expect(Self.read("\u{FEFF}---\ntitle: 간격\n---\n# 제목\n").outline.map { "\($0.range.start)" } == ["doc.md:4:1"])
        #expect(Self.problems("---\r\ntitle: \"never closed\r\n---\r\n") == [
            "doc.md:2:8: the quoted value is not closed on its line (\" is missing); multi-line scalars are outside the front matter DesignSpec reads",
        ])
        #expect(Self.problems("---\ntitle: 'x\n---\n") == [
            "doc.md:2:8: the quoted value is not closed on its line (' is missing); multi-line scalars are outside the front matter DesignSpec reads",
        ])
        #expect(Self.problems("---\ntitle: \"a\\qb\"\n---\n") == ["doc.md:2:10: `\\q` is not an escape a double-quoted value can hold"])
        #expect(Self.problems("---\ntitle: \"a\\\"\n---\n").count == 1)
        #expect(Self.read("---\n상태: 베타\n제목: \"간격 가이드\"\n---\n").frontMatter?.entries.map(\.value) == [.string("베타"), .string("간격 가이드")])
        #expect(Self.read("---\rtitle: cr\r---\rbody\r").frontMatter?.title == "cr")
        #expect(Self.problems("---\n:\n- a\n\t\n\u{0}: x\n---\n") == [
            "doc.md:2:1: `:` is not a `key: value` line",
            "doc.md:3:1: a list item with no `key:` line above it",
        ])
        #expect(Self.read("---\nkey: [a, b\n---\n").frontMatter?.problems.map(\.message) == ["the list is not closed by `]` on its line"])
        #expect(Self.read("---\nkey: \"a\" b\n---\n").frontMatter?.problems.map(\.message) == ["`b` after the value is not read; quote the whole value"])
    }
}

/// A finding below front matter is at the line and column of the file, not of the text
/// cmark was given.
@Suite struct FrontMatterFindingPlaceTests {
    @Test func aFindingBelowFrontMatterIsAtItsPlaceInTheFile() throws {
        let example = RuleExample("below front matter", doc: """
            ---
            title: 간격
            order: 1
            ---

            | 토큰 | 값 |
            | --- | --- |
            | `spacing.s16` | 12px |
            """, tokens: #"{ "spacing": { "$type": "dimension", "s16": { "$value": "16px" } } }"#)
        #expect(try RuleExampleTests.run(example, rule: .valueMismatch) == [
            "doc.md:8:19: error: 12px here, but `spacing.s16` is 16px [value-mismatch]",
            "    tokens/tokens.json:1:38: note: `spacing.s16` defined here",
        ])
    }
}
