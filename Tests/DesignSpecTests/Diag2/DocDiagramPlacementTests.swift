import Foundation
import Testing
@testable import DesignSpecChecks
@testable import DesignSpecCore
@testable import DesignSpecSite

/// The type specimens in the typography token table and the palette index preview after
/// the palette facts, placed from the model's typed values.
@Suite struct DocDiagramPlacementTests {
    static func site() throws -> (DesignModel, SiteFiles) {
        let model = try ProjectLoader(workingDirectory: SiteFromModelTests.repository).load()
        let site = try SiteBuilder(version: "0.0.0").build(SiteInput(model: model, report: Checker().check(model)))
        return (model, site)
    }

    static func occurrences(of needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @Test func typographyTableRowsShowTheTokensSpecimen() throws {
        let (model, site) = try Self.site()
        let page = try #require(site["docs/03-token-architecture.html"])
        let token = try #require(model.tokens["typography.heading.1"])
        guard case .composite(let fields)? = token.defaultValue?.resolved,
              case .dimension(let size)? = fields.first(where: { $0.name == "fontSize" })?.value else {
            Issue.record("typography.heading.1 has no resolved fontSize")
            return
        }
        #expect(size.points == 28)
        // The row under `Typography.heading1`'s (the table's first row) holds the specimen.
        #expect(page.contains("<tr class=\"diagram-row\">\n<td colspan=\"4\"><svg id=\"ds-03-token-architecture-t3-r1\" class=\"ds-diagram ds-diagram-typography\""))
        #expect(page.contains("<title id=\"ds-03-token-architecture-t3-r1-title\">typography.heading.1: SUIT</title>"))
        #expect(page.contains("<desc id=\"ds-03-token-architecture-t3-r1-desc\">size \(SVGNumber.points(size.points)), "
            + "line height 1.4x = 39.2pt, letter spacing -0.56pt, weight 700.</desc>"))
        #expect(page.contains("<title id=\"ds-03-token-architecture-t3-r6-title\">typography.body.2: SUIT</title>"))
        #expect(Self.occurrences(of: "ds-diagram-typography", in: page) == 2)
        // The tokens page shows the same specimen in the token's value cell.
        let tokens = try #require(site["tokens.html"])
        #expect(tokens.contains("<title id=\"specimen-typography-heading-1-title\">typography.heading.1: SUIT</title>"))
        #expect(Self.occurrences(of: "ds-diagram-typography", in: tokens) == 2)
    }

    @Test func paletteFactsAreFollowedByOnePreview() throws {
        let (_, site) = try Self.site()
        let page = try #require(site["docs/02-ios-tokens-and-patterns.html"])
        #expect(Self.occurrences(of: "class=\"ds-diagram ds-diagram-palette-index\"", in: page) == 1)
        #expect(page.contains("<li>5-dot preview: [2, 7, 14, 19, 24]</li>\n</ul>\n<div class=\"doc-diagram\"><svg id=\"ds-02-ios-tokens-and-patterns-palette-l243\""))
        #expect(page.contains("<title id=\"ds-02-ios-tokens-and-patterns-palette-l243-title\">Palette indices 0–29: dark 0–9, medium 10–19, light 20–29</title>"))
        #expect(page.contains("3-dot preview: indices 4, 14, 24; 5-dot preview: indices 2, 7, 14, 19, 24."))
        for other in site.paths where other.hasPrefix("docs/") && other != "docs/02-ios-tokens-and-patterns.html" {
            #expect(try #require(site[other]).contains("ds-diagram-palette-index") == false)
        }
    }

    @Test func everyDocSVGIsNamedAndIDsAreUnique() throws {
        let (_, site) = try Self.site()
        for path in site.paths where path.hasPrefix("docs/") {
            let html = try #require(site[path])
            for svg in html.components(separatedBy: "<svg ").dropFirst() {
                let tag = svg.prefix { $0 != ">" }
                // A decorative sketch is hidden; every other drawing is a named image.
                if tag.contains("aria-hidden=\"true\"") { continue }
                #expect(tag.contains("role=\"img\""), "\(path): <svg \(tag)>")
                #expect(svg.contains("<title"), "\(path): <svg \(tag)> has no title")
            }
            let ids = SiteHTMLScanner.values(of: "id", in: html)
            #expect(Set(ids).count == ids.count, "\(path): duplicate ids")
        }
    }

    @Test func paletteListIsReadFromParsedValues() throws {
        let document = MarkdownParser.parse("""
            - all: 0-11
            - low: 0–5
            - high: 6–11
            - pick: [1, 6, 11] — ends
            - note: prose
            """, file: "p.md")
        guard case .list(let list)? = document.blocks.first else {
            Issue.record("no list")
            return
        }
        let preview = try #require(PaletteIndexPreview(id: "p", list: list))
        #expect(preview.total == 12)
        #expect(preview.groups == [.init(name: "low", range: 0...5), .init(name: "high", range: 6...11)])
        #expect(preview.picks == [[1, 6, 11]])
        // Without a pick (or without a group) a list is not a palette.
        let plain = MarkdownParser.parse("- all: 0–29\n- low: 0–9\n", file: "q.md")
        guard case .list(let other)? = plain.blocks.first else {
            Issue.record("no list")
            return
        }
        #expect(PaletteIndexPreview(id: "q", list: other) == nil)
    }

    @Test func specimenReadsTheCompositeFields() {
        let value = DesignValue.composite([
            .init("fontFamily", .fontFamily(["SUIT"])), .init("fontWeight", .fontWeight(500)),
            .init("fontSize", .dimension(Dimension(16, .pt))), .init("lineHeight", .number(1.5)),
            .init("letterSpacing", .dimension(Dimension(-0.32, .pt))),
        ])
        let specimen = TypographySpecimen(id: "s", name: "body", value: value)
        #expect(specimen == TypographySpecimen(id: "s", name: "body", fontFamily: ["SUIT"], size: Dimension(16, .pt),
                                               lineHeight: .ratio(Ratio(1.5, .multiplier)),
                                               letterSpacing: .length(Dimension(-0.32, .pt)), weight: 500))
        #expect(TypographySpecimen(id: "s", name: "x", value: .dimension(Dimension(16, .pt))) == nil)
        #expect(TypographySpecimen(id: "s", name: "x", value: .composite([.init("fontFamily", .fontFamily(["A"]))])) == nil)
    }
}
