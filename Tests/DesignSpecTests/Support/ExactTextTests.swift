import Testing
@testable import DesignSpecChecks
@testable import DesignSpecCore
@testable import DesignSpecSite

/// Memos key texts by their bytes (`ExactText`), not by canonical equivalence as `String`
/// does: a doc written in NFD (as macOS writes Hangul) keeps its own bytes when a doc in
/// NFC holds the same text, whichever of the two is read first.
@Suite struct ExactTextTests {
    /// `é` precomposed and `e` with a combining accent; a Hangul syllable and its jamo.
    static let pairs: [(composed: String, decomposed: String)] = [
        ("caf\u{E9}", "cafe\u{301}"),
        ("\u{D655}\u{C778}", "\u{1112}\u{116A}\u{11A8}\u{110B}\u{1175}\u{11AB}"),  // 확인
    ]

    /// What a value shows, byte for byte (`String`'s `==` would call both spellings equal).
    static func bytes(_ value: some Any) -> [UInt8] {
        Array(String(describing: value).utf8)
    }

    @Test func equalOnlyWhenTheBytesAre() {
        for (composed, decomposed) in Self.pairs {
            #expect(composed == decomposed)
            #expect(ExactText(composed) != ExactText(decomposed))
            #expect(ExactText(composed) == ExactText(String(decoding: Array(composed.utf8), as: UTF8.self)))
            #expect(ExactText(composed).hashValue == ExactText(String(decoding: Array(composed.utf8), as: UTF8.self)).hashValue)
            #expect(Set([ExactText(composed), ExactText(decomposed), ExactText(composed)]).count == 2)
        }
        #expect(ExactText("") == ExactText(""))
        #expect(ExactText("a long text past the small-string limit") != ExactText("a long text past the small-string limiT"))
        #expect(Set([[ExactText("ab"), ExactText("c")], [ExactText("a"), ExactText("bc")]]).count == 2)
    }

    @Test func highlightedCodeKeepsItsOwnSpelling() {
        let memo = SwiftHighlightMemo()
        for (composed, decomposed) in Self.pairs {
            for order in [[composed, decomposed], [decomposed, composed]] {
                for text in order {
                    let code = "Text(\"\(text)\").padding(8)"
                    #expect(Array(memo.html(code).utf8) == Array(SwiftHighlighter.html(code).utf8))
                }
            }
        }
    }

    @Test func aRecipeScanKeepsItsOwnLiterals() {
        let memo = RecipeScanMemo()
        let origin = SourceLocation(file: "doc.md", line: 4, column: 1)
        for (composed, decomposed) in Self.pairs {
            for text in [composed, decomposed] {
                let code = "Button(\"\(text)\") { save() }.padding(.horizontal, 10).frame(minHeight: 44)"
                let scan = memo.scan(code: code, origin: origin)
                #expect(Self.bytes(scan) == Self.bytes(SwiftScanner.scan(code: code, origin: origin)))
                #expect(Self.bytes(scan).count > 0)
            }
        }
    }

    @Test func aBindingKeepsTheNameAsWritten() {
        let binder = ExtractionFixture.binder(ExtractionFixture.sampleTokens)
        for (composed, decomposed) in Self.pairs {
            for text in [composed, decomposed] {
                let name = "spacing.\(text)"
                let fresh = ExtractionFixture.binder(ExtractionFixture.sampleTokens).bind(name, style: .cell)
                #expect(Self.bytes(binder.bind(name, style: .cell)) == Self.bytes(fresh))
            }
        }
    }

    @Test func aHeaderKeepsItsTextsAsWritten() {
        let memo = TableHeaderMemo(modes: [:])
        for (composed, decomposed) in Self.pairs {
            for text in [composed, decomposed] {
                let table = MarkdownParser.parse("| Token | \(text) |\n| --- | --- |\n| spacing.small | 8pt |\n", file: "doc.md")
                guard case .table(let parsed)? = table.blocks.first else {
                    Issue.record("no table")
                    return
                }
                let header = memo.read(parsed, hasTokensHint: false, hasScaleHint: false)
                #expect(Self.bytes(header).contains(contentsOf: Array(text.utf8)))
            }
        }
    }
}

private extension Array where Element == UInt8 {
    func contains(contentsOf part: [UInt8]) -> Bool {
        guard part.count <= count else { return false }
        return (0...(count - part.count)).contains { self[$0..<($0 + part.count)].elementsEqual(part) }
    }
}

/// Two docs that differ only in how their Hangul is written (NFC, as most editors write
/// it; NFD, as macOS file tools may): each page shows its own doc's bytes.
@Suite struct CanonicalSpellingSiteTests {
    static func doc(_ word: String) -> String {
        """
        # Save button

        | Token | Value | Use |
        | --- | --- | --- |
        | spacing.small | 8pt | \(word) |

        ```swift
        Button("\(word)") { save() }
            .padding(.horizontal, 8)
        ```

        """
    }

    @Test func eachPageShowsItsOwnSpelling() throws {
        let composed = "\u{D655}\u{C778}"  // 확인
        let decomposed = "\u{1112}\u{116A}\u{11A8}\u{110B}\u{1175}\u{11AB}"
        let documents = [
            MarkdownParser.parse(Self.doc(composed), file: "a.md"),
            MarkdownParser.parse(Self.doc(decomposed), file: "b.md"),
        ]
        for order in [documents, documents.reversed()] {
            let site = try SiteBuilder(version: "0.0.0").build(SiteInput(title: "Spelling", documents: order, report: CheckReport(findings: [], rules: [])))
            let a = Array(try #require(site["docs/a.html"]).utf8)
            let b = Array(try #require(site["docs/b.html"]).utf8)
            #expect(a.contains(contentsOf: Array(composed.utf8)))
            #expect(!a.contains(contentsOf: Array(decomposed.utf8)))
            #expect(b.contains(contentsOf: Array(decomposed.utf8)))
            #expect(!b.contains(contentsOf: Array(composed.utf8)))
        }
    }
}
