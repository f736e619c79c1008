import Testing
@testable import DesignSpecCore

@Suite struct TableExtractionTests {
    typealias F = ExtractionFixture

    func roles(_ table: DocTable?) -> [TableColumn.Role] { table?.columns.map(\.role) ?? [] }

    @Test func englishTokenTable() throws {
        let table = try #require(F.table("""
            # Spacing

            | Token | Value | Use Case |
            | --- | --- | --- |
            | `Spacing.medium` | 16pt | Standard padding |
            | `Spacing.mediun` | 12ptt | Typo |
            """))
        #expect(table.kind == .tokens)
        #expect(table.reason == "name column 'Token', value column 'Value', use column 'Use Case'")
        #expect(roles(table) == [.name, .value(mode: nil), .description])
        #expect(table.range.description == F.at(3, 1))
        #expect(table.entries.count == 2)
        let first = table.entries[0]
        #expect(first.name?.text == "Spacing.medium")
        #expect(first.name?.range.description == F.at(5, 3))
        #expect(first.name?.binding == .token("spacing.medium"))
        #expect(first.values.map(\.value) == [.dimension(Dimension(16, .pt))])
        #expect(first.values.first?.range.description == F.at(5, 22))
        #expect(first.values.first?.token == "spacing.medium")
        #expect(first.description == "Standard padding")
        let second = table.entries[1]
        #expect(second.name?.binding == .unknown(reference: "spacing.mediun", suggestions: ["spacing.medium"]))
        #expect(second.values.first?.value == nil)
        #expect(second.values.first?.error == "unknown unit 'ptt' in '12ptt'")
        #expect(second.values.first?.token == nil)
    }

    @Test func koreanTokenTableWithBraceNames() throws {
        let table = try #require(F.table("""
            | 토큰 | 값 | 용도 |
            | --- | --- | --- |
            | `{radius.control}` | 8pt | 툴바 아이콘 버튼 배경 |
            """))
        #expect(table.kind == .tokens)
        #expect(table.reason == "name column '토큰', value column '값', use column '용도'")
        #expect(table.entries[0].name?.binding == .token("radius.control"))
        #expect(table.entries[0].values[0].range.description == F.at(3, 24))
        #expect(table.entries[0].description == "툴바 아이콘 버튼 배경")
    }

    @Test func twoNameColumnsGiveTheAliasTarget() throws {
        let table = try #require(F.table("""
            | 토큰 | Base 토큰 | 값 |
            | --- | --- | --- |
            | `SemanticColor.Bg.Neutral.default` | `BaseColor.white` | #FFFFFF |
            | `SemanticColor.Bg.Secondary.Default.hover` | `BaseColor.gray100` | #EEF0F3 |
            """))
        #expect(table.kind == .tokens)
        #expect(table.reason == "name column '토큰', alias-target column 'Base 토큰', value column '값'")
        #expect(roles(table) == [.name, .aliasTarget, .value(mode: nil)])
        #expect(table.entries.map { $0.name?.binding } == [.token("color.bg.neutral.default"), .token("color.bg.secondary.default-hover")])
        #expect(table.entries.map { $0.aliasTarget?.binding } == [.token("color.base.white"), .token("color.base.gray.100")])
        #expect(table.entries[1].aliasTarget?.range.description == F.at(4, 48))
        #expect(table.entries[1].values[0].value == .color(Color(hex: "#EEF0F3")!))
    }

    @Test func blankNameCellsContinueTheTokenAbove() throws {
        let table = try #require(F.table("""
            | 토큰 | 항목 | 값 |
            | --- | --- | --- |
            | `Typography.heading1` | fontFamily | SUIT |
            |  | fontWeight | 700 |
            |  | fontSize | 28pt |
            | `Typography.body2` | lineHeight | 1.5 |
            """))
        #expect(table.kind == .tokens)
        #expect(table.reason == "name column '토큰', property column '항목', value column '값'")
        #expect(roles(table) == [.name, .property, .value(mode: nil)])
        #expect(table.entries.count == 2)
        let heading = table.entries[0]
        #expect(heading.range.description == F.at(3, 1))
        #expect(heading.range.end.line == 5)
        #expect(heading.values.map(\.property) == ["fontFamily", "fontWeight", "fontSize"])
        #expect(heading.values.map(\.value) == [.fontFamily(["SUIT"]), .fontWeight(700), .dimension(Dimension(28, .pt))])
        #expect(heading.values.map(\.token) == Array(repeating: "typography.heading.1", count: 3))
        #expect(heading.values.map { $0.range.description } == [F.at(3, 40), F.at(4, 19), F.at(5, 17)])
        #expect(table.entries[1].values.map(\.property) == ["lineHeight"])
    }

    /// A huge table is read in runs of rows on all cores: a run never starts at a row that
    /// continues the entry above (here rows 4096 and 8192 of the body do), and the entries
    /// come out whole and in order, as from one pass.
    @Test func aHugeTableReadInRunsKeepsEachEntryWhole() throws {
        let entryCount = 4_000
        var lines = ["| 토큰 | 항목 | 값 |", "| --- | --- | --- |"]
        for entry in 0..<entryCount {
            lines += ["| `{spacing.s\(entry)}` | width | \(entry)pt |", "|  | height | 2pt |", "|  | depth | 3pt |"]
        }
        #expect(3 * entryCount >= 2 * TableExtractor.rowsPerRun)
        let table = try #require(F.table(lines.joined(separator: "\n")))
        #expect(table.entries.count == entryCount)
        #expect(table.entries.map { $0.name?.text } == (0..<entryCount).map { "{spacing.s\($0)}" })
        #expect(table.entries.allSatisfy { $0.values.map(\.property) == ["width", "height", "depth"] })
        #expect(table.entries.enumerated().allSatisfy { index, entry in
            entry.range.start.line == 3 + 3 * index && entry.range.end.line == 5 + 3 * index
        })
        #expect(table.entries[1365].values.first?.value == .dimension(Dimension(1365, .pt)))
    }

    @Test func propertyIsALabelBesideAnotherNameColumn() throws {
        let table = try #require(F.table("""
            | Token | Property | Value |
            | --- | --- | --- |
            | `Typography.body2` | fontWeight | medium |
            """))
        #expect(roles(table) == [.name, .property, .value(mode: nil)])
        #expect(table.entries[0].values[0].value == .fontWeight(500))
    }

    @Test func modeColumnsUnderATokensHint() throws {
        let table = try #require(F.table("""
            <!-- tokens: gridLayout -->
            | 속성 | iPhone | iPad |
            | --- | --- | --- |
            | `timeHeaderWidth` | 48pt | 60pt |
            | `fontSize scale` | 1.0x | 1.2x |
            """))
        #expect(table.kind == .tokens)
        #expect(table.reason == "rows relative to 'gridLayout' (tokens hint), name column '속성', value columns 'iPhone' (mode iphone), 'iPad' (mode ipad)")
        #expect(table.hints == [.tokens(group: "gridLayout", range: SourceRange(file: "doc.md", line: 1, column: 1, endLine: 1, endColumn: 27))])
        #expect(roles(table) == [.name, .value(mode: "iphone"), .value(mode: "ipad")])
        #expect(table.entries[0].name?.binding == .group("gridLayout.timeHeaderWidth"))
        #expect(table.entries[0].values.map(\.token) == ["gridLayout.timeHeaderWidth.iphone", "gridLayout.timeHeaderWidth.ipad"])
        #expect(table.entries[0].values.map(\.mode) == ["iphone", "ipad"])
        #expect(table.entries[1].name?.binding == .group("gridLayout.fontSizeScale"))
        #expect(table.entries[1].values.map(\.value) == [.ratio(Ratio(1.0, .multiplier)), .ratio(Ratio(1.2, .multiplier))])
        #expect(table.entries[1].values[1].range.description == F.at(5, 29))
    }

    @Test func modeColumnsWithoutAHintStateTheTokensModeValue() throws {
        let themed = F.token("color.bg.surface", modes: ["light": .number(1), "dark": .number(2)])
        let tokens = TokenSet(tokens: [themed], modeGroups: [TokenModeGroup(name: "theme", modes: ["light", "dark"])])
        let table = try #require(F.table("""
            | Token | Light | Dark |
            | --- | --- | --- |
            | `{color.bg.surface}` | #FFFFFF | #000000 |
            """, tokens: tokens))
        #expect(roles(table) == [.name, .value(mode: "light"), .value(mode: "dark")])
        #expect(table.entries[0].values.map(\.token) == ["color.bg.surface", "color.bg.surface"])
        #expect(table.entries[0].values.map(\.mode) == ["light", "dark"])
    }

    @Test func usageTableUnderAScaleHint() throws {
        let table = try #require(F.table("""
            <!-- scale: spacing -->
            | 사용처 | 값 |
            | --- | --- |
            | 카드 내부 패딩 | horizontal 16pt, vertical 12pt |
            """))
        #expect(table.kind == .usage)
        #expect(table.reason == "no name column, values on the 'spacing' scale (scale hint), value column '값', use column '사용처'")
        #expect(table.entries[0].name == nil)
        #expect(table.entries[0].description == "카드 내부 패딩")
        #expect(table.entries[0].values[0].value == .composite([.init("horizontal", .dimension(Dimension(16, .pt))),
                                                               .init("vertical", .dimension(Dimension(12, .pt)))]))
        #expect(table.entries[0].values[0].range.description == F.at(4, 14))
        #expect(table.scaleGroup == "spacing")
    }

    @Test func oneColumnValueTableUnderAScaleHintIsUsage() throws {
        let table = try #require(F.table("""
            <!-- scale: spacing -->
            | 값 |
            | --- |
            | 4pt |
            | 8pt |
            """))
        #expect(table.kind == .usage)
        #expect(table.entries.map { $0.values.map(\.value) } == [[.dimension(Dimension(4, .pt))], [.dimension(Dimension(8, .pt))]])
    }

    @Test func columnsWithNoValueHeaderHoldTheValuesUnderAScaleHint() throws {
        let table = try #require(F.table("""
            <!-- scale: fontSize -->
            | 사용처 | 크기 |
            | --- | --- |
            | 배지 숫자 | 18pt |
            """))
        #expect(table.kind == .usage)
        #expect(roles(table) == [.description, .value(mode: nil)])
        #expect(table.reason == "no name column, values on the 'fontSize' scale (scale hint), value column '크기' (part fontSize), use column '사용처'")
        #expect(table.entries[0].values.first?.range.description == F.at(4, 11))
    }

    @Test func usageTableWithoutAHint() throws {
        let table = try #require(F.table("""
            | Use | Value |
            | --- | --- |
            | Screen change | `.easeInOut(duration: 0.3)` |
            """))
        #expect(table.kind == .usage)
        #expect(table.reason == "no name column, value column 'Value', use column 'Use'")
        #expect(table.entries[0].values[0].value
            == .animation(Animation(curve: .timing(name: "easeInOut", CubicBezier(0.42, 0, 0.58, 1)), duration: Duration(seconds: 0.3))))
    }

    @Test(arguments: [
        ("| 파라미터 | 타입 | 기본값 | 설명 |\n| --- | --- | --- | --- |\n| size | CGFloat | 16 | 크기 |",
         "API parameter table ('파라미터', '타입', '기본값')"),
        ("| Parameter | Type | Default | Description |\n| --- | --- | --- | --- |\n| size | CGFloat | 16 | Size |",
         "API parameter table ('Parameter', 'Type', 'Default')"),
        ("| Name | Type | Default |\n| --- | --- | --- |\n| size | CGFloat | 16 |",
         "API parameter table ('Type', 'Default')"),
        ("| Attribute | Type | Description |\n| --- | --- | --- |\n| value | Any | The value |",
         "API attribute table ('Attribute', 'Type')"),
        ("| 패턴 | 예시 |\n| --- | --- |\n| category.role.state | color.bg.default |",
         "naming-pattern table ('패턴')"),
        ("| 항목 | Before | After |\n| --- | --- | --- |\n| 간격 | 10pt | 12pt |",
         "comparison table ('Before', 'After')"),
        ("| 레이어 | 접근 | 예시 | 역할 |\n| --- | --- | --- | --- |\n| Base | internal | `BaseColor.gray600` | 원시값 |",
         "no name column and no value column"),
        ("| 타입 | 선택 | 이유 |\n| --- | --- | --- |\n| `MDSFont` | `@unchecked Sendable` | 불변 |",
         "no name column and no value column"),
        ("| job | who runs it | command |\n| --- | --- | --- |\n| build | a maintainer | `designspec build` |",
         "no name column and no value column"),
        ("| 값 |\n| --- |\n| 4pt |",
         "value column but no name column, no use column and no scale hint"),
        ("| Name | Description |\n| --- | --- |\n| Primary | The main action |",
         "name column 'Name' but no value column, and no cell names a token"),
    ])
    func tablesThatAreNotAboutTokensArePlain(markdown: String, reason: String) throws {
        let (doc, findings) = F.extract(markdown)
        let table = try #require(doc.tables.first)
        #expect(table.kind == .plain)
        #expect(table.reason == reason)
        #expect(table.entries.isEmpty)
        #expect(findings.isEmpty)
    }

    @Test func aNameColumnWithoutValuesIsATokenTableWhenItNamesTokens() throws {
        let table = try #require(F.table("""
            | Token | Description |
            | --- | --- |
            | `Spacing.medium` | Standard padding |
            """))
        #expect(table.kind == .tokens)
        #expect(table.reason == "name column 'Token', use column 'Description', no value column")
        #expect(table.entries[0].name?.binding == .token("spacing.medium"))
    }

    @Test func aTokenHeaderWithNoTokenNamesIsAnAmbiguousInference() throws {
        let (doc, findings) = F.extract("""
            # Grid

            | 속성 | iPhone | iPad |
            | --- | --- | --- |
            | `timeHeaderWidth` | 48pt | 60pt |
            """)
        #expect(doc.tables.first?.kind == .tokens)
        #expect(doc.tables.first?.entries.first?.name?.binding == .none(reason: "no token group 'time'"))
        #expect(findings == [Finding(
            rule: .ambiguousInference, severity: .warning,
            FindingMessage(
                en: "the header reads as a token table (name column '속성'), but no name in it is in a token group "
                    + "(1 row); add '<!-- tokens: GROUP -->' if the names are relative to a group",
                ko: "머리글은 토큰 표(이름 열 '속성')로 읽히지만 이름 중 토큰 그룹에 속한 것이 없습니다(1행). "
                    + "이름이 그룹 기준이라면 '<!-- tokens: GROUP -->'을 붙이세요"),
            at: SourceRange(file: "doc.md", line: 3, column: 1, endLine: 5, endColumn: 35))])
    }

    @Test func ignoreHintsNeedAReason() throws {
        let (doc, findings) = F.extract("""
            <!-- designspec-ignore: off-scale -->
            | 사용처 | 값 |
            | --- | --- |
            | 예외 | 13pt |

            <!-- designspec-ignore: off-scale 시스템 기본값을 그대로 씀 -->
            <!-- scale: spacing -->
            | 사용처 | 값 |
            | --- | --- |
            | 예외 | 13pt |
            """)
        #expect(doc.tables.map(\.hints.ignoredRules) == [[.offScale], [.offScale]])
        #expect(doc.tables[1].hints.count == 2)
        #expect(doc.tables[1].hints.first == .ignore(rule: "off-scale", reason: "시스템 기본값을 그대로 씀",
                                                      range: SourceRange(file: "doc.md", line: 6, column: 1, endLine: 6, endColumn: 52)))
        #expect(findings.map(\.rule) == [.ignoreWithoutReason])
        #expect(findings.map { $0.range.description } == [F.at(1, 1)])
        #expect(findings.first?.message == "designspec-ignore: off-scale gives no reason; say why after the rule id")
    }

    @Test func aHintIsOnlyForTheBlockRightAfterIt() throws {
        let (doc, _) = F.extract("""
            <!-- scale: spacing -->

            A paragraph between.

            | 값 |
            | --- |
            | 4pt |
            """)
        #expect(doc.tables.first?.hints == [])
        #expect(doc.tables.first?.kind == .plain)
    }

    @Test func rowsRelativeToATokensHintWithoutModes() throws {
        let table = try #require(F.table("""
            <!-- tokens: radius -->
            | 이름 | 값 |
            | --- | --- |
            | control | 8pt |
            | contianer | #GGG |
            """))
        #expect(table.reason == "rows relative to 'radius' (tokens hint), name column '이름', value column '값'")
        #expect(table.entries.map { $0.name?.binding } == [
            .token("radius.control"), .unknown(reference: "radius.contianer", suggestions: ["radius.container"]),
        ])
        #expect(table.entries.map { $0.values.first?.token } == ["radius.control", nil])
        #expect(table.entries[1].values.first?.value == nil)
        #expect(table.entries[1].values.first?.error == "'#GGG' is not a hex color")
        #expect(table.entries[1].values.first?.range.description == F.at(5, 15))
    }

    /// One row per composite token, its parts as columns: each cell states that field of
    /// the token.
    @Test func partColumnsStateTheCompositesFields() throws {
        let table = try #require(F.table("""
            | Token | Font | Size | Weight | Line height |
            | --- | --- | --- | --- | --- |
            | `Typography.heading1` | SUIT | 28pt | {typography.base.weight.bold} | 1.4 |
            """))
        #expect(table.kind == .tokens)
        #expect(table.reason == "name column 'Token', value columns 'Font' (part fontFamily), 'Size' (part fontSize), "
            + "'Weight' (part fontWeight), 'Line height' (part lineHeight)")
        #expect(table.columns.map(\.fields) == [[], ["fontFamily"], ["fontSize"], ["fontWeight"], ["lineHeight"]])
        let values = table.entries[0].values
        #expect(values.map(\.property) == ["fontFamily", "fontSize", "fontWeight", "lineHeight"])
        #expect(values.map(\.token) == Array(repeating: "typography.heading.1", count: 4))
        #expect(values[1].range.description == F.at(3, 34))
        // A reference is the field's alias, bound as a name, not a value.
        #expect(values[2].value == nil)
        #expect(values[2].error == nil)
        #expect(values[2].reference?.range.description == F.at(3, 41))
        #expect(values[2].reference?.binding == .token("typography.base.weight.bold"))
        #expect(values[3].reference == nil)
    }

    @Test func aTokenTableWithAShortDelimiterRowIsSaidAtItsFirstLine() {
        let (doc, findings) = F.extract("""
            Intro.

            | 토큰 | 값 | 용도 |
            | --- | --- |
            | `Spacing.medium` | 16pt | 여백 |
            """)
        #expect(doc.tables.isEmpty)
        #expect(findings.map { "\($0.range.start) \($0.rule)" } == ["doc.md:3:1 malformed-table"])
        #expect(findings.first?.message.hasPrefix("this looks like a token table ('토큰 | 값 | 용도'), but its delimiter row has 2 cells for the header's 3") == true)
    }
}
