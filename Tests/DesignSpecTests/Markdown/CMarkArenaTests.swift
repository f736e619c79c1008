import Foundation
import Testing
@testable import DesignSpecCore

/// cmark-gfm parses into a per-thread arena (`CMarkArena`): every text must convert to
/// exactly what cmark's own allocator gives, whether the arena is fresh, reused, grown past
/// its first chunk, holding a block larger than a chunk, or in use on every core at once.
@Suite struct CMarkArenaTests {
    static func blocks(_ source: String, arena: Bool) -> [Markdown.Block] {
        var text = MarkdownSourceText(source, file: "t.md")
        return CMarkConverter.convert(&text, arenaLimit: arena ? Int.max : -1)
    }

    /// The sample design system's docs, in both languages.
    static let sampleDocs: [String] = {
        let folder = TestData.packageRoot.appendingPathComponent("content")
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "md" } ?? []
        return files.sorted { $0.path < $1.path }.compactMap { try? String(contentsOf: $0, encoding: .utf8) }
    }()

    /// ~3 MB: 20,000 table rows, and a 900 KB code block, whose buffer grows past half a
    /// chunk and gets a chunk of its own.
    static let largeDoc: String = {
        var rows = "| 토큰 | 값 | 설명 |\n| --- | --- | --- |\n"
        for index in 0..<20_000 { rows += "| `spacing.step-\(index)` | \(index % 64)pt | 간격 ~~\(index)~~ www.example.com/\(index) |\n" }
        let code = "```swift\n" + String(repeating: "VStack(spacing: 8) { Text(\"안녕\") }\n", count: 24_000) + "```\n"
        return "# 큰 문서\n\n" + rows + "\n" + code + "\n끝 문단, *강조* 와 `code`.\n"
    }()

    @Test func theSampleDocsConvertAsWithCmarksAllocator() {
        #expect(Self.sampleDocs.count >= 4)
        for doc in Self.sampleDocs {
            #expect(Self.blocks(doc, arena: true) == Self.blocks(doc, arena: false))
        }
    }

    @Test func aDocLargerThanTheFirstChunkConvertsTheSame() {
        #expect(Self.largeDoc.utf8.count > 2 << 20)
        let expected = Self.blocks(Self.largeDoc, arena: false)
        #expect(expected.count == 4)
        #expect(Self.blocks(Self.largeDoc, arena: true) == expected)
        // The region shrinks back after the large doc; small docs after it are unchanged.
        for doc in Self.sampleDocs {
            #expect(Self.blocks(doc, arena: true) == Self.blocks(doc, arena: false))
        }
    }

    @Test func parsesOnEveryCoreConvertTheSame() {
        let texts = Self.sampleDocs + CMarkParseGateTests.longTexts + [Self.largeDoc]
        let expected = texts.map { Self.blocks($0, arena: false) }
        let rounds = texts.count * 4
        let mismatches = IndexedConcurrentMap.map(count: rounds) { round -> Int in
            let index = round % texts.count
            return Self.blocks(texts[index], arena: true) == expected[index] ? 0 : 1
        }
        #expect(mismatches.reduce(0, +) == 0)
    }

    @Test func docsOverTheLimitConvertTheSame() {
        #expect(CMarkArena.maximumTextBytes == 1 << 20)
        var text = MarkdownSourceText(Self.largeDoc, file: "t.md")
        // Over the default limit: the converter frees the table's rows as it goes.
        #expect(CMarkConverter.convert(&text) == Self.blocks(Self.largeDoc, arena: false))
    }
}
