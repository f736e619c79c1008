import Foundation
import Testing
@testable import DesignSpecCore
@testable import DesignSpecSite

@Suite struct TokensPageTests {
    static let base = """
    {
      "color": {
        "$type": "color",
        "base": {
          "blue": {
            "100": { "$value": "#E3ECFF" },
            "500": { "$value": "#2F6BFF" }
          },
          "gray": {
            "50": { "$value": "#F7F8FA" },
            "600": { "$value": "#626873" }
          }
        }
      },
      "spacing": {
        "$type": "dimension",
        "medium": { "$value": "16px", "$description": "Between <b>cards</b> & rows" },
        "huge": { "$value": "48px", "$deprecated": "Use spacing.medium twice." }
      }
    }
    """

    static let semantic = """
    {
      "color": {
        "$type": "color",
        "bg": {
          "primary": { "$value": "{color.brand}" }
        },
        "fg": {
          "primary": { "$value": "{color.base.gray.50}" }
        },
        "brand": { "$value": "{color.base.blue.500}" }
      }
    }
    """

    static func tokens() throws -> TokenSet {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("designspec-site-tokens-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("tokens"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try base.write(to: folder.appendingPathComponent("tokens/base.tokens.json"), atomically: true, encoding: .utf8)
        try semantic.write(to: folder.appendingPathComponent("tokens/semantic.tokens.json"), atomically: true, encoding: .utf8)
        return try TokenLoader(workingDirectory: folder).load(paths: ["tokens"])
    }

    @Test func codeNames() {
        #expect(TokenCodeNames.swiftName(["color", "base", "gray", "600"], prefixes: TokenCodeNames.samplePrefixes) == "BaseColor.gray600")
        #expect(TokenCodeNames.swiftName(["color", "bg", "secondary", "default-hover"], prefixes: TokenCodeNames.samplePrefixes) == "SemanticColor.Bg.Secondary.Default.hover")
        #expect(TokenCodeNames.swiftName(["typography", "heading", "1"]) == "Typography.heading1")
        #expect(TokenCodeNames.swiftName(["spacing", "medium"]) == "Spacing.medium")
        #expect(TokenCodeNames.swiftName(["grid_layout", "time_header"]) == "GridLayout.timeHeader")
        #expect(TokenCodeNames.swiftName(["radius"]) == "radius")
        #expect(TokenCodeNames.cssName(["color", "bg", "secondary", "default-hover"]) == "--color-bg-secondary-default-hover")
    }

    @Test func groupsSortedWithNaturalTokenOrder() throws {
        let groups = SiteBuilder.listedTokenGroups(try Self.tokens()).groups
        #expect(groups.map { $0.name } == ["color", "color.base", "spacing"])
        #expect(groups[0].tokens.map(\.name) == ["color.bg.primary", "color.brand", "color.fg.primary"])
        #expect(groups[1].tokens.map(\.name) == ["color.base.blue.100", "color.base.blue.500", "color.base.gray.50", "color.base.gray.600"])
        #expect(groups[2].tokens.map(\.name) == ["spacing.huge", "spacing.medium"])
    }

    /// A typography token's property rows are uses on different lines of one section: the
    /// page lists that section once, and every other place once too, in doc order.
    @Test func eachPlaceThatUsesATokenIsListedOnce() throws {
        var input = SiteFixture.input
        input.tokens = try Self.tokens()
        input.tokenUses = ["spacing.medium": [
            SiteTokenUse(docPath: "guide/spacing.md", line: 3, text: ""),
            SiteTokenUse(docPath: "guide/spacing.md", line: 8, text: ""),
            SiteTokenUse(docPath: "guide/spacing.md", line: 9, text: ""),
            SiteTokenUse(docPath: "guide/spacing.md", line: 9, text: "header width"),
        ]]
        let html = try #require(try SiteBuilder(version: "0.0.0").build(input)["tokens.html"])
        let row = try #require(html.range(of: "<tr id=\"token-spacing.medium\">"))
        let uses = try #require(html[row.upperBound...].range(of: "<ul class=\"uses\">"))
        let end = try #require(html[uses.upperBound...].range(of: "</ul>"))
        #expect(html[uses.lowerBound..<end.upperBound] == """
            <ul class="uses">
            <li><a href="docs/guide/spacing.html#간격-스케일">간격 스케일</a></li>
            <li><a href="docs/guide/spacing.html#기기별-값">간격 스케일 › 기기별 값</a></li>
            <li><a href="docs/guide/spacing.html#기기별-값">간격 스케일 › 기기별 값</a> <span class="use-note">header width</span></li>
            </ul>
            """)
    }

    /// Past the places compared in place (32), a set: each place is still listed once,
    /// in doc order.
    @Test func aTokenUsedInManyPlacesListsEachOnce() throws {
        var input = SiteFixture.input
        input.tokens = try Self.tokens()
        let notes = (1...40).map { "use \($0)" }
        input.tokenUses = ["spacing.medium": (notes + notes.reversed()).map { SiteTokenUse(docPath: "guide/spacing.md", line: 3, text: $0) }]
        let html = try #require(try SiteBuilder(version: "0.0.0").build(input)["tokens.html"])
        let row = try #require(html.range(of: "<tr id=\"token-spacing.medium\">"))
        let uses = try #require(html[row.upperBound...].range(of: "<ul class=\"uses\">"))
        let end = try #require(html[uses.upperBound...].range(of: "</ul>"))
        let items = notes.map { "<li><a href=\"docs/guide/spacing.html#간격-스케일\">간격 스케일</a> <span class=\"use-note\">\($0)</span></li>\n" }
        #expect(html[uses.lowerBound..<end.upperBound] == "<ul class=\"uses\">\n" + items.joined() + "</ul>")
    }

    @Test func tokenRowsShowValuesChainsDeprecationAndNames() throws {
        var input = SiteFixture.input
        input.tokens = try Self.tokens()
        input.codePrefixes = TokenCodeNames.samplePrefixes
        let site = try SiteBuilder(version: "0.0.0").build(input)
        let html = try #require(site["tokens.html"])
        #expect(html.contains("<li><a href=\"#group-color\">color <span class=\"count\">3</span></a></li>"))
        #expect(html.contains("<tr id=\"token-color.bg.primary\">"))
        #expect(html.contains("""
        <ol class="alias-chain">
        <li><a href="tokens.html#token-color.brand"><code>color.brand</code></a></li>
        <li><a href="tokens.html#token-color.base.blue.500"><code>color.base.blue.500</code></a></li>
        </ol>
        """))
        #expect(html.contains("<td class=\"value-cell\"><svg class=\"ds-diagram token-swatch\" width=\"40\" height=\"24\" viewBox=\"0 0 40 24\" aria-hidden=\"true\"><rect x=\"0.5\" y=\"0.5\" width=\"39\" height=\"23\" rx=\"4\" fill=\"#2F6BFF\" stroke=\"currentColor\" stroke-opacity=\"0.35\"/></svg><span class=\"value\">#2F6BFF</span></td>"))
        #expect(html.contains("<tr id=\"token-spacing.huge\" class=\"is-deprecated\">"))
        #expect(html.contains("<p class=\"token-note\">Use spacing.medium twice.</p>"))
        #expect(html.contains("<p class=\"token-desc\">Between &lt;b&gt;cards&lt;/b&gt; &amp; rows</p>"))
        #expect(html.contains("<div><dt>Swift</dt><dd><code class=\"copyable\">SemanticColor.Bg.primary</code></dd></div>"))
        #expect(html.contains("<div><dt>CSS</dt><dd><code class=\"copyable\">--spacing-medium</code></dd></div>"))
        let index = try #require(site["index.html"])
        #expect(index.contains("<span class=\"stat-number\">9</span> <span class=\"stat-label\">tokens</span>"))
        let search = try #require(site["assets/search-index.js"])
        #expect(search.contains("{\"title\":\"spacing.medium\",\"kind\":\"token\",\"url\":\"tokens.html#token-spacing.medium\",\"text\":\"16px · Between \\u003cb\\u003ecards\\u003c/b\\u003e \\u0026 rows · Spacing.medium · --spacing-medium\"},"))
    }

    @Test func semanticColorsGetContrastSwatchesWithTheirPair() throws {
        let set = try Self.tokens()
        let group = try #require(SiteBuilder.listedTokenGroups(set).groups.first)
        #expect(group.name == "color")
        let swatches = SiteBuilder.swatches(group.tokens, in: set)
        #expect(swatches.count == 3)
        let foreground = try #require(swatches.last?.svg)
        #expect(foreground.contains("color.fg.primary"))
        #expect(foreground.contains("color.fg.primary on color.bg.primary"))
        #expect(!swatches[0].svg.contains(" on color."))
    }

    @Test func everyAliasLinkHasItsRow() throws {
        var input = SiteFixture.input
        input.tokens = try Self.tokens()
        let html = try #require(try SiteBuilder(version: "0.0.0").build(input)["tokens.html"])
        let ids = Set(SiteHTMLScanner.values(of: "id", in: html))
        for reference in SiteHTMLScanner.values(of: "href", in: html) where reference.hasPrefix("tokens.html#") || reference.hasPrefix("#") {
            let anchor = String(reference[reference.index(after: reference.firstIndex(of: "#")!)...])
            #expect(ids.contains(anchor), "no row for \(reference)")
        }
        let single = try SiteBuilder(version: "0.0.0").buildSingleFile(input)
        #expect(single.contains("<li><a href=\"#token-color.brand\"><code>color.brand</code></a></li>"))
    }
}
