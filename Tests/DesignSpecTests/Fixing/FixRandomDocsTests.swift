import Foundation
import Testing
@testable import DesignSpecChecks

/// `fix` on generated docs (seeded, so every run is the same): values in every form the
/// rewriter knows, names in several spellings, some misspelled, LF or CRLF, a BOM or not,
/// aligned tables or not, a code block holding a stale row. Afterwards the check finds no
/// value or alias mismatch, only the names `fix` said it left are unknown, every line
/// keeps its ending, and no line changes but a table row.
@Suite struct FixRandomDocsTests {
    static let tokens = """
        { "spacing": { "$type": "dimension", "small": { "$value": "8px" }, "medium": { "$value": "16px" },
                       "large": { "$value": "24px" } },
          "duration": { "$type": "duration", "fast": { "$value": "150ms" }, "slow": { "$value": "0.4s" } },
          "color": { "$type": "color", "brand": { "$value": "#2F6BFF" }, "ink": { "$value": "#111111" } } }
        """
    static let rows: [(names: [String], values: [String])] = [
        (["`Spacing.small`", "`{spacing.small}`", "spacing-small"], ["12pt", "4px", "20", "1rem"]),
        (["`Spacing.medium`", "`{spacing.medium}`", "`Spacing.medum`"], ["12pt", "16px", "20", "0.5rem"]),
        (["`Spacing.large`", "`{spacing.larg}`", "`{spacing.large}`"], ["12pt", "28px", "20"]),
        (["`{duration.fast}`", "`{duration.fsat}`"], ["0.2s", "200ms", "`0.15s`"]),
        (["`{duration.slow}`"], ["0.2s", "200ms"]),
        (["`{color.brand}`", "`{color.brnd}`"], ["#1a73e8", "#1A73E8FF", "**#FFF**", "#2F6BFF"]),
        (["`{color.ink}`"], ["#222", "#000000", "#2f6bff"]),
    ]

    /// SplitMix64: a tiny deterministic generator, so the docs are the same on every run.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }

    static func doc(_ generator: inout Generator) -> (text: String, tableLines: Set<Int>) {
        let ending = generator.next(2) == 0 ? "\n" : "\r\n"
        let bom = generator.next(3) == 0 ? "\u{FEFF}" : ""
        var cells: [[String]] = [["토큰", "값", "용도"]]
        for _ in 0..<(1 + generator.next(6)) {
            let row = rows[generator.next(rows.count)]
            cells.append([row.names[generator.next(row.names.count)], row.values[generator.next(row.values.count)],
                          ["간격", "Use\twith tab", "설명 텍스트", ""][generator.next(4)]])
        }
        let aligned = generator.next(2) == 0
        let widths = (0..<3).map { column in cells.map { TableLayout.width(of: $0[column]) }.max()! }
        func line(_ row: [String]) -> String {
            "| " + row.enumerated().map { column, text in
                aligned ? text + String(repeating: " ", count: widths[column] - TableLayout.width(of: text)) : text
            }.joined(separator: " | ") + " |"
        }
        var lines = ["# 문서 \(generator.next(1000))", "", "설명:\t값과 토큰.", ""]
        let first = lines.count + 1
        lines.append(line(cells[0]))
        lines.append(line(widths.map { aligned ? String(repeating: "-", count: max($0, 3)) : "---" }))
        lines += cells.dropFirst().map(line)
        let tableLines = Set(first..<(lines.count + 1))
        lines += ["", "```", line(cells.last!), "```", "", "끝."]
        return (bom + lines.joined(separator: ending) + (generator.next(2) == 0 ? ending : ""), tableLines)
    }

    @Test func generatedDocsAreFixedAndNothingElseChanges() throws {
        var generator = Generator(state: 2026)
        var files: [String: String] = ["content/tokens/tokens.json": Self.tokens]
        var tables: [String: Set<Int>] = [:]
        for index in 0..<60 {
            let (text, lines) = Self.doc(&generator)
            files["content/doc-\(index).md"] = text
            tables["content/doc-\(index).md"] = lines
        }
        let fixture = try CheckFixture(files)
        defer { fixture.remove() }
        let before = runTool(["check"], in: fixture.folder)
        #expect(before.out.contains("[value-mismatch]") && before.out.contains("[unknown-token]"))
        let result = runTool(["fix"], in: fixture.folder)
        #expect(result.err == "")
        let left = result.out.split(separator: "\n").filter { $0.contains(": not fixable automatically: ") }
        #expect(result.out.hasSuffix("\nfixed 170 cells in 57 files; 38 not fixable automatically\n"))
        let after = runTool(["check"], in: fixture.folder)
        #expect(!after.out.contains("[value-mismatch]"))
        #expect(!after.out.contains("[alias-mismatch]"))
        let unknownAfter = after.out.split(separator: "\n").filter { $0.hasSuffix("[unknown-token]") }
        #expect(unknownAfter.count == left.filter { $0.hasSuffix("[unknown-token]") }.count)
        #expect(result.status == (left.isEmpty ? 0 : 1))
        for (path, text) in files where path.hasSuffix(".md") {
            let old = UnifiedDiff.lines(Array(text.utf8))
            let new = UnifiedDiff.lines(Array(try Data(contentsOf: fixture.folder.appendingPathComponent(path))))
            #expect(old.count == new.count, "\(path)")
            for (number, (a, b)) in zip(old, new).enumerated() where a != b {
                #expect(tables[path]!.contains(number + 1), "\(path):\(number + 1) changed outside the table")
                #expect(a.reversed().prefix { $0 == 0x0A || $0 == 0x0D }.elementsEqual(b.reversed().prefix { $0 == 0x0A || $0 == 0x0D }))
            }
        }
    }
}
