import Testing
@testable import DesignSpecCommands
@testable import DesignSpecCore
@testable import DesignSpecSite

/// Folders as sections: their order (order, numeric prefix, title), their titles, and the
/// pages' paths and relative links at every depth.
@Suite struct SiteSectionsTests {
    static func doc(_ path: String, _ text: String) -> MarkdownDocument {
        MarkdownParser.parse(text, file: path)
    }

    static let docs: [MarkdownDocument] = [
        doc("zeta.md", "# Zeta\n"),
        doc("alpha.md", "# Alpha\n"),
        doc("10-later.md", "# Later\n"),
        doc("02-second.md", "# Second\n"),
        doc("components/README.md", "---\ntitle: 컴포넌트\norder: 5\n---\n# Components\n"),
        doc("components/button.md", "# Button\n"),
        doc("components/02-card.md", "---\norder: 1\n---\n# Card\n"),
        doc("components/forms/index.md", "# Forms\n"),
        doc("components/forms/text-field.md", "# Text field\n"),
        doc("01-foundations/color.md", "# Color\n"),
        doc("01-foundations/Spacing Scale.md", "---\ntitle: 간격\n---\n# Spacing\n"),
    ]

    static var plan: SitePlan { SitePlan(SiteInput(title: "T", documents: docs)) }

    @Test func ordersByOrderThenPrefixThenTitle() {
        let plan = Self.plan
        #expect(plan.docs.map(\.slug) == [
            "01-foundations/color", "01-foundations/spacing-scale",
            "02-second",
            "components/index", "components/02-card", "components/button", "components/forms/index",
            "components/forms/text-field",
            "10-later",
            "alpha", "zeta",
        ])
        #expect(plan.sections.sections.map(\.title) == ["Foundations", "컴포넌트", "Forms"])
        #expect(plan.sections.sections.map(\.depth) == [1, 1, 2])
        #expect(plan.sections.sections.map(\.parent) == [nil, nil, 1])
        #expect(plan.sections.sections.map(\.indexDoc) == [nil, 3, 6])
        #expect(plan.sections.chains == [[0], [0], [], [1], [1], [1], [1, 2], [1, 2], [], [], []])
        #expect(plan.sections.isIndex == [false, false, false, true, false, false, true, false, false, false, false])
    }

    @Test func titlesAndPrefixes() {
        #expect(SiteSections.humanized("01-foundations") == "Foundations")
        #expect(SiteSections.humanized("design_tokens") == "Design tokens")
        #expect(SiteSections.humanized("컴포넌트") == "컴포넌트")
        #expect(SiteSections.numericPrefix("01-color.md") == 1)
        #expect(SiteSections.numericPrefix("2024") == nil)
        #expect(SiteSections.naturallyPrecedes("Doc 2", "Doc 10"))
        #expect(!SiteSections.naturallyPrecedes("Doc 10", "Doc 2"))
    }

    @Test func pagePathsMirrorSourcePaths() {
        #expect(SiteSlug.pagePath(forPath: "foundations/01-color.md") == "foundations/01-color")
        #expect(SiteSlug.pagePath(forPath: "Foundations/Spacing Scale.md") == "foundations/spacing-scale")
        #expect(SiteSlug.pagePath(forPath: "컴포넌트/버튼.md") == "컴포넌트/버튼")
        #expect(SiteSlug.pagePath(forPath: "components/README.md") == "components/index")
        #expect(ProjectLoader.slugBase("components/README.md") == "components/index")
        #expect(ProjectLoader.slugBase("guides/intro.md") == "guides/intro")
    }

    @Test func linksAreRelativeFromEveryDepth() {
        let top = SiteLinks.page(at: "index.html")
        let one = SiteLinks.page(at: SiteLinks.docPath("spacing"))
        let two = SiteLinks.page(at: SiteLinks.docPath("foundations/01-color"))
        let three = SiteLinks.page(at: SiteLinks.docPath("components/forms/text-field"))
        #expect(top.doc("foundations/01-color", anchor: "semantic") == "docs/foundations/01-color.html#semantic")
        #expect(one.doc("foundations/01-color") == "../docs/foundations/01-color.html")
        #expect(two.doc("spacing") == "../../docs/spacing.html")
        #expect(two.tokens(anchor: "token-color") == "../../tokens.html#token-color")
        #expect(three.home == "../../../index.html")
        #expect(SiteLinks.singleFile.doc("foundations/01-color", anchor: "semantic") == "#doc-foundations-01-color--semantic")
    }

    @Test func linksBetweenDocsResolveFromANestedPage() {
        let slugs = ["components/forms/text-field.md": "components/forms/text-field", "foundations/02-spacing.md": "foundations/02-spacing"]
        let resolver = DocLinkResolver(fromPath: "components/forms/text-field.md", fromSlug: "components/forms/text-field",
                                       links: .page(at: SiteLinks.docPath("components/forms/text-field")), slugsByPath: slugs)
        #expect(resolver.resolve("../../foundations/02-spacing.md#scale") == "../../../docs/foundations/02-spacing.html#scale")
        let single = DocLinkResolver(fromPath: "components/forms/text-field.md", fromSlug: "components/forms/text-field",
                                     links: .singleFile, slugsByPath: slugs)
        #expect(single.resolve("../../foundations/02-spacing.md#scale") == "#doc-foundations-02-spacing--scale")
    }

    @Test func draftsAreLeftOutAndSaid() {
        let input = SiteInput(title: "T", documents: [
            Self.doc("a.md", "# A\n"), Self.doc("b.md", "---\ndraft: true\n---\n# B\n"),
        ])
        #expect(input.documents.map(\.file) == ["a.md"])
        #expect(input.drafts == ["b.md"])
        #expect(BuildSummary.draftsLine(input.drafts) == "left out 1 draft (front matter draft: true; checked, not built): b.md\n")
    }
}
