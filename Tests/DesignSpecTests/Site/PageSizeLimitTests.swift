import Foundation
import Testing
@testable import DesignSpecChecks
@testable import DesignSpecCore
@testable import DesignSpecSite

/// Pages stay a size a browser opens: a huge table shows its first rows, a huge
/// token set its first tokens, and a long alias chain its first and last steps, each with
/// a note that says what is left out.
@Suite struct PageSizeLimitTests {
    /// The page of a doc holding one table of `rows` rows.
    private func tablePage(rows count: Int) throws -> String {
        let rows = (0..<count).map { "| row\($0) | \($0)pt |" }
        let doc = "# 큰 표\n\n| 이름 | 값 |\n| --- | --- |\n" + rows.joined(separator: "\n") + "\n"
        let input = SiteInput(title: "Limits", documents: [MarkdownParser.parse(doc, file: "big.md")],
                              report: CheckReport(findings: [], rules: []))
        return try #require(try SiteBuilder(version: "0.0.0").build(input)["docs/big.html"])
    }

    @Test func aHugeTableShowsItsFirstRowsAndSaysSo() throws {
        let html = try tablePage(rows: DocRenderer.maximumTableRows + 1)
        #expect(html.contains("<td>row1999</td>"))
        #expect(!html.contains("<td>row2000</td>"))
        #expect(html.contains("</div>\n<p class=\"table-note\">This table has 2001 rows; the page shows the first 2000. Every row is checked, and the report lists every finding.</p>\n"))
    }

    @Test func aTableAtTheLimitIsWhole() throws {
        let html = try tablePage(rows: DocRenderer.maximumTableRows)
        #expect(html.contains("<td>row1999</td>"))
        #expect(!html.contains("table-note"))
    }

    @Test func aHugeTokenSetListsItsFirstTokensAndSaysSo() throws {
        var input = SiteFixture.input
        input.tokens = ExtractionFixture.tokens((0...SiteBuilder.maximumTokenRows).map { String(format: "size.s%05d", $0) })
        let html = try #require(try SiteBuilder(version: "0.0.0").build(input)["tokens.html"])
        #expect(html.contains("<p class=\"page-note\">This token set has 10001 tokens; the page lists the first 10000. `designspec tokens` lists them all.</p>"))
        #expect(html.contains("<tr id=\"token-size.s09999\">"))
        #expect(!html.contains("<tr id=\"token-size.s10000\">"))
        // Search finds what the page lists.
        let search = try #require(try SiteBuilder(version: "0.0.0").build(input)["assets/search-index.js"])
        #expect(search.contains("\"title\":\"size.s09999\""))
        #expect(!search.contains("\"title\":\"size.s10000\""))
    }

    @Test func aLongChainShowsItsFirstAndLastSteps() throws {
        var members = (0..<7).map { #""t\#($0)": { "$value": "{chain.t\#($0 + 1)}" }"# }
        members.append(#""t7": { "$value": "4px" }"#)
        var input = SiteFixture.input
        input.tokens = try TokenFixture([
            "tokens.json": "{ \"chain\": { \"$type\": \"dimension\",\n" + members.joined(separator: ",\n") + "\n} }",
        ]).load()
        let html = try #require(try SiteBuilder(version: "0.0.0").build(input)["tokens.html"])
        #expect(html.contains("""
            <ol class="alias-chain">
            <li><a href="tokens.html#token-chain.t1"><code>chain.t1</code></a></li>
            <li class="alias-chain-more">… 5 more steps</li>
            <li><a href="tokens.html#token-chain.t7"><code>chain.t7</code></a></li>
            </ol>
            """))
    }
}
