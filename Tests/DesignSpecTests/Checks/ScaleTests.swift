import Testing
@testable import DesignSpecChecks

/// `off-scale` on a scale of each type: a `<!-- scale: NAME -->` table
/// or recipe, the exact report lines (positions in the .md file, Korean lines included).
@Suite struct ScaleTests {
    static let tokens = """
        {
          "motion": { "duration": { "$type": "duration",
            "fast": { "$value": "200ms" }, "normal": { "$value": "250ms" }, "slow": { "$value": "300ms" } } },
          "radius": { "$type": "dimension", "sm": { "$value": "4px" }, "md": { "$value": "8px" }, "lg": { "$value": "16px" } },
          "font": { "size": { "$type": "dimension", "body": { "$value": "16px" }, "title": { "$value": "20px" } } },
          "typography": { "caption": { "$type": "typography",
            "$value": { "fontFamily": "SUIT", "fontSize": "12px", "fontWeight": 400, "lineHeight": 1.4 } } },
          "opacity": { "$type": "number", "disabled": { "$value": 0.4 }, "overlay": { "$value": 0.6 } },
          "border": { "width": { "$type": "dimension", "thin": { "$value": "1px" }, "thick": { "$value": "2px" } } },
          "weight": { "$type": "fontWeight", "regular": { "$value": 400 }, "bold": { "$value": 700 } }
        }
        """

    struct Case: Sendable, CustomTestStringConvertible {
        var testDescription: String
        var doc: String
        var expected: [String]
    }

    static let cases: [Case] = [
        Case(testDescription: "durations: seconds and animations against milliseconds",
             doc: """
                 <!-- scale: duration -->
                 | 용도 | 값 |
                 | --- | --- |
                 | 시트 등장 | `.easeInOut(duration: 0.35)` |
                 | 토스트 | 250ms |
                 | 탭 전환 | 0.2s |
                 """,
             expected: ["doc.md:4:11: warning: 0.35s is not on the duration scale (0.2s, 0.25s, 0.3s); nearest: 0.3s [off-scale]"]),
        Case(testDescription: "a group of duration tokens named by its path",
             doc: """
                 <!-- scale: motion.duration -->
                 | Use | Value |
                 | --- | --- |
                 | Fade | 180ms |
                 """,
             expected: ["doc.md:4:10: warning: 0.18s is not on the motion.duration scale (0.2s, 0.25s, 0.3s); nearest: 0.2s [off-scale]"]),
        Case(testDescription: "radii",
             doc: """
                 <!-- scale: radius -->
                 | 사용처 | 값 |
                 | --- | --- |
                 | 카드 모서리 | 12pt |
                 | 칩 | 8pt |
                 """,
             expected: ["doc.md:4:12: warning: 12pt is not on the radius scale (4, 8, 16); nearest: 8pt, 16pt [off-scale]"]),
        Case(testDescription: "font sizes: size tokens and the typography tokens' sizes",
             doc: """
                 <!-- scale: fontSize -->
                 | 사용처 | 값 |
                 | --- | --- |
                 | 본문 | 16pt |
                 | 캡션 | 12pt |
                 | 부제목 | 18pt |
                 """,
             expected: ["doc.md:6:9: warning: 18pt is not on the fontSize scale (12, 16, 20); nearest: 16pt, 20pt [off-scale]"]),
        Case(testDescription: "opacities: fractions and percentages",
             doc: """
                 <!-- scale: opacity -->
                 | 사용처 | 값 |
                 | --- | --- |
                 | 비활성 | 40% |
                 | 딤 | 0.5 |
                 """,
             expected: ["doc.md:5:7: warning: 0.5 is not on the opacity scale (0.4, 0.6); nearest: 0.4, 0.6 [off-scale]"]),
        Case(testDescription: "line widths",
             doc: """
                 <!-- scale: lineWidth -->
                 | 사용처 | 값 |
                 | --- | --- |
                 | 구분선 | 1pt |
                 | 포커스 링 | 1.5pt |
                 """,
             expected: ["doc.md:5:11: warning: 1.5pt is not on the lineWidth scale (1, 2); nearest: 1pt, 2pt [off-scale]"]),
        Case(testDescription: "font weights: numbers and names",
             doc: """
                 <!-- scale: fontWeight -->
                 | 사용처 | 값 |
                 | --- | --- |
                 | 제목 | 700 |
                 | 강조 | 600 |
                 """,
             expected: ["doc.md:5:8: warning: 600 is not on the fontWeight scale (400, 700); nearest: 700 [off-scale]"]),
        Case(testDescription: "a recipe's hints pick the scales for its animations and opacities",
             doc: """
                 ## 토스트

                 <!-- scale: motion.duration -->
                 <!-- scale: opacity -->
                 ```swift
                 Text(message)
                     .opacity(0.8)
                     .animation(.easeOut(duration: 0.35), value: isShown)   // 토스트 등장
                 ```
                 """,
             expected: [
                 "doc.md:7:14: warning: 0.8 is not on the opacity scale (0.4, 0.6); nearest: 0.6 [off-scale]",
                 "doc.md:8:16: warning: 0.35s is not on the motion.duration scale (0.2s, 0.25s, 0.3s); nearest: 0.3s [off-scale]",
             ]),
        Case(testDescription: "a recipe hint that names nothing",
             doc: """
                 ## 토스트

                 <!-- scale: easing -->
                 ```swift
                 Text(message).opacity(0.8)
                 ```
                 """,
             expected: [
                 "doc.md:3:1: warning: `scale: easing` names no token group or kind of scale that tokens have, so it is not used [off-scale]",
             ]),
    ]

    @Test func theConfigurationNamesTheScaleOfAKindForRecipes() throws {
        let doc = """
            ## 토스트

            ```swift
            Text(message)
                .opacity(0.8)
                .overlay(Capsule().stroke(.gray, lineWidth: 1.5))
                .animation(.easeOut(duration: 0.25), value: isShown)
            ```
            """
        let config = #"{ "scales": { "duration": "quick", "opacity": "opacity", "lineWidth": "border.width" } }"#
        let example = RuleExample("configured scales",
                                  files: ["doc.md": doc, "tokens/tokens.json": Self.tokens, "designspec.json": config,
                                          "tokens/quick.json": #"{ "quick": { "$type": "duration", "tap": { "$value": "100ms" }, "fade": { "$value": "150ms" } } }"#])
        let lines = try RuleExampleTests.run(example, rule: .offScale)
        #expect(lines == [
            "doc.md:5:14: warning: 0.8 is not on the opacity scale (0.4, 0.6); nearest: 0.6 [off-scale]",
            "doc.md:6:49: warning: 1.5pt is not on the border.width scale (1, 2); nearest: 1pt, 2pt [off-scale]",
            "doc.md:7:16: warning: 0.25s is not on the quick scale (0.1s, 0.15s); nearest: 0.15s [off-scale]",
        ])
    }

    @Test func aConfiguredScaleThatNamesNothingIsReportedWhereItIsWritten() throws {
        let doc = """
            ## 토스트

            ```swift
            Text(message).opacity(0.8)
            ```
            """
        let config = """
            {
              "scales": { "opacity": "opacity", "lineWidth": "stroke.widths" }
            }
            """
        let example = RuleExample("a configured scale that names nothing",
                                  files: ["doc.md": doc, "tokens/tokens.json": Self.tokens, "designspec.json": config])
        let lines = try RuleExampleTests.run(example, rule: .offScale)
        #expect(lines == [
            "designspec.json:2:50: warning: `scales.lineWidth` names `stroke.widths`, no token group or kind of scale that tokens have, so it is not used [off-scale]",
            "doc.md:4:23: warning: 0.8 is not on the opacity scale (0.4, 0.6); nearest: 0.6 [off-scale]",
        ])
    }

    @Test(arguments: cases)
    func scale(_ testCase: Case) throws {
        let example = RuleExample(testCase.testDescription, doc: testCase.doc, tokens: Self.tokens)
        let lines = try RuleExampleTests.run(example, rule: .offScale)
        #expect(lines == testCase.expected)
    }
}
