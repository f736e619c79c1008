import Foundation
import Testing
@testable import DesignSpecCommands
@testable import DesignSpecCore

/// Pins `designspec model` on the repo's sample `content/` with its `designspec.json`.
/// Re-record with `DESIGNSPEC_RECORD=1 swift test --filter ModelGoldenTests`, then read the
/// diff line by line.
@Suite struct ModelGoldenTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden/model")

    @Test func sampleContent() throws {
        let run = runTool(["model"], in: TestData.packageRoot)
        #expect(run.status == 0)
        #expect(run.err == "")
        let expectedURL = Self.folder.appendingPathComponent("content.json")
        if ProcessInfo.processInfo.environment["DESIGNSPEC_RECORD"] == "1" {
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            try run.out.write(to: expectedURL, atomically: true, encoding: .utf8)
            print("Recorded \(expectedURL.path)")
            return
        }
        let expected = try String(contentsOf: expectedURL, encoding: .utf8)
        #expect(run.out == expected)
    }

    /// What the golden file must show, checked on the model itself so a re-record cannot
    /// quietly lose it.
    @Test func sampleContentIsFullyExtracted() throws {
        let model = try ProjectLoader(workingDirectory: TestData.packageRoot).load()
        #expect(model.findings.isEmpty)
        #expect(model.configuration.siteTitle == "Makers Design System")
        #expect(model.docs.map(\.path) == ["content/01-foundations-spacing.md", "content/02-ios-tokens-and-patterns.md",
                                           "content/03-token-architecture.md", "content/components/04-buttons.md",
                                           "content/components/index.md"])
        #expect(model.docs.map(\.slug) == ["01-foundations-spacing", "02-ios-tokens-and-patterns", "03-token-architecture",
                                           "components/04-buttons", "components/index"])
        #expect(model.docs.map { $0.markdown.frontMatter?.entries.map(\.key) } == [nil, nil, nil, ["status"], ["title", "description", "order"]])
        #expect(model.docs.map { $0.tables.map(\.kind) } == [
            [.tokens],
            [.tokens, .usage, .usage, .usage, .tokens, .tokens],
            [.plain, .tokens, .tokens, .plain],
            [],
            [],
        ])
        // Every name cell of every token table is bound to a token (or, under a tokens
        // hint, to the group of its mode tokens) and every value cell to its token.
        for doc in model.docs {
            for table in doc.tables where table.kind == .tokens {
                for entry in table.entries {
                    let bound: Bool = switch entry.name?.binding {
                    case .token, .group: true
                    default: false
                    }
                    #expect(bound, "\(entry.range): \(String(describing: entry.name))")
                    if let alias = entry.aliasTarget { #expect(alias.binding.tokenName != nil) }
                    for cell in entry.values {
                        #expect(cell.token != nil, "\(cell.range)")
                        #expect(cell.value != nil, "\(cell.range)")
                    }
                }
            }
        }
        #expect(model.docs.map { $0.recipes.map(\.name) } == [
            ["Card layout pattern"],
            ["Toolbar Icon Button", "Action CTA Button (전체 너비)", "Sub-toolbar Chip Button", "Sheet 표준 설정",
             "Card List Row", "FAB (Floating Action Button)", "Circular Progress Ring", "스플래시 스크린 패턴 (2-layer)"],
            ["시작하기", "Typography", "SemanticColor"],
            [],
            [],
        ])
        let recipes = model.docs[1].recipes
        #expect(recipes.map(\.isInteractive) == [true, true, true, false, false, true, false, false])
        let chip = recipes[2]
        #expect(chip.literals.first.map { "\($0.kind) \($0.value) \($0.range)" }
            == "spacing dimension(DesignSpecCore.Dimension(value: 5.0, unit: DesignSpecCore.Dimension.Unit.pt)) content/02-ios-tokens-and-patterns.md:117:17")
        let cardRow = recipes[4]
        #expect(cardRow.literals.filter { if case .padding = $0.kind { true } else { false } }.map { $0.range.description } == [
            "content/02-ios-tokens-and-patterns.md:154:32", "content/02-ios-tokens-and-patterns.md:154:44",
            "content/02-ios-tokens-and-patterns.md:154:56", "content/02-ios-tokens-and-patterns.md:154:69",
        ])
        let references = model.docs.flatMap(\.recipes).flatMap(\.tokenReferences)
        #expect(references.map(\.binding.tokenName) == [
            "spacing.x-small", "spacing.medium", nil, nil,
            "typography.heading.1", "typography.body.2",
            "color.bg.neutral.default", "color.fg.neutral.default", "color.stroke.brand.default",
            "color.bg.secondary.default-hover", "color.bg.danger.default-pressed",
        ])
    }
}
