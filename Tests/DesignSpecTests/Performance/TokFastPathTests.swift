import Testing
@testable import DesignSpecCore

/// The fast paths of the token load and the check (branch `tokfast`) give exactly what the
/// general code, or the code they replace, gives.
@Suite struct TokFastPathTests {
    static let referenceSamples = [
        "", "16px", "{color.base.red}", " { a.b } ", "{a}{b}", "{globals.baseline}{globals.unit}", "{ }", "{}", "}{a}",
        "{a{b}c}", "{\t x \t}", "calc({a} * 2)", "{a} + {b.c} - {", "{토큰.색}", "x\r\n{a}", "{e\u{301}}", "{a\u{2003}}",
    ]

    @Test func referencesAreFoundAsByCharacters() {
        for sample in Self.referenceSamples {
            #expect(TokenReference.occurrences(in: sample) == TokenReference.characterOccurrences(in: sample), "\(sample)")
        }
        #expect(TokenReference.occurrences(in: "{a} {b.c}").map(\.name) == ["a", "b.c"])
        for sample in Self.referenceSamples + ["{a}", " \t{ a.b }\t ", "x{a}", "{a}x", "{\r\n}", "{a\r\nb}", "{ab", "ab}", "{{}}"] {
            #expect(TokenReference.wholeAlias(sample) == TokenReference.characterWholeAlias(sample), "\(sample)")
        }
        #expect(TokenReference.wholeAlias(" {color.red} ") == "color.red")
        #expect(TokenReference.wholeAlias("{a}{b}") == nil)
        #expect(TokenReference.wholeAlias("#fff") == nil)
    }

    @Test func proseCandidatesAreThePatternsMatches() {
        let pattern = #/\{[A-Za-z0-9_.\-]+\}|[A-Za-z][A-Za-z0-9_]*(?:\.[A-Za-z0-9_\-]+)+/#
        let samples = [
            "", "Spacing.medium", "{spacing.medium}", ".padding(AppTheme.Spacing.medium)", "SemanticColor.Bg.Neutral.default.cgColor",
            "{a-b.c_d}", "{}", "{a b}", "A.", "A.-x", "Color.red, Font.body", "x{y}z.W.q", "Ünïcode.x", "a.B.c", "{a.{b}}",
            "Color.accentColor.opacity(0.15)", "토큰 Spacing.large 값", "icon.size.sm", "1a.b", "x.padding(a.b)", "A.b..c", "AB_1.x-y.z", "{{a}}", "Color.e\u{301}x",
        ]
        for sample in samples {
            #expect(ProseTokenMentions.candidates(in: sample) == sample.matches(of: pattern).map { String($0.output) }, "\(sample)")
        }
    }

    @Test func smallAndLargeObjectsSetKeysTheSameWay() {
        for count in [3, 16, 17, 40] {
            var object = JSONObject()
            for index in 0..<count { object["k\(index)"] = .int(index) }
            object["k1"] = "again"
            object.append("k2", "duplicate")
            #expect(object["k2"] == .int(2))
            object["k0"] = nil
            #expect(object.count == count + 1 - 1)
            #expect(object.members.first?.key == "k1")
            #expect(object["k1"] == "again")
            #expect(object["k\(count - 1)"] == .int(count - 1))
            object["k2"] = "first of two"
            #expect(object.members.filter { $0.key == "k2" }.map(\.value) == ["first of two", "duplicate"])
        }
    }

    @Test func writerEscapesAsBefore() {
        let text = "a\"b\\c\n\r\t\u{8}\u{C}\u{1}\u{1F}토큰é"
        #expect(JSONWriter.quote(text) == #""a\"b\\c\n\r\t\b\f\u0001\u001f토큰é""#)
        let value: JSONOutput = ["k": [1, "x", nil, true], "empty": [:], "list": []]
        #expect(value.serialized(pretty: false) == #"{"k":[1,"x",null,true],"empty":{},"list":[]}"#)
    }

    @Test func languageCountsHangulProseByScalarsAsByCharacters() {
        func language(_ text: String) -> String { MarkdownParser.parse(text, file: "a.md").language }
        // 4 syllables of 20 letters: ko; 3 of 20: en (ASCII and syllables only: the scalar path).
        #expect(language("가나다라 abcd efgh ijkl mnop\n") == "ko")
        #expect(language("가나다 abcd efgh ijkl mnopq\n") == "en")
        // `\r\n` and a combining mark take the character path; the counts agree.
        #expect(language("가나다라\r\nabcd efgh ijkl mnop\r\n") == "ko")
        #expect(language("가나다라 e\u{301}bcd efgh ijkl mnop\n") == "ko")
    }

    @Test func tokenizerColumnsAndTextsAcrossNonASCIIAndCRLF() {
        let tokenizer = SwiftTokenizer("let 색 = \"토큰\"\r\nfoo.bar(1.5)\u{2028}x")
        #expect(tokenizer.tokens.map(\.text) == ["let", "색", "=", "\"토큰\"", "foo", ".", "bar", "(", "1.5", ")", "x"])
        #expect(tokenizer.tokens.map { [$0.line, $0.column] } == [[1, 1], [1, 5], [1, 7], [1, 9], [2, 1], [2, 4], [2, 5], [2, 8], [2, 9], [2, 12], [2, 14]])
    }
}
