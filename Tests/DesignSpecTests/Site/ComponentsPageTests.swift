import Foundation
import Testing
@testable import DesignSpecChecks
@testable import DesignSpecCore
@testable import DesignSpecSite

@Suite struct ComponentsPageTests {
    static let doc = """
    # 컴포넌트

    ## Toolbar Icon Button

    ```swift
    Image(systemName: icon)
        .frame(width: 36, height: 36)
        .background(RoundedRectangle(cornerRadius: 8).fill(.clear))
    ```

    - cornerRadius: 8pt
    - 활성 상태에서만 배경을 채웁니다.

    ## Prose only

    No code here.

    """

    static var input: SiteInput {
        SiteInput(title: "T", documents: [MarkdownParser.parse(doc, file: "components.md")], report: CheckReport(findings: [
            Finding(rule: .tapTarget, severity: .error, message: "36×36 pt is under 44×44 pt",
                    at: SourceRange(file: "components.md", line: 7, column: 12, endLine: 7, endColumn: 14)),
        ], rules: []))
    }

    /// The tap-target diagram draws the hit area the check measures (the label's frame
    /// grown by its padding), not the first frame literal of the code.
    @Test func theTapTargetDiagramDrawsTheMeasuredHitArea() throws {
        let doc = """
            ## Close Button

            ```swift
            Button(action: close) {
                Image(systemName: "xmark")
                    .frame(width: 28, height: 28)
                    .padding(6)
            }
            ```

            """
        let plan = SitePlan(SiteInput(title: "T", documents: [MarkdownParser.parse(doc, file: "close.md")]))
        let recipe = try #require(plan.recipes.first)
        #expect(recipe.diagrams.map(\.caption) == ["hit area 40×40 pt / 44×44 pt"])
    }

    @Test func recipesAreHeadingsWithSwiftCode() throws {
        let plan = SitePlan(Self.input)
        #expect(plan.recipes.count == 1)
        let recipe = try #require(plan.recipes.first)
        #expect(recipe.name == "Toolbar Icon Button")
        #expect(recipe.anchor == "toolbar-icon-button")
        #expect(recipe.range.start.line == 3)
        #expect(recipe.endLine == 13)
        #expect(recipe.facts == [SiteRecipe.Fact(key: "cornerRadius", value: "8pt")])
        #expect(recipe.notes == ["활성 상태에서만 배경을 채웁니다."])
        #expect(recipe.diagrams.map(\.caption) == ["hit area 36×36 pt / 44×44 pt", "cornerRadius 8 pt"])
        #expect(recipe.diagrams[0].svg.hasPrefix("<svg id=\"recipe-components-1-tap\""))
    }

    @Test func factsAreShortKeysBeforeAColon() {
        #expect(SiteRecipe.fact("cornerRadius: 14pt 고정") == SiteRecipe.Fact(key: "cornerRadius", value: "14pt 고정"))
        #expect(SiteRecipe.fact("긍정 CTA: .blue") == SiteRecipe.Fact(key: "긍정 CTA", value: ".blue"))
        #expect(SiteRecipe.fact("Use it like this: a long sentence with a colon") == nil)
        #expect(SiteRecipe.fact("https://example.com") == nil)
        #expect(SiteRecipe.fact("no colon") == nil)
    }

    @Test func cardShowsCodeFactsDiagramsAndFindings() throws {
        let site = try SiteBuilder(version: "0.0.0").build(Self.input)
        let html = try #require(site["components.html"])
        #expect(html.contains("<article class=\"card recipe\" id=\"recipe-components-toolbar-icon-button\" aria-labelledby=\"recipe-components-toolbar-icon-button-title\">"))
        #expect(html.contains("<p class=\"meta\"><a href=\"docs/components.html#toolbar-icon-button\">components.md:3</a></p>"))
        #expect(html.contains("<li class=\"flag flag-error\"><span class=\"flag-mark\" aria-hidden=\"true\">!</span> <span class=\"flag-label\">Error:</span> 36×36 pt is under 44×44 pt <code class=\"rule\">tap-target</code></li>"))
        #expect(html.contains("<div><dt>cornerRadius</dt><dd>8pt</dd></div>"))
        #expect(html.contains("<figcaption>cornerRadius 8 pt</figcaption>"))
        #expect(html.contains("<pre class=\"code\" tabindex=\"0\" role=\"region\" aria-label=\"Swift code: Toolbar Icon Button\"><code class=\"language-swift\"><span class=\"tok-type\">Image</span>(systemName: icon)"))
        #expect(!html.contains("Prose only"))
        let index = try #require(site["assets/search-index.js"])
        #expect(index.contains("{\"title\":\"Toolbar Icon Button\",\"kind\":\"recipe\",\"url\":\"components.html#recipe-components-toolbar-icon-button\",\"text\":\"cornerRadius: 8pt 활성 상태에서만 배경을 채웁니다.\"},"))
    }

    @Test func givenRecipesReplaceTheDocsOwn() throws {
        var input = Self.input
        input.recipes = []
        let html = try #require(try SiteBuilder(version: "0.0.0").build(input)["components.html"])
        #expect(html.contains("<p class=\"empty\">No component recipes were found.</p>"))
    }
}
