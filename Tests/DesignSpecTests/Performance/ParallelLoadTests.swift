import Foundation
import Testing
@testable import DesignSpecCore

/// The parallel project load (docs parsed, converted and extracted on all cores) must give
/// the very model the serial loop gives.
@Suite struct ParallelLoadTests {
    @Test func parallelAndSerialModelsAreByteIdentical() throws {
        let folder = try ExtractionTempFolder()
        try PerformanceCorpus.write(docs: 200, tokens: 400, into: folder)
        let serial = try ProjectLoader(workingDirectory: folder.url, content: "content", parallel: false).load()
        let parallel = try ProjectLoader(workingDirectory: folder.url, content: "content", parallel: true).load()
        let serialJSON = serial.jsonOutput.serialized(pretty: true)
        let parallelJSON = parallel.jsonOutput.serialized(pretty: true)
        #expect(serial.docs.count == 200)
        #expect(serial.docs.map(\.slug).prefix(3) == ["doc-000", "doc-001", "doc-002"])
        // The corpus has findings and both languages, so the comparison covers them.
        #expect(serial.findings.count > 0)
        #expect(Set(serial.docs.map(\.language)) == ["en", "ko"])
        #expect(serialJSON.utf8.count > 1_000_000)
        #expect(Array(parallelJSON.utf8) == Array(serialJSON.utf8))
        // Twice in parallel: scheduling never shows in the output.
        let again = try ProjectLoader(workingDirectory: folder.url, content: "content", parallel: true).load()
        #expect(Array(again.jsonOutput.serialized(pretty: true).utf8) == Array(serialJSON.utf8))
    }

    @Test func indexedConcurrentMapKeepsIndexOrder() {
        let squares = IndexedConcurrentMap.map(count: 10_000) { $0 * $0 }
        #expect(squares == (0..<10_000).map { $0 * $0 })
        #expect(IndexedConcurrentMap.map(count: 0) { $0 } == [])
        #expect(IndexedConcurrentMap.map(count: 1) { "\($0)" } == ["0"])
    }

    @Test func aDocThatCannotBeReadIsTheFirstErrorInPathOrder() throws {
        let folder = try ExtractionTempFolder()
        for index in 0..<20 { try folder.write("content/d\(index / 10)\(index % 10).md", "# D\(index)\n") }
        for name in ["d07.md", "d03.md"] {
            try FileManager.default.removeItem(at: folder.url.appendingPathComponent("content/\(name)"))
            try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("content/\(name)"),
                                                    withIntermediateDirectories: true)
        }
        // Folders named `*.md` are skipped, so the load succeeds with 18 docs.
        let model = try ProjectLoader(workingDirectory: folder.url, content: "content").load()
        #expect(model.docs.count == 18)
    }
}

/// A deterministic corpus like `bench/corpus.py`'s, with more variety: English-only and
/// Korean docs, tokens by name and by value, unknown names (findings), Swift recipes,
/// non-breaking spaces and combining marks in cells.
enum PerformanceCorpus {
    static func write(docs: Int, tokens: Int, into folder: ExtractionTempFolder) throws {
        var random = SeededRandom(seed: 42)
        let scale = [4, 8, 12, 16, 20, 24, 32, 48]
        var spacing: [String] = []
        var colors: [String] = []
        var names: [(name: String, value: String)] = []
        for index in 0..<tokens {
            if index % 2 == 0 {
                let value = scale[index % scale.count]
                spacing.append("\"space\(index)\": {\"$value\": \"\(value)px\"}")
                names.append(("spacing.space\(index)", "\(value)pt"))
            } else {
                let hex = String(format: "#%06X", random.next(0x1000000))
                colors.append("\"role\(index)\": {\"$value\": \"{color.base.c\(index % 7)}\"}")
                names.append(("color.role\(index)", hex))
            }
        }
        let base = (0..<7).map { "\"c\($0)\": {\"$value\": \"#\(String(format: "%06X", $0 * 0x111111))\"}" }
        try folder.write("content/tokens/tokens.json", """
            {"spacing": {"$type": "dimension", \(spacing.joined(separator: ", "))},
             "color": {"$type": "color", "base": {\(base.joined(separator: ", "))}, \(colors.joined(separator: ", "))}}
            """)
        let korean = ["간격은 4pt 단위의 스케일만 사용합니다.", "버튼의 최소 탭 영역은 44pt입니다.", "색상 토큰은 두 레이어로 구성됩니다."]
        let english = ["Spacing values snap to the grid.", "Semantic tokens reference base tokens.", "Café\u{301} tap targets stay 44 points."]
        for index in 0..<docs {
            var lines = ["# Component \(index)" + (index % 3 == 0 ? "" : " 컴포넌트"), ""]
            for _ in 0..<3 {
                lines.append(index % 3 == 0 ? english[random.next(3)] : korean[random.next(3)] + " " + korean[random.next(3)])
                lines.append("")
            }
            lines += ["## Tokens", "", "| Token | Value | Use |", "| --- | --- | --- |"]
            for row in 0..<5 {
                let token = names[random.next(names.count)]
                let name = row == 4 && index % 5 == 0 ? "spacing.unknown\(index)" : token.name
                let space = row == 2 ? "\u{00A0}" : " "
                lines.append("| `{\(name)}` |\(space)\(token.value)\(space)| \(english[random.next(3)]) |")
            }
            lines += ["", "<!-- designspec: tokens spacing -->", "", "| Name | Value |", "| --- | --- |",
                      "| space\(scale[random.next(scale.count)]) | \(scale[random.next(scale.count)])pt |", ""]
            lines += ["## Recipe", "", "```swift", "Button(action: save) {",
                      "    Text(\"저장\")", "        .padding(.horizontal, \(scale[random.next(scale.count)]))",
                      "        .frame(minHeight: 44)", "}", ".clipShape(RoundedRectangle(cornerRadius: 12))", "```", "",
                      "- padding: \(scale[random.next(scale.count)])pt", "- ~~old~~ see https://example.com/x", ""]
            try folder.write("content/doc-\(String(format: "%03d", index)).md", lines.joined(separator: "\n"))
        }
    }
}

/// A small deterministic generator (64-bit LCG), so the corpus is the same on every run.
struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next(_ bound: Int) -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int((state >> 33) % UInt64(bound))
    }
}
