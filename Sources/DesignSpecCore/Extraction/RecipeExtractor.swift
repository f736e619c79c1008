/// Finds the component recipes of a doc: every heading whose own section (its blocks up
/// to the next heading of any level, lists and quotes included) holds a fenced ```swift
/// block. Each recipe gets its code, its bullets as notes, the `key: value` bullets as
/// facts, the literals and token references `SwiftScanner` finds (token references bound
/// like table names, in code style), and whether it is interactive (see `Recipe`).
struct RecipeExtractor {
    let binder: TokenBinder
    /// The doc's text and display path, for the places of facts. Its lines are found once,
    /// and only for a doc with a recipe that has notes (most recipes have none).
    let source: String
    let file: String
    /// The scans of code read before, shared by every doc's extractor.
    let scans: RecipeScanMemo

    /// Heading words that make a recipe interactive; Korean ones match inside a word too
    /// (`버튼의`).
    static let interactiveWords: Set<String> = ["button", "buttons", "fab", "chip", "chips", "toggle", "switch", "link",
                                                "tab", "tabs", "control", "stepper", "slider"]
    static let interactiveKoreanWords = ["버튼", "칩", "토글", "링크", "탭", "스위치"]

    func recipes(in markdown: MarkdownDocument, outline: [Markdown.OutlineEntry], hints: HintPlacement) -> [Recipe] {
        var recipes: [Recipe] = []
        var lines: SourceLines?
        // The next outline entry a heading's anchor may be: the outline lists every heading
        // in document order, so the top-level ones come in the order they are met here (a
        // table of the anchors by range hashed every heading's range, though most sections
        // hold no code).
        var nextEntry = outline.startIndex
        func anchor(of heading: Markdown.Heading) -> String {
            if let found = outline[nextEntry...].firstIndex(where: { $0.range == heading.range }) {
                nextEntry = found + 1
                return outline[found].anchor
            }
            return outline.first { $0.range == heading.range }?.anchor ?? ""
        }
        // Each section is a slice of the doc's blocks, not a copy: the blocks after a
        // heading, up to the next one.
        let blocks = markdown.blocks
        var headingIndex: Int?
        func close(before end: Int) {
            guard let headingIndex, case .heading(let heading) = blocks[headingIndex] else { return }
            let section = blocks[(headingIndex + 1)..<end]
            guard Self.mayHoldCode(section) else { return }
            if let recipe = recipe(heading, anchor: { anchor(of: heading) }, section: section, hints: hints, lines: &lines) {
                recipes.append(recipe)
            }
        }
        for index in blocks.indices {
            guard case .heading = blocks[index] else { continue }
            close(before: index)
            headingIndex = index
        }
        close(before: blocks.endIndex)
        return recipes
    }

    /// Whether a section may hold a code block: it has one, a list or a quote (a section of
    /// prose and tables, most of a doc, is passed over without a look inside).
    static func mayHoldCode(_ section: ArraySlice<Markdown.Block>) -> Bool {
        section.contains { block in
            switch block {
            case .codeBlock, .list, .blockQuote: true
            default: false
            }
        }
    }

    /// The recipe of `heading`'s section, if it has Swift code; its anchor is asked for only
    /// then, and `lines` are the doc's, made here when first needed.
    func recipe(_ heading: Markdown.Heading, anchor: () -> String, section: ArraySlice<Markdown.Block>, hints: HintPlacement,
                lines: inout SourceLines?) -> Recipe? {
        var codeBlocks: [Markdown.CodeBlock] = []
        var notes: [RecipeNote] = []
        var recipeHints: [DocHint] = []
        // Blocks to visit, and whether each is inside a list item (its paragraphs are notes).
        var pending = section.reversed().map { (block: $0, inItem: false) }
        while let (block, inItem) = pending.popLast() {
            switch block {
            case .codeBlock(let code) where code.isFenced && code.language?.lowercased() == "swift":
                codeBlocks.append(code)
                for hint in hints.before(code.range) where !recipeHints.contains(hint) { recipeHints.append(hint) }
            case .list(let list):
                for item in list.items.reversed() { pending += item.blocks.reversed().map { ($0, true) } }
            case .blockQuote(let quote):
                pending += quote.blocks.reversed().map { ($0, inItem) }
            case .paragraph(let paragraph) where inItem:
                notes.append(RecipeNote(text: paragraph.inlines.plainText, range: paragraph.range))
            default:
                break
            }
        }
        guard !codeBlocks.isEmpty else { return nil }
        // Comments right after the heading: the first blocks of the section.
        for block in section {
            guard case .htmlBlock(let html) = block else { break }
            if let body = html.comment, let hint = DocHintParser.parse(body, range: html.range), !recipeHints.contains(hint) {
                recipeHints.append(hint)
            }
        }
        recipeHints.sort { $0.range < $1.range }
        notes.sort { $0.range < $1.range }
        var literals: [RecipeLiteral] = []
        var references: [RecipeTokenUse] = []
        var skipped: [SourceRange] = []
        var interactive = false
        var recipeCode: [RecipeCode] = []
        for code in codeBlocks {
            let scan = scans.scan(code: code.code, origin: code.codeStart)
            literals += scan.literals
            references += scan.tokenReferences.map { RecipeTokenUse(reference: $0, binding: binder.bind($0.name, style: .code)) }
            skipped += scan.skipped
            interactive = interactive || scan.hasInteractiveElement
            recipeCode.append(RecipeCode(code: code.code, range: code.range, codeStart: code.codeStart,
                                         hitAreas: scan.hitAreas, hasInteractiveElement: scan.hasInteractiveElement))
        }
        let name = heading.plainText.trimmingSpaces()
        var facts: [RecipeFact] = []
        if !notes.isEmpty {
            let docLines = lines ?? SourceLines(source, file: file)
            lines = docLines
            facts = notes.compactMap { FactParser.fact(in: $0, lines: docLines) }
        }
        return Recipe(
            name: name, anchor: anchor(), headingRange: heading.range,
            codeBlocks: recipeCode,
            notes: notes, facts: facts,
            literals: literals, tokenReferences: references, skipped: skipped,
            isInteractive: interactive || Self.nameIsInteractive(name), hints: recipeHints)
    }

    static func nameIsInteractive(_ name: String) -> Bool {
        if NameWords.split(name).contains(where: interactiveWords.contains) { return true }
        return interactiveKoreanWords.contains { name.contains($0) }
    }
}
