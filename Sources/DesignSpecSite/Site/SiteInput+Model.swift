import DesignSpecCore
import DesignSpecChecks

extension SiteInput {
    /// The site of a `DesignModel`: its docs with their slugs, tokens, recipes (with their
    /// diagrams) and where each token is used, titled and prefixed by its configuration;
    /// `report` is the check's result, nil when the check did not run.
    public init(model: DesignModel, report: CheckReport?) {
        // The drafts' recipes are left out with them.
        let drafts = Set(model.docs.filter { $0.markdown.frontMatter?.isDraft == true }.map(\.path))
        self.init(
            title: model.configuration.siteTitle,
            documents: model.docs.map(\.markdown),
            report: report,
            tokens: model.tokens,
            codePrefixes: model.configuration.effectivePrefixes.map { TokenCodeNames.Prefix(code: $0.code, group: $0.group) },
            recipes: drafts.isEmpty ? Self.recipes(model) : Self.recipes(model).filter { !drafts.contains($0.docPath) }
        )
        slugs = Dictionary(model.docs.map { ($0.markdown.file, $0.slug) }, uniquingKeysWith: { first, _ in first })
        tokenUses = Self.tokenUses(model)
        plainTables = Set(model.docs.flatMap { $0.tables.filter { $0.kind == .plain }.map(\.range) })
        typographyRows = Self.typographyRows(model)
        skipped = model.skipped
        contentPrefix = model.contentPrefix
        // A doc's language is worked out from its text when asked: on every core.
        let docs = model.docs
        let languages = IndexedConcurrentMap.map(count: docs.count) { docs[$0].language }
        docReadings = Dictionary(zip(docs, languages).map { doc, language in
            (doc.markdown.file, SiteDoc.Reading(title: doc.title, language: language, outline: doc.headings))
        }, uniquingKeysWith: { first, _ in first })
    }

    /// Every doc's recipes with their diagrams, in doc order; drawn on every core.
    static func recipes(_ model: DesignModel) -> [SiteRecipe] {
        let docs = model.docs
        return IndexedConcurrentMap.map(count: docs.count) { index in
            docs[index].recipes.enumerated().map { SiteRecipe(doc: docs[index], recipe: $1, number: $0 + 1) }
        }.flatMap { $0 }
    }

    /// The name cells of token table entries that give a typography token's properties
    /// (`ValueCell.property`), keyed by their line at column 1.
    static func typographyRows(_ model: DesignModel) -> [SourceLocation: String] {
        var rows: [SourceLocation: String] = [:]
        for doc in model.docs {
            for table in doc.tables where table.kind == .tokens {
                for entry in table.entries where entry.values.contains(where: { $0.property != nil }) {
                    guard let cell = entry.name, case .token(let name) = cell.binding,
                          model.tokens[name]?.type == .typography else { continue }
                    rows[SourceLocation(file: cell.range.start.file, line: cell.range.start.line, column: 1)] = name
                }
            }
        }
        return rows
    }

    /// Every bound use of every token, in doc order. Runs of docs are read on all cores and
    /// their lists joined in order (the build waited on one core for this walk of every
    /// table and recipe): a use names its doc, so docs with distinct paths (a project's
    /// always) share none, and each run's lists hold no repeat. Docs that share a path are
    /// read in one run, as before.
    static func tokenUses(_ model: DesignModel) -> [String: [SiteTokenUse]] {
        let docs = model.docs
        guard Set(docs.map(\.markdown.file)).count == docs.count else { return tokenUses(docs[...]) }
        let runs = IndexedConcurrentMap.mapRuns(count: docs.count, length: docsPerRun) { run in
            tokenUses(docs[run])
        }
        guard runs.count > 1 else { return runs.first ?? [:] }
        var uses: [String: [SiteTokenUse]] = [:]
        for run in runs {
            for (name, listed) in run { uses[name, default: []] += listed }
        }
        return uses
    }

    /// How many docs one parallel run of `tokenUses` reads.
    private static let docsPerRun = 32

    /// The bound uses in `docs`, in order, each once.
    private static func tokenUses(_ docs: ArraySlice<DocModel>) -> [String: [SiteTokenUse]] {
        var uses: [String: [SiteTokenUse]] = [:]
        // A token named in more than `searchedUses` places gets a set of what it lists, so
        // one named in 20,000 rows is not searched 20,000 times over (that made the build
        // quadratic in a token's uses); the others are searched in place, as before.
        let searchedUses = 32
        var manyUses: [String: Set<SiteTokenUse>] = [:]
        // `listed` is the name's list, read and extended where it is: the name is hashed
        // once per use, not three times (`uses[name]`, its `contains`, the append).
        func add(_ use: SiteTokenUse, of name: String, to listed: inout [SiteTokenUse]) {
            if listed.count >= searchedUses {
                if manyUses[name] == nil { manyUses[name] = Set(listed) }
                guard manyUses[name]!.insert(use).inserted else { return }
            } else if listed.contains(use) {
                return
            }
            listed.append(use)
        }
        func add(_ name: String, _ doc: DocModel, _ line: Int, _ text: String?) {
            add(SiteTokenUse(docPath: doc.markdown.file, line: line, text: text ?? ""), of: name, to: &uses[name, default: []])
        }
        for doc in docs {
            for table in doc.tables {
                for entry in table.entries {
                    if case .token(let name)? = entry.name?.binding { add(name, doc, entry.range.start.line, entry.description) }
                    for cell in entry.values {
                        if let name = cell.token { add(name, doc, cell.range.start.line, entry.description) }
                    }
                }
            }
            for recipe in doc.recipes {
                for use in recipe.tokenReferences {
                    if case .token(let name) = use.binding { add(name, doc, use.reference.range.start.line, nil) }
                }
            }
        }
        return uses
    }
}

extension SiteRecipe {
    /// The model's recipe as the components page shows it, with diagrams from its typed
    /// literals and facts (see `SiteRecipe.diagrams`) and, for a ring, the progress ring.
    init(doc: DocModel, recipe: Recipe, number: Int) {
        let next = doc.headings.first { $0.range.start.line > recipe.headingRange.start.line }
        let factRanges = Set(recipe.facts.map(\.range))
        let id = "recipe-\(SiteSlug.idPart(doc.slug))-\(number)"
        var diagrams = Self.diagrams(
            RecipeScan(literals: recipe.literals, hasInteractiveElement: recipe.isInteractive,
                       hitAreas: recipe.codeBlocks.flatMap(\.hitAreas)),
            name: recipe.name, id: id)
        if let ring = Self.ringDiagram(recipe, id: "\(id)-ring") { diagrams.insert(ring, at: 0) }
        self.init(
            name: recipe.name, docPath: doc.markdown.file, anchor: recipe.anchor, range: recipe.headingRange,
            endLine: next.map { $0.range.start.line - 1 } ?? Int.max,
            code: recipe.codeBlocks.first?.code ?? "",
            facts: recipe.facts.map { Fact(key: $0.key, value: $0.text) },
            notes: recipe.notes.filter { !factRanges.contains($0.range) }.map(\.text),
            diagrams: diagrams)
    }

    /// A progress ring at a few levels when the recipe gives a line width (code), a size
    /// as a share of the screen (a fact) and the ring's colors (code: track, then progress).
    static func ringDiagram(_ recipe: Recipe, id: String) -> Diagram? {
        var lineWidth: Dimension?
        var colors: [Color] = []
        for literal in recipe.literals {
            if literal.kind == .lineWidth, case .dimension(let value) = literal.value, lineWidth == nil { lineWidth = value }
            if case .color(let color) = literal.value, !colors.contains(color) { colors.append(color) }
        }
        var ratio: Ratio?
        for fact in recipe.facts {
            for value in fact.values {
                if case .ratio(let share) = value.value, share.notation == .percent, ratio == nil { ratio = share }
            }
        }
        guard let lineWidth, let ratio, let track = colors.first else { return nil }
        let threshold = recipe.threshold
        var red = Color(red: 1, green: 59.0 / 255, blue: 48.0 / 255)
        var thresholdColor: Color?
        if case .color(let color)? = threshold?.color {
            red = color
            thresholdColor = color
        }
        // The progress color: the track's color at full opacity when the code uses it,
        // else the first other color that is not the threshold's.
        let opaqueTrack = Color(red: track.red, green: track.green, blue: track.blue)
        let others = colors.dropFirst().filter { $0 != thresholdColor }
        let progress = others.first { $0.red == track.red && $0.green == track.green && $0.blue == track.blue }
            ?? others.first ?? opaqueTrack
        let ring = ProgressRingDiagram(id: id, lineWidth: lineWidth, sizeRatio: ratio, trackColor: track, progressColor: progress,
                                       progress: 1, redThreshold: threshold?.value.value ?? 0.05, redColor: red)
        let levels = ProgressRingDiagram.defaultLevels
        return Diagram(svg: ring.renderLevels(levels),
                       caption: "lineWidth \(DesignValue.format(lineWidth.points)) pt · \(DesignValue.format(ratio.value * 100))%")
    }
}
