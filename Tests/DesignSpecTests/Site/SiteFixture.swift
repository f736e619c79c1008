@testable import DesignSpecChecks
@testable import DesignSpecCore
@testable import DesignSpecSite

/// A small site: a Korean doc with a table, Swift code, raw HTML and links (to another
/// doc, to its own heading, to the web, to an image), an English doc, and a report with
/// one finding in a doc and one in a token file.
enum SiteFixture {
    static let spacing = """
    # 간격 스케일

    간격은 4pt 단위만 씁니다. [모션](../motion.md#curves)과 [아래 표](#기기별-값)를 보세요.

    ## 기기별 값

    | 속성 | iPhone | iPad |
    | --- | ---: | --- |
    | timeHeaderWidth | 48pt | 60pt |

    ```swift
    let width: CGFloat = 48 // 시간 헤더
    ```

    <div onclick="steal()">raw</div>

    [web](https://example.com) ![logo](logo.png)

    """

    static let motion = """
    # Motion

    Default transitions take 0.2s.

    ## Curves

    Ease in and out.

    """

    static var documents: [MarkdownDocument] {
        [
            MarkdownParser.parse(spacing, file: "guide/spacing.md"),
            MarkdownParser.parse(motion, file: "motion.md"),
        ]
    }

    static var report: CheckReport {
        CheckReport(findings: [
            Finding(rule: .offScale, severity: .error, message: "14pt is not on the spacing scale",
                    at: SourceRange(file: "guide/spacing.md", line: 9, column: 21, endLine: 9, endColumn: 25),
                    notes: [.init("the scale is defined here", at: SourceRange(file: "tokens/spacing.json", line: 3, column: 5, endLine: 3, endColumn: 9))]),
            Finding(rule: .undocumentedToken, severity: .warning, message: "spacing.huge is not used by any doc",
                    at: SourceRange(file: "tokens/spacing.json", line: 12, column: 5, endLine: 12, endColumn: 11)),
        ], rules: [])
    }

    static var input: SiteInput {
        SiteInput(title: "Fixture System", documents: documents, report: report)
    }

    /// Text meant to break out of every place it lands.
    static let hostile = """
    # <script>alert(1)</script> "quoted" & 'single' ]]>

    Text with <img src=x onerror=alert(2)> and `</script><script>alert(3)</script>` and ]]>.

    [click](javascript:alert(4)) [data](data:text/html,<script>alert(5)</script>)

    | Token | Value |
    | --- | --- |
    | `"><svg onload=alert(6)>` | 16pt |

    ## "&gt;&lt;svg onload=alert(7)&gt; (an entity-written tag is text)

    ```swift
    let s = "</script><script>alert(8)</script>"
    ```

    """

    static var hostileInput: SiteInput {
        SiteInput(
            title: "<b onmouseover=alert(9)>DS</b>",
            documents: [MarkdownParser.parse(hostile, file: "evil\"<x>'.md")],
            report: CheckReport(findings: [
                Finding(rule: .brokenLink, severity: .error, message: "<script>alert(11)</script>",
                        at: SourceRange(file: "evil\"<x>'.md", line: 1, column: 1, endLine: 1, endColumn: 2)),
            ], rules: [])
        )
    }
}
