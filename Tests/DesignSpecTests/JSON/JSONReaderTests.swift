import Testing
@testable import DesignSpecCore

/// What the reader builds: values, key order, positions, findings.
@Suite struct JSONReaderTests {
    static func parse(_ text: String, file: String = "tokens/a.json") throws -> JSONDocument {
        try JSONReader.parse(Array(text.utf8), file: file)
    }

    static func range(_ line: Int, _ column: Int, _ endLine: Int, _ endColumn: Int) -> SourceRange {
        SourceRange(file: "tokens/a.json", line: line, column: column, endLine: endLine, endColumn: endColumn)
    }

    @Test func keysAndValuesKnowWhereTheyAreInAKoreanDocument() throws {
        let text = """
            {
              "색상": {
                "기본": "#1A73E8",
                "크기": [1, 2.5]
              }
            }
            """
        let root = try Self.parse(text).root
        #expect(root.range == Self.range(1, 1, 6, 1))
        let color = try #require(root.member("색상"))
        #expect(color.keyRange == Self.range(2, 3, 2, 6))
        #expect(color.value.range == Self.range(2, 9, 5, 3))
        let base = try #require(color.value.member("기본"))
        #expect(base.keyRange == Self.range(3, 5, 3, 8))
        #expect(base.value.range == Self.range(3, 11, 3, 19))
        #expect(base.value.stringValue == "#1A73E8")
        let size = try #require(color.value.member("크기"))
        #expect(size.keyRange == Self.range(4, 5, 4, 8))
        #expect(size.value.range == Self.range(4, 11, 4, 18))
        let elements = try #require(size.value.arrayElements)
        #expect(elements.map(\.range) == [Self.range(4, 12, 4, 12), Self.range(4, 15, 4, 17)])
        #expect(elements.map(\.doubleValue) == [1, 2.5])
        #expect(color.value.objectMembers?.map(\.key) == ["기본", "크기"])
    }

    @Test func keyOrderIsSourceOrder() throws {
        let root = try Self.parse(#"{"z": 1, "a": 2, "m": 3, "b": 4}"#).root
        #expect(root.objectMembers?.map(\.key) == ["z", "a", "m", "b"])
    }

    @Test func scalarsAndTheirRanges() throws {
        let root = try Self.parse(#"[true, false, null, "한글", -0.5e2]"#).root
        let elements = try #require(root.arrayElements)
        #expect(elements.map(\.value) == [
            .bool(true), .bool(false), .null, .string("한글"),
            .number(JSONNumber(literal: "-0.5e2", double: -50)),
        ])
        #expect(elements.map(\.range) == [
            Self.range(1, 2, 1, 5), Self.range(1, 8, 1, 12), Self.range(1, 15, 1, 18),
            Self.range(1, 21, 1, 24), Self.range(1, 27, 1, 32),
        ])
    }

    @Test func duplicateKeysAreAFindingThatPointsAtBoth() throws {
        let document = try Self.parse(#"{"a": 1, "b": 2, "a": 3}"#)
        #expect(document.findings == [
            Finding(
                rule: .duplicateKey, severity: .warning,
                FindingMessage(en: #"duplicate key "a" in this object; the last one is used"#,
                               ko: #"이 객체에 키 "a"이(가) 두 번 있습니다. 마지막 것을 씁니다"#),
                at: Self.range(1, 18, 1, 20),
                notes: [Finding.Note(FindingMessage(en: #""a" is first defined here"#, ko: #""a"의 첫 정의"#), at: Self.range(1, 2, 1, 4))]
            ),
        ])
        #expect(document.root["a"]?.doubleValue == 3)
        #expect(document.root.objectMembers?.map(\.key) == ["a", "b", "a"])
    }

    @Test func everyRepeatNotesTheFirstKey() throws {
        let document = try Self.parse("{\"a\":1,\n\"a\":2,\n\"a\":3}")
        #expect(document.findings.map(\.range.start.line) == [2, 3])
        #expect(document.findings.map { $0.notes.map(\.range) } == [[Self.range(1, 2, 1, 4)], [Self.range(1, 2, 1, 4)]])
    }

    @Test func duplicatesAreFoundInLargeObjectsToo() throws {
        // Past 16 members the reader switches from a linear scan to an index.
        var members = (0..<40).map { "\"k\($0)\": \($0)" }
        members.append(#""k5": "again""#)
        members.append(#""k39": "again""#)
        let document = try Self.parse("{\n" + members.joined(separator: ",\n") + "\n}")
        #expect(document.findings.map(\.message) == [
            #"duplicate key "k5" in this object; the last one is used"#,
            #"duplicate key "k39" in this object; the last one is used"#,
        ])
        #expect(document.findings.map(\.range.start.line) == [42, 43])
        #expect(document.findings.map { $0.notes[0].range.start.line } == [7, 41])
        // Same key in different objects is not a duplicate.
        #expect(try Self.parse(#"[{"a": 1}, {"a": 2}]"#).findings.isEmpty)
    }

    @Test func escapesAndSurrogates() throws {
        let root = try Self.parse(#"["\"\\\/\b\f\n\r\t", "\u00e9\uD55C", "\ud83d\ude00", "\ud800", "\ud800\u0041", "\udc00x", "a\u0000b"]"#).root
        #expect(root.arrayElements?.map(\.stringValue) == [
            "\"\\/\u{8}\u{C}\n\r\t", "é한", "😀", "\u{FFFD}", "\u{FFFD}A", "\u{FFFD}x", "a\u{0}b",
        ])
    }

    @Test func numbersKeepTheirLiteral() throws {
        let root = try Self.parse("[1E400, -1E400, 1e-400, 123, -0, 0.10, 12345678901234567890, -9007199254740993]").root
        let elements = try #require(root.arrayElements)
        let numbers = elements.compactMap(\.numberValue)
        #expect(numbers.map(\.literal) == ["1E400", "-1E400", "1e-400", "123", "-0", "0.10", "12345678901234567890", "-9007199254740993"])
        #expect(numbers.map(\.double) == [.infinity, -.infinity, 0, 123, 0, 0.1, 1.2345678901234567e19, -9007199254740992])
        #expect(numbers[4].double.sign == .minus)
    }

    @Test func accessorsReturnNilForOtherKinds() throws {
        let root = try Self.parse(#"{"s": "x", "n": 1, "b": true, "z": null, "a": []}"#).root
        #expect(root["s"]?.stringValue == "x")
        #expect(root["s"]?.doubleValue == nil)
        #expect(root["n"]?.stringValue == nil)
        #expect(root["b"]?.boolValue == true)
        #expect(root["z"]?.isNull == true)
        #expect(root["a"]?.arrayElements == [])
        #expect(root["missing"] == nil)
        #expect(root["a"]?["s"] == nil)
        #expect(root.objectMembers?.map(\.value.value.kindName) == ["string", "number", "boolean", "null", "array"])
    }

    @Test func aLargeDocumentParses() throws {
        // ~5 MB here, fast in debug; the 50 MB run is `JSONBenchmarkTests` (opt in, release).
        let count = 40_000
        var text = "[\n"
        for index in 0..<count {
            text += ##"  {"name": "color.gray.\##(index)", "값": "#1A73E8", "size": \##(index).5, "tags": ["a", "한글", true, null]}"##
            text += index == count - 1 ? "\n" : ",\n"
        }
        text += "]\n"
        let bytes = Array(text.utf8)
        #expect(bytes.count > 4_000_000)
        let root = try JSONReader.parse(bytes, file: "big.json").root
        let elements = try #require(root.arrayElements)
        #expect(elements.count == count)
        #expect(elements.last?["size"]?.range == SourceRange(file: "big.json", line: count + 1, column: 56, endLine: count + 1, endColumn: 62))
    }
}
