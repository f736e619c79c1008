/// Extracts one parsed doc: its hints, tables and recipes, with the findings extraction
/// makes (`ambiguous-inference`, `ignore-without-reason`).
package struct DocExtractor {
    let binder: TokenBinder
    let tokens: TokenSet
    /// The recipe code scanned so far, shared by every doc this extractor reads.
    let scans = RecipeScanMemo()
    /// The table headers read so far, likewise.
    let headers: TableHeaderMemo

    package init(binder: TokenBinder, tokens: TokenSet) {
        self.binder = binder
        self.tokens = tokens
        headers = TableHeaderMemo(modes: binder.index.modes)
    }

    /// The model of `markdown`, read from `source`; `path` is its display path.
    package func extract(_ markdown: MarkdownDocument, source: String, slug: String, findings: inout [Finding]) -> DocModel {
        let hints = HintPlacement(markdown)
        for hint in hints.all {
            if let finding = DocHintParser.finding(for: hint) { findings.append(finding) }
        }
        let tableExtractor = TableExtractor(binder: binder, tokens: tokens, headers: headers)
        let lines = SourceLines(source, file: markdown.file)
        let malformed = MalformedTables(lines: lines, modes: binder.index.modes)
        let unchecked = UncheckedColumns(modes: tokens.modes)
        var tables: [DocTable] = []
        for (index, table) in markdown.tables.enumerated() {
            let read = tableExtractor.extract(table, index: index, hints: hints.before(table.range), findings: &findings)
            if read.kind == .tokens {
                findings += malformed.raggedRowFindings(in: table)
                findings += unchecked.findings(table, read: read)
            }
            tables.append(read)
        }
        findings += malformed.paragraphFindings(in: markdown)
        findings += Self.unusedHintFindings(hints.all, tables: tables)
        let outline = markdown.outline
        let recipes = RecipeExtractor(binder: binder, source: source, file: markdown.file, scans: scans)
            .recipes(in: markdown, outline: outline, hints: hints)
        var doc = DocModel(path: markdown.file, slug: slug, title: markdown.title,
                           markdown: markdown, headings: outline, tables: tables, recipes: recipes,
                           proseTokenNames: ProseTokenMentions.tokenNames(in: markdown, binder: binder))
        doc.links = DocLinkFinder.links(in: markdown, lines: lines)
        return doc
    }
}

extension DocExtractor {
    /// The `unused-hint` findings: a `<!-- tokens: GROUP -->` hint binds the rows of the
    /// table right after it, and one before anything else binds nothing.
    static func unusedHintFindings(_ hints: [DocHint], tables: [DocTable]) -> [Finding] {
        var used: Set<SourceRange> = []
        for table in tables { for hint in table.hints { used.insert(hint.range) } }
        var findings: [Finding] = []
        for case .tokens(let group, let range) in hints where !used.contains(range) {
            findings.append(Finding(
                rule: .unusedHint, severity: .warning,
                FindingMessage(en: "\(code: "tokens: \(group)") is not right before a table, so it binds no row; put it on the line before "
                                   + "the table's header",
                               ko: "\(code: "tokens: \(group)")이(가) 표 바로 앞에 있지 않아 어떤 행에도 적용되지 않습니다. 표 머리글 바로 윗줄에 두세요"),
                at: range))
        }
        return findings
    }
}

/// Where the hint comments are: the comments right before each block (consecutive comment
/// blocks among its siblings, nothing else between), keyed by the block's range.
struct HintPlacement {
    private(set) var all: [DocHint] = []
    private var byBlock: [SourceRange: [DocHint]] = [:]

    init(_ markdown: MarkdownDocument) {
        var lists: [[Markdown.Block]] = [markdown.blocks]
        while let blocks = lists.popLast() {
            var pending: [DocHint] = []
            // By index: each block is read in place, not copied (a copy retains every
            // field it holds).
            for index in blocks.indices {
                if case .htmlBlock(let html) = blocks[index], let body = html.comment {
                    if let hint = DocHintParser.parse(body, range: html.range) {
                        pending.append(hint)
                        all.append(hint)
                    }
                    continue
                }
                if !pending.isEmpty {
                    byBlock[blocks[index].range] = pending
                    pending = []
                }
                // A list's items are sibling lists of their own (not `children`, which
                // joins them in a new array).
                switch blocks[index] {
                case .list(let list): lists += list.items.lazy.map(\.blocks).filter { !$0.isEmpty }
                case .blockQuote(let quote) where !quote.blocks.isEmpty: lists.append(quote.blocks)
                default: break
                }
            }
        }
        all.sort { $0.range < $1.range }
    }

    /// The hints right before the block at `range`.
    func before(_ range: SourceRange) -> [DocHint] {
        // Most blocks of most docs follow no hint: no range hashed for them.
        guard !byBlock.isEmpty else { return [] }
        return byBlock[range] ?? []
    }
}
