import Foundation
import Testing
@testable import DesignSpecCore

/// Syntax errors: the exact message and the exact `path:line:col`, columns in characters.
@Suite struct JSONReaderErrorTests {
    static func error(_ text: String, maxDepth: Int = JSONReader.defaultMaxDepth) -> String? {
        error(Array(text.utf8), maxDepth: maxDepth)
    }

    static func error(_ bytes: [UInt8], maxDepth: Int = JSONReader.defaultMaxDepth) -> String? {
        do {
            _ = try JSONReader.parse(bytes, file: "tokens/a.json", maxDepth: maxDepth)
            return nil
        } catch {
            return error.description
        }
    }

    @Test(arguments: [
        (#"{"a": 1 "b": 2}"#, #"tokens/a.json:1:9: expected ',' or '}' after object member, found '"'"#),
        ("[1, 2,]", "tokens/a.json:1:6: trailing comma before ']'"),
        (#"{"a": 1,}"#, "tokens/a.json:1:8: trailing comma before '}'"),
        ("", "tokens/a.json:1:1: expected a value, found the end of the file"),
        ("  \n ", "tokens/a.json:2:2: expected a value, found the end of the file"),
        ("[1", "tokens/a.json:1:3: expected ',' or ']' after array element, found the end of the file"),
        (#"{"a" 1}"#, "tokens/a.json:1:6: expected ':' after object key, found '1'"),
        ("{1: 2}", "tokens/a.json:1:2: expected a string key or '}' after '{', found '1'"),
        (#"{"a": 1, 2}"#, "tokens/a.json:1:10: expected a string key, found '2'"),
        (#""abc"#, #"tokens/a.json:1:1: unterminated string: no closing '"' before the end of the file"#),
        (#"["abc\"#, #"tokens/a.json:1:2: unterminated string: no closing '"' before the end of the file"#),
        ("01", "tokens/a.json:1:1: a number must not start with '0' followed by digits"),
        ("[-]", "tokens/a.json:1:3: expected a digit after '-', found ']'"),
        ("1.", "tokens/a.json:1:3: expected a digit after the decimal point, found the end of the file"),
        ("1e+x", "tokens/a.json:1:4: expected a digit in the exponent, found 'x'"),
        (".5", "tokens/a.json:1:1: expected a value, found '.'"),
        ("[tru]", "tokens/a.json:1:2: expected a value (did you mean 'true'?)"),
        ("[1] x", "tokens/a.json:1:5: expected end of file after the top-level value"),
        (#"["a\qb"]"#, #"tokens/a.json:1:4: invalid escape '\q' in string; expected one of \" \\ \/ \b \f \n \r \t \uXXXX"#),
        (#"["\u12G4"]"#, #"tokens/a.json:1:3: expected 4 hexadecimal digits after '\u'"#),
        ("[\"a\tb\"]", "tokens/a.json:1:4: control character U+0009 must be escaped in a string"),
        ("[\r\n1,\r\n]", "tokens/a.json:2:2: trailing comma before ']'"),
        ("[\r1,\r]", "tokens/a.json:2:2: trailing comma before ']'"),
        ("[1,\u{00A0}2]", "tokens/a.json:1:4: expected a value, found U+00A0"),
    ])
    func reportsWhatWasExpectedWhere(_ input: String, _ expected: String) {
        #expect(Self.error(input) == expected)
    }

    @Test func columnsCountHangulSyllablesAsOneCharacter() {
        #expect(Self.error(#"{"이름": "값", "키" 1}"#)
            == "tokens/a.json:1:17: expected ':' after object key, found '1'")
        #expect(Self.error("{\n  \"색상\": tru\n}")
            == "tokens/a.json:2:9: expected a value (did you mean 'true'?)")
    }

    @Test func columnsCountEmojiAndCombiningSequencesAsOneCharacter() {
        // 👍🏽 is one character (emoji + skin tone), and so is e + U+0301.
        #expect(Self.error("[\"👍🏽e\u{301}\", x]") == "tokens/a.json:1:8: expected a value, found 'x'")
    }

    @Test func aByteOrderMarkIsSkippedAndColumnsStartAfterIt() throws {
        #expect(Self.error([0xEF, 0xBB, 0xBF] + Array(#"{"a" 1}"#.utf8))
            == "tokens/a.json:1:6: expected ':' after object key, found '1'")
        let document = try JSONReader.parse([0xEF, 0xBB, 0xBF] + Array("[1]".utf8), file: "a.json")
        #expect(document.root.range == SourceRange(file: "a.json", line: 1, column: 1, endLine: 1, endColumn: 3))
    }

    @Test func invalidUTF8IsRejectedWhereItIs() {
        #expect(Self.error(Array(#"["a"#.utf8) + [0xFF] + Array(#"b"]"#.utf8))
            == "tokens/a.json:1:4: invalid UTF-8: byte 0xFF cannot appear here")
        // An overlong encoding of '/', and an encoded surrogate (U+D800).
        #expect(Self.error([0x22, 0xC0, 0xAF, 0x22])
            == "tokens/a.json:1:2: invalid UTF-8: byte 0xC0 cannot appear here")
        #expect(Self.error(Array("[\"한\"".utf8) + [0xED, 0xA0, 0x80, 0x22, 0x5D])
            == "tokens/a.json:1:5: invalid UTF-8: byte 0xED cannot appear here")
        // Outside a string too.
        #expect(Self.error([0x5B, 0x31, 0x2C, 0x80, 0x5D])
            == "tokens/a.json:1:4: invalid UTF-8: byte 0x80 cannot appear here")
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let deep = String(repeating: "[", count: 100_000)
        #expect(Self.error(deep) == "tokens/a.json:1:513: nesting deeper than 512 levels")
        let deepObjects = String(repeating: #"{"a":"#, count: 100_000)
        #expect(Self.error(deepObjects) == "tokens/a.json:1:2561: nesting deeper than 512 levels")
    }

    @Test func nestingUpToTheLimitIsFine() throws {
        let atLimit = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(Self.error(atLimit) == nil)
        #expect(Self.error("[[[]]]", maxDepth: 2) == "tokens/a.json:1:3: nesting deeper than 2 levels")
        #expect(Self.error("[[[]]]", maxDepth: 3) == nil)
    }

    @Test func anUnreadableFileIsAnErrorAtItsFirstCharacter() {
        let url = TestData.packageRoot.appendingPathComponent("no-such-folder/missing.json")
        #expect(throws: JSONSyntaxError(
            message: "cannot read the file: No such file or directory",
            location: SourceLocation(file: "tokens/missing.json", line: 1, column: 1)
        )) {
            _ = try JSONReader.parse(contentsOf: url, displayPath: "tokens/missing.json")
        }
    }

    /// A FIFO would block the read and a device never end: said as what they are, not as
    /// the permission problem Foundation reported (to root, who has every permission).
    @Test func aFileThatIsNotRegularIsSaidSo() throws {
        let folder = try ScratchFolder(#function)
        #expect(mkfifo(folder.path("pipe.json"), 0o644) == 0)
        for (path, shown) in [(folder.path("pipe.json"), "tokens/pipe.json"), ("/dev/null", "/dev/null"), (folder.path(""), "tokens")] {
            #expect(throws: JSONSyntaxError(
                message: "cannot read the file: \(path == "/dev/null" || path.hasSuffix("pipe.json") ? "not a regular file" : "a folder")",
                location: SourceLocation(file: shown, line: 1, column: 1)
            )) {
                _ = try JSONReader.parse(contentsOf: URL(fileURLWithPath: path), displayPath: shown)
            }
        }
    }
}

extension JSONReaderErrorTests {
    @Test func utf16IsNamedWhenItHasAByteOrderMark() {
        #expect(Self.error([0xFF, 0xFE, 0x5B, 0x00, 0x5D, 0x00])
            == "tokens/a.json:1:1: the file is encoded in UTF-16 (little-endian); JSON must be UTF-8 (RFC 8259, section 8.1)")
    }

    @Test func anEmptyFileOnDiskIsAnError() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("designspec-empty-\(UUID().uuidString).json")
        try Data().write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(throws: JSONSyntaxError(
            message: "expected a value, found the end of the file",
            location: SourceLocation(file: "tokens/empty.json", line: 1, column: 1)
        )) {
            _ = try JSONReader.parse(contentsOf: url, displayPath: "tokens/empty.json")
        }
    }
}
