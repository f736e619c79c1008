import Testing
@testable import DesignSpecCommands
@testable import DesignSpecCore

@Suite struct RecipeExtractionTests {
    typealias F = ExtractionFixture

    static let ring = """
        # 컴포넌트

        ### Circular Progress Ring

        남은 양을 보여 주는 원형 링입니다.

        - ring lineWidth: 18pt, 화면 너비의 72% 크기
        - track: accentColor.opacity(0.15)
        - cornerRadius: 14pt 고정
        - 방향: 12시 방향에서 반시계로 줄어듦
        - 5% 미만이면 강제 .red 전환

        ```swift
        Circle()
            .stroke(Color.accentColor.opacity(0.15), lineWidth: 18)
            .padding(AppTheme.Spacing.medium)
        ```

        ### 다음 절

        - 여기 bullet은 레시피가 아님: 1pt
        """

    @Test func factsInKoreanLinesWithTheirPositions() throws {
        let (doc, findings) = F.extract(Self.ring)
        #expect(findings.isEmpty)
        let recipe = try #require(doc.recipes.first)
        #expect(doc.recipes.count == 1)
        #expect(recipe.name == "Circular Progress Ring")
        #expect(recipe.anchor == "circular-progress-ring")
        #expect(recipe.headingRange.description == F.at(3, 1))
        #expect(recipe.notes.map(\.text) == [
            "ring lineWidth: 18pt, 화면 너비의 72% 크기", "track: accentColor.opacity(0.15)", "cornerRadius: 14pt 고정",
            "방향: 12시 방향에서 반시계로 줄어듦", "5% 미만이면 강제 .red 전환",
        ])
        #expect(recipe.notes.map { $0.range.description } == [F.at(7, 3), F.at(8, 3), F.at(9, 3), F.at(10, 3), F.at(11, 3)])
        #expect(recipe.facts.map(\.key) == ["ring lineWidth", "track", "cornerRadius", "방향"])
        let lineWidth = recipe.facts[0]
        #expect(lineWidth.text == "18pt, 화면 너비의 72% 크기")
        #expect(lineWidth.values.map(\.value) == [.dimension(Dimension(18, .pt)), .ratio(Ratio(0.72, .percent, of: "화면 너비"))])
        #expect(lineWidth.values.map { $0.range.description } == [F.at(7, 19), F.at(7, 25)])
        #expect(lineWidth.values[0].range.end.column == 22)
        #expect(recipe.facts[1].values.map { $0.range.description } == [F.at(8, 10)])
        #expect(recipe.facts[2].values.map(\.value) == [.dimension(Dimension(14, .pt))])
        #expect(recipe.facts[2].values.map { $0.range.description } == [F.at(9, 17)])
        #expect(recipe.facts[3].values.isEmpty)
    }

    @Test func codeLiteralsAndTokenReferencesWithMarkdownPositions() throws {
        let recipe = try #require(F.extract(Self.ring).doc.recipes.first)
        #expect(recipe.codeBlocks.count == 1)
        #expect(recipe.codeBlocks[0].codeStart.description == F.at(14, 1))
        #expect(recipe.literals.map(\.kind) == [.color, .opacity, .lineWidth])
        #expect(recipe.literals.map { $0.range.description } == [F.at(15, 13), F.at(15, 39), F.at(15, 57)])
        #expect(recipe.literals.last?.value == .dimension(Dimension(18, .pt)))
        #expect(recipe.tokenReferences.map(\.reference.name) == ["AppTheme.Spacing.medium"])
        #expect(recipe.tokenReferences.map(\.binding) == [.token("spacing.medium")])
        #expect(recipe.tokenReferences.map { $0.reference.range.description } == [F.at(16, 14)])
        #expect(recipe.isInteractive == false)
    }

    @Test func interactiveFromTheCodeOrTheName() throws {
        let doc = F.extract("""
            ## 저장 버튼

            ```swift
            Text("저장").padding(12)
            ```

            ## Banner

            ```swift
            Text("Hi").onTapGesture { }
            ```

            ## Card

            ```swift
            Text("Hi").padding(16)
            ```
            """).doc
        #expect(doc.recipes.map(\.name) == ["저장 버튼", "Banner", "Card"])
        #expect(doc.recipes.map(\.isInteractive) == [true, true, false])
    }

    @Test func onlyTheHeadingsOwnSectionAndOnlySwift() throws {
        let doc = F.extract("""
            ## 컴포넌트 패턴

            소개 문단.

            ### Sheet

            ```swift
            .presentationDetents([.medium])
            ```

            ### Diagram

            ```text
            a → b
            ```

            <!-- designspec-ignore: off-scale 시스템 값 -->
            ```swift
            Text("x").padding(5)
            ```
            """).doc
        #expect(doc.recipes.map(\.name) == ["Sheet", "Diagram"])
        #expect(doc.recipes[1].codeBlocks.count == 1)
        #expect(doc.recipes[1].hints.map(\.range.description) == [F.at(17, 1)])
        #expect(doc.recipes[1].hints.ignoredRules == [.offScale])
    }

    @Test func codeTheScannerCannotReadIsKept() throws {
        let recipe = try #require(F.extract("""
            ## Broken

            ```swift
            Text("unterminated
                .padding(8)
            ```
            """).doc.recipes.first)
        #expect(recipe.codeBlocks.count == 1)
        #expect(!recipe.skipped.isEmpty)
    }

    @Test(arguments: [
        ("cornerRadius: 14pt 고정", "cornerRadius", "14pt 고정", 1),
        ("긍정 CTA: .blue", "긍정 CTA", ".blue", 1),
        ("`[.medium, .large]`: 내용이 길어질 수 있을 때", "[.medium, .large]", "내용이 길어질 수 있을 때", 0),
        ("3-dot preview: [4, 14, 24]", "3-dot preview", "[4, 14, 24]", 1),
        ("Toolbar and header spacing: 16pt horizontal, 8pt vertical", "Toolbar and header spacing", "16pt horizontal, 8pt vertical", 1),
    ])
    func factForms(bullet: String, key: String, text: String, valueCount: Int) throws {
        let recipe = try #require(F.extract("## R\n\n- \(bullet)\n\n```swift\nText(\"\")\n```\n").doc.recipes.first)
        #expect(recipe.facts.map(\.key) == [key])
        #expect(recipe.facts.map(\.text) == [text])
        #expect(recipe.facts.first?.values.count == valueCount)
    }

    @Test(arguments: ["5% 미만이면 강제 .red 전환", "see https://example.com/a:b", "`.safeAreaInset(edge:)` 사용", ": 값만"])
    func notesThatAreNotFacts(bullet: String) throws {
        let recipe = try #require(F.extract("## R\n\n- \(bullet)\n\n```swift\nText(\"\")\n```\n").doc.recipes.first)
        #expect(recipe.notes.count == 1)
        #expect(recipe.facts.isEmpty)
    }

    /// A recipe's anchor is its heading's in the outline, which also lists the headings
    /// inside quotes and lists and numbers repeated texts (`button-1`): each recipe gets
    /// its own, sections without code in between, one before the first heading ignored.
    @Test func anchorsOfRepeatedAndNestedHeadings() {
        let code = "```swift\nText(\"\")\n```\n"
        let markdown = code + "\n# Button\n\n> ## Button\n\n" + code + "\n# Button\n\nprose\n\n- item\n\n  ## Button\n\n"
            + "# Button\n\n- a\n\n  " + code.replacingOccurrences(of: "\n", with: "\n  ") + "\n## Other\n\n| a |\n| - |\n| b |\n\n"
            + "## Button\n\n" + code
        let (doc, _) = F.extract(markdown)
        #expect(doc.recipes.map(\.name) == ["Button", "Button", "Button"])
        #expect(doc.recipes.map(\.anchor) == ["button", "button-4", "button-5"])
    }
}

@Suite struct RecipeThresholdTests {
    func note(_ text: String) -> RecipeNote {
        RecipeNote(text: text, range: SourceRange(file: "doc.md", line: 3, column: 3, endLine: 3, endColumn: 20))
    }

    @Test func koreanAndEnglishThresholds() {
        let red = ValueParser.parse(".red").value
        #expect(Recipe.threshold(in: note("5% 미만이면 강제 .red 전환"))?.value == Ratio(0.05, .percent))
        #expect(Recipe.threshold(in: note("5% 미만이면 강제 .red 전환"))?.color == red)
        #expect(Recipe.threshold(in: note("10%미만: 경고"))?.value == Ratio(0.1, .percent))
        #expect(Recipe.threshold(in: note("turns Color.red below 20%"))?.value == Ratio(0.2, .percent))
        #expect(Recipe.threshold(in: note("turns Color.red below 20%"))?.color == red)
        #expect(Recipe.threshold(in: note("less than 3% left"))?.value == Ratio(0.03, .percent))
        #expect(Recipe.threshold(in: note("ring: 화면 너비의 72% 크기")) == nil)
    }

    @Test func theRingRecipeHasItsThreshold() throws {
        let recipe = try #require(ExtractionFixture.extract(RecipeExtractionTests.ring).doc.recipes.first)
        #expect(recipe.threshold == RecipeThreshold(value: Ratio(0.05, .percent), color: ValueParser.parse(".red").value,
                                                    range: SourceRange(file: "doc.md", line: 11, column: 3, endLine: 11, endColumn: 20)))
    }
}
