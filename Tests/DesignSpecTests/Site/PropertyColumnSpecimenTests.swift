import Foundation
import Testing
@testable import DesignSpecChecks
@testable import DesignSpecCore
@testable import DesignSpecSite

/// A typography token documented one row per token with its parts as columns: the site's
/// specimen under the row is drawn from the token, and the cell that disagrees is flagged.
@Suite struct PropertyColumnSpecimenTests {
    @Test func theSpecimenUsesTheTokensValuesAndFlagsTheWrongCell() throws {
        let fixture = try CheckFixture([
            "type.md": """
                # Type

                | Token | Font | Size | Weight | Line height |
                | --- | --- | --- | --- | --- |
                | `typography.body` | SUIT | 16pt | 400 | 1.5 |
                """,
            "tokens/tokens.json": #"""
                { "typography": { "body": { "$type": "typography",
                  "$value": { "fontFamily": "SUIT", "fontSize": "17px", "fontWeight": 400, "lineHeight": 1.5 } } } }
                """#,
        ])
        defer { fixture.remove() }
        let model = try ProjectLoader(workingDirectory: fixture.folder, content: ".").load()
        let site = try SiteBuilder(version: "0.0.0").build(SiteInput(model: model, report: Checker().check(model)))
        let page = try #require(site["docs/type.html"])
        // The specimen, not size bars from the doc's 16pt and 1.5.
        #expect(page.contains("<title id=\"type-t1-r1-title\">typography.body: SUIT</title>"))
        #expect(page.contains("<desc id=\"type-t1-r1-desc\">size 17pt, line height 1.5x = 25.5pt, letter spacing 0, weight 400.</desc>"))
        #expect(!page.contains("ds-diagram-spacing"))
        // The 16pt cell carries the finding's words; the agreeing cells do not.
        #expect(page.contains("<td class=\"is-flagged\">16pt<ul class=\"flags\"><li class=\"flag flag-error\"><span class=\"flag-mark\" "
            + "aria-hidden=\"true\">!</span> <span class=\"flag-label\">Error:</span> 16pt here, but <code>typography.body</code> fontSize is "
            + "17px <code class=\"rule\">value-mismatch</code></li></ul></td>"))
        #expect(!page.contains("<td class=\"is-flagged\">SUIT"))
    }

    /// An `unchecked-column` finding is shown on the header cell it names.
    @Test func anUncheckedColumnIsFlaggedOnItsHeader() throws {
        let fixture = try CheckFixture([
            "spacing.md": """
                # Spacing

                | Token | Spec | Use |
                | --- | --- | --- |
                | `spacing.medium` | 16px | Padding |
                """,
            "tokens/tokens.json": #"{ "spacing": { "medium": { "$type": "dimension", "$value": "16px" } } }"#,
        ])
        defer { fixture.remove() }
        let model = try ProjectLoader(workingDirectory: fixture.folder, content: ".").load()
        let site = try SiteBuilder(version: "0.0.0").build(SiteInput(model: model, report: Checker().check(model)))
        let page = try #require(site["docs/spacing.html"])
        #expect(page.contains("<th scope=\"col\" class=\"is-flagged is-warning\">Spec<ul class=\"flags\"><li class=\"flag flag-warning\">"))
        #expect(page.contains("<th scope=\"col\">Token</th>"))
    }
}
