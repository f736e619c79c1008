import Testing
@testable import DesignSpecCore

/// How a second name column is read, as `designspec model` shows it.
@Suite struct SecondNameColumnTests {
    typealias F = ExtractionFixture

    /// The second name column's role and reading.
    func second(_ table: DocTable?) -> (TableColumn.Role, String?)? {
        table?.columns.dropFirst().first { $0.reading != nil }.map { ($0.role, $0.reading) }
    }

    @Test func theTokensSayTheSecondColumnAliasesTheFirst() throws {
        let table = try #require(F.table("""
            | Base 토큰 | Semantic 토큰 | 값 |
            | --- | --- | --- |
            | `BaseColor.white` | `SemanticColor.Bg.Neutral.default` | #FFFFFF |
            | `BaseColor.gray100` | `SemanticColor.Bg.Secondary.Default.hover`, `SemanticColor.Bg.Neutral.hover` | #EEF0F3 |
            """))
        let (role, reading) = try #require(second(table))
        #expect(role == .aliasedBy)
        #expect(reading == "tokens that alias the first column (by the tokens: 2 of 2 rows)")
        #expect(table.reason == "name column 'Base 토큰', aliased-by column 'Semantic 토큰', value column '값'")
        #expect(table.entries[1].aliasedBy.map(\.text) == ["SemanticColor.Bg.Secondary.Default.hover", "SemanticColor.Bg.Neutral.hover"])
        #expect(table.entries[1].aliasedBy.map { $0.range.description } == [F.at(4, 25), F.at(4, 25)])
        #expect(table.entries.allSatisfy { $0.aliasTarget == nil })
    }

    @Test func withoutEvidenceTheHeadersDecide() throws {
        let table = try #require(F.table("""
            | Base | Semantic | 값 |
            | --- | --- | --- |
            | `color.base.nowhere` | `color.nothing` | #FFFFFF |
            """))
        let (role, reading) = try #require(second(table))
        #expect(role == .aliasedBy)
        #expect(reading == "tokens that alias the first column (by the headers 'Base', 'Semantic')")
    }

    @Test func aForwardTableStaysAnAliasTarget() throws {
        let table = try #require(F.table("""
            | Token | Base token | Value |
            | --- | --- | --- |
            | `color.base.nowhere` | `color.nothing` | #FFFFFF |
            """))
        let (role, reading) = try #require(second(table))
        #expect(role == .aliasTarget)
        #expect(reading == "alias target of the first column (by the headers 'Token', 'Base token')")
    }

    @Test func aCompositeOverSeveralRowsListsItsParts() throws {
        let tokens = try TokenFixture(["t.json": """
            {
              "type": {
                "size": { "$type": "dimension", "24": { "$value": "24px" } },
                "weight": { "$type": "fontWeight", "bold": { "$value": 700 } },
                "heading1": { "$type": "typography",
                  "$value": { "fontSize": "{type.size.24}", "fontWeight": "{type.weight.bold}", "lineHeight": 1.3 } }
              }
            }
            """]).load()
        let table = try #require(F.table("""
            | 토큰 | 토큰 | 값 |
            | --- | --- | --- |
            | `type.heading1` | `type.size.24` | 24pt |
            |  | `type.weight.bold` | 700 |
            """, tokens: tokens))
        let (role, reading) = try #require(second(table))
        #expect(role == .part)
        #expect(reading == "parts of the first column's composite token (by the tokens: 2 of 2 rows)")
        #expect(table.entries.count == 1)
        #expect(table.entries[0].parts.map(\.text) == ["type.size.24", "type.weight.bold"])
        #expect(table.entries[0].values.map(\.property) == ["fontSize", "fontWeight"])
        #expect(table.entries[0].values.map(\.token) == ["type.heading1", "type.heading1"])
    }
}
