import Testing
@testable import DesignSpecChecks
@testable import DesignSpecCore

/// Every message a rule can make has its Korean text: each rule's examples are run, and
/// every finding and note they produce must carry one (a message made from English alone
/// shows English on a Korean site). A new rule's messages are written with
/// `FindingMessage(en:ko:)`; this test names the rule and the message that lacks it.
@Suite struct KoreanMessageTests {
    @Test(arguments: RuleExampleTests.cases)
    func everyMessageHasKorean(_ testCase: RuleExampleTests.Case) throws {
        let report = try RuleExampleTests.report(testCase.example, rule: testCase.rule)
        for finding in report.findings {
            #expect(finding.korean != nil, "\(testCase.rule): no Korean for “\(finding.message)”")
            for note in finding.notes {
                #expect(note.korean != nil, "\(testCase.rule): no Korean for the note “\(note.message)”")
            }
        }
    }

    @Test func unknownTokenInKoreanWritesCodeInBackticksOnTheTerminal() throws {
        let example = RuleExample(
            "misspelled", doc: "| Token | Value |\n| --- | --- |\n| `{spacing.mediun}` | 16pt |\n",
            tokens: #"{"spacing": {"medium": {"$type": "dimension", "$value": "16px"}}}"#)
        let lines = try RuleExampleTests.run(example, rule: .unknownToken, language: .ko)
        #expect(lines == [
            "doc.md:3:3: error: 없는 토큰입니다: `{spacing.mediun}`; 행의 값을 가진 `spacing.medium` 토큰을 뜻했나요? [unknown-token]",
            "    tokens/tokens.json:1:14: note: `spacing.medium` 정의 위치",
        ])
    }

    @Test func aFindingIsHTMLWithCodeAsCodeElements() {
        let message = FindingMessage(en: "unknown token \(code: "<x>") & more", ko: "없는 토큰입니다: \(code: "<x>")")
        let finding = Finding(rule: .unknownToken, severity: .error, message, at: SourceRange(file: "a.md", line: 1, column: 1, endLine: 1, endColumn: 2))
        #expect(finding.message == "unknown token `<x>` & more")
        #expect(finding.text(in: .en).html == "unknown token <code>&lt;x&gt;</code> &amp; more")
        #expect(finding.text(in: .ko).html == "없는 토큰입니다: <code>&lt;x&gt;</code>")
        #expect(finding.text(in: .ko).plain == "없는 토큰입니다: `<x>`")
    }

    @Test func aPlainEnglishMessageReadsBackTheSame() {
        for plain in ["`a` and `b`", "no code", "odd ` tick", "``", "`x`: 16pt"] {
            #expect(MessageText(plain: plain).plain == plain)
        }
        #expect(MessageText(plain: "`a` is `b`").parts == [.code("a"), .text(" is "), .code("b")])
    }
}
