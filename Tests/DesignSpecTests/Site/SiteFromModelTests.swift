import Foundation
import Testing
@testable import DesignSpecChecks
@testable import DesignSpecCore
@testable import DesignSpecSite

/// The site of the repository's own sample design system, built from the model.
@Suite struct SiteFromModelTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func input() throws -> SiteInput {
        let model = try ProjectLoader(workingDirectory: repository).load()
        return SiteInput(model: model, report: Checker().check(model))
    }

    @Test func usesTheModelsTitleSlugsAndRecipes() throws {
        let input = try Self.input()
        #expect(input.title == "Makers Design System")
        let site = try SiteBuilder(version: "0.0.0").build(input)
        #expect(site.paths.filter { $0.hasPrefix("docs/") } == [
            "docs/01-foundations-spacing.html", "docs/02-ios-tokens-and-patterns.html",
            "docs/03-token-architecture.html", "docs/components/04-buttons.html", "docs/components/index.html",
        ])
        let components = try #require(site["components.html"])
        #expect(components.contains("id=\"recipe-02-ios-tokens-and-patterns-circular-progress-ring\""))
        #expect(components.contains("class=\"ds-diagram ds-diagram-progress-ring-levels\""))
        #expect(components.contains("<figcaption>hit area 36×36 pt / 44×44 pt</figcaption>"))
    }

    @Test func tokensSayWhereTheDocsUseThem() throws {
        let input = try Self.input()
        let uses = try #require(input.tokenUses)
        let ipad = try #require(uses["gridLayout.timeHeaderWidth.ipad"])
        #expect(ipad.map(\.docPath) == ["content/02-ios-tokens-and-patterns.md"])
        let site = try SiteBuilder(version: "0.0.0").build(input)
        let tokens = try #require(site["tokens.html"])
        #expect(tokens.contains("<li><a href=\"docs/02-ios-tokens-and-patterns.html#gridlayout-상수\">iOS SwiftUI 디자인 토큰 &amp; 컴포넌트 패턴 › GridLayout 상수</a></li>"))
        // Base tokens no doc names directly say so rather than leaving the cell blank.
        #expect(tokens.contains("<span class=\"muted\">Not used in the docs</span>"))
    }

    /// Where a token is used, read in runs of docs on all cores: every use, in doc order and
    /// line order, across more docs than one run reads; a row names the token in its name
    /// cell and its value cell, one use.
    @Test func tokenUsesOfManyDocsAreInDocOrder() throws {
        let folder = try ScratchFolder()
        try folder.write("content/tokens/spacing.json", #"{"spacing": {"$type": "dimension", "medium": {"$value": "16px"}}}"#)
        for index in 0..<70 {
            let row = "| {spacing.medium} | 16pt | Gap \(index % 3) |\n"
            try folder.write(String(format: "content/doc-%03d.md", index),
                             "# Doc \(index)\n\n| Token | Value | Use |\n| --- | --- | --- |\n" + row + row + row)
        }
        let model = try ProjectLoader(workingDirectory: folder.url).load()
        let uses = try #require(SiteInput.tokenUses(model)["spacing.medium"])
        let expected = (0..<70).flatMap { index in
            (5...7).map { SiteTokenUse(docPath: String(format: "content/doc-%03d.md", index), line: $0, text: "Gap \(index % 3)") }
        }
        #expect(uses == expected)
    }

    @Test func everyLinkOfTheSampleSiteResolves() throws {
        let site = try SiteBuilder(version: "0.0.0").build(try Self.input())
        for path in site.paths where path.hasSuffix(".html") {
            let html = try #require(site[path])
            for reference in SiteHTMLScanner.values(of: "href", in: html) where !reference.hasPrefix("https:") {
                let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let target = parts[0].isEmpty ? path : SiteBuilderTests.resolve(parts[0], from: path)
                let targetHTML = try #require(site[target], "\(path) links to missing \(reference)")
                if parts.count == 2 {
                    #expect(SiteHTMLScanner.values(of: "id", in: targetHTML).contains(parts[1]), "\(path): no id for \(reference)")
                }
            }
        }
        let single = try SiteBuilder(version: "0.0.0").buildSingleFile(try Self.input())
        let ids = SiteHTMLScanner.values(of: "id", in: single)
        #expect(Set(ids).count == ids.count, "duplicate ids in the single file: \(Set(ids.filter { id in ids.count { $0 == id } > 1 }).sorted())")
        for reference in SiteHTMLScanner.values(of: "href", in: single) + SiteHTMLScanner.values(of: "src", in: single) {
            #expect(reference.hasPrefix("#") || reference.hasPrefix("data:"), "external reference \(reference)")
            if reference.hasPrefix("#") { #expect(ids.contains(String(reference.dropFirst())), "no target for \(reference)") }
        }
    }
}
