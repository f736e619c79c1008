import Testing
@testable import DesignSpecCore

/// The fast paths of branch `perf-huge` give exactly what the code they replace gives.
@Suite struct HugeFastPathTests {
    static let unitSamples = [
        "", " ", "16px", " 16 px ", "\t1.5rem\t", "1.5REM", "-.5em", "+2pt", "0", "50%", "50 %", "%", "px", "1e3px", "1e3",
        "16px2", "16 px x", "16px!", "1..2px", "--1px", "12dp", "4 * 2", "(4 + 8) * 2", "-2rem", ".5", "{a} * 2", "16px - 2px",
        "2024-01-01", "#fff", "x\r\n1", "1\r\n", "16", "16.", "9e999px", "nan", "inf px",
    ]

    @Test func asciiValuesSplitAsByCharacters() throws {
        for sample in Self.unitSamples {
            let ascii = try #require(ASCIIUnitText(sample), "\(sample)")
            let expected = TokenScalarParser.characterSplitUnit(sample)
            let split = ascii.split()
            #expect(split?.value == expected?.value && split?.unit == expected?.unit, "\(sample)")
            #expect(ascii.looksLikeExpression == TokenMath.characterLooksLikeExpression(sample), "\(sample)")
            #expect(TokenScalarParser.splitUnit(sample)?.unit == expected?.unit, "\(sample)")
        }
        #expect(ASCIIUnitText("16\u{00A0}px") == nil)
        #expect(TokenScalarParser.splitUnit("16\u{00A0}px")?.unit == "px")
        #expect(TokenScalarParser.splitUnit(" 1.5REM ")?.value == 1.5)
        #expect(TokenScalarParser.splitUnit(" 1.5REM ")?.unit == "rem")
        #expect(TokenMath.looksLikeExpression(" {a} * 2") == false)
        #expect(TokenMath.looksLikeExpression("4 * 2"))
    }

    @Test func aRangeStoresItsFileOnce() {
        let range = SourceRange(file: "a.md", line: 3, column: 4, endLine: 5, endColumn: 6)
        #expect(range.start == SourceLocation(file: "a.md", line: 3, column: 4))
        #expect(range.end == SourceLocation(file: "a.md", line: 5, column: 6))
        #expect(MemoryLayout<SourceRange>.size == 32)
        #expect(MemoryLayout<DesignSpecCore.SourceLocation>.size == 24)
        var moved = range
        moved.end.column += 1
        moved.start = SourceLocation(file: "a.md", line: 1, column: 1)
        #expect(moved.description == "a.md:1:1")
        #expect(moved.end.description == "a.md:5:7")
        #expect(!(range < moved))
        #expect(moved < range)
    }
}
