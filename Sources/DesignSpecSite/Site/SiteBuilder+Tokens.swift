import DesignSpecCore

extension SiteBuilder {
    /// The tokens page: every token by group (see `listedTokenGroups`), with its value in each
    /// mode, its alias chains, deprecation and names in code.
    /// Rows and swatches are made on every core: a large token set is most of a small site.
    func tokensFields(_ plan: SitePlan, links: SiteLinks) -> TemplateObject {
        let (groups, total) = plan.listedTokens
        let modesByGroup = groups.map { Self.modes(of: $0.tokens, in: plan.tokens) }
        let rows = groups.indices.flatMap { group in groups[group].tokens.map { (group: group, token: $0) } }
        let contrastRows = ContrastRowMemo()
        let made = IndexedConcurrentMap.map(count: rows.count) { index in
            let (group, token) = rows[index]
            let swatch = Self.swatch(token, in: plan.tokens, rows: contrastRows).map { ["svg": .string($0.svg), "caption": .string($0.caption)] as TemplateValue }
            return (row: TemplateValue.object(tokenFields(token, modes: modesByGroup[group], plan, links: links)), swatch: swatch)
        }
        var firstRow = 0
        let values: [TemplateValue] = groups.indices.map { index in
            let group = groups[index]
            let modes = modesByGroup[index]
            let groupRows = made[firstRow..<(firstRow + group.tokens.count)]
            let tokens = groupRows.map(\.row)
            let swatches = groupRows.compactMap(\.swatch)
            firstRow += group.tokens.count
            return [
                "id": .string(Self.tokenGroupID(group.name)),
                "name": .string(group.name),
                "count": TemplateValue(group.tokens.count),
                "description": "",
                "hasDescription": false,
                "modes": .list((modes.isEmpty ? [strings["value"]] : modes).map { ["name": .string($0)] }),
                "tokens": .list(tokens),
                "hasSwatches": .bool(!swatches.isEmpty),
                "swatches": .list(swatches),
            ]
        }
        // Designers look for the public names: Semantic groups first, Base (internal) after.
        let isBase = groups.map { group in group.tokens.allSatisfy { $0.layer == .base } }
        let semantic = zip(values, isBase).filter { !$1 }.map(\.0)
        let base = zip(values, isBase).filter { $1 }.map(\.0)
        let truncated = total > Self.maximumTokenRows
        return ["hasTokens": .bool(!groups.isEmpty), "tokenCount": TemplateValue(plan.tokens?.tokens.count ?? 0),
                "isTruncated": .bool(truncated),
                "truncatedNote": .string(truncated ? strings.filled("tokensTruncated", ["{n}": String(total),
                                                                                      "{shown}": String(Self.maximumTokenRows)]) : ""),
                "hasSemanticGroups": .bool(!semantic.isEmpty), "semanticGroups": .list(semantic),
                "hasBaseGroups": .bool(!base.isEmpty), "baseGroups": .list(base)]
    }

    func tokenFields(_ token: Token, modes: [String], _ plan: SitePlan, links: SiteLinks) -> TemplateObject {
        func cell(_ value: TokenModeValue?, span: Int) -> TemplateValue {
            [
                "text": .string(value?.resolved?.displayString ?? "—"),
                "diagram": .string(Self.diagram(token, value)),
                "wide": .bool(span > 1),
                "span": TemplateValue(span),
            ]
        }
        let cells: [TemplateValue]
        if modes.isEmpty || token.values.allSatisfy({ $0.mode == nil }) {
            cells = [cell(token.values.first, span: max(1, modes.count))]
        } else {
            cells = modes.map { cell(token.value(inMode: $0), span: 1) }
        }
        // One chain when every mode follows the same aliases, else one per mode.
        let chains = token.values.filter { !$0.aliasChain.isEmpty }
        // Whether the chains are all the same names, compared in place (a set of each
        // chain's names cost two allocations a token).
        let isOneChain = chains.first.map { first in
            chains.allSatisfy { $0.aliasChain.elementsEqual(first.aliasChain) { $0.name == $1.name } }
        } ?? false
        let chainValues: [TemplateValue] = chains.enumerated().compactMap { index, value in
            if isOneChain, index > 0 { return nil }
            let mode = isOneChain ? nil : value.mode
            return [
                "mode": TemplateValue(mode),
                "hasMode": .bool(mode != nil),
                "steps": .list(chainSteps(AliasChainDisplay(value.aliasChain), links: links)),
            ]
        }
        // A typography token's property rows (size, line height, …) are one use each in
        // the model but the same place on the page: each place is listed once.
        // Few places (most tokens have one or two) are compared in place: hashing their
        // sentences cost more than the rest of the row. Past `searchedPlaces`, a set.
        let searchedPlaces = 32
        var listed: [SiteTokenUse.Place] = []
        var manyListed = Set<SiteTokenUse.Place>()
        func isNew(_ place: SiteTokenUse.Place) -> Bool {
            if listed.count >= searchedPlaces { return manyListed.insert(place).inserted }
            guard !listed.contains(place) else { return false }
            listed.append(place)
            if listed.count == searchedPlaces { manyListed = Set(listed) }
            return true
        }
        let uses: [TemplateValue] = (plan.tokenUses?[token.name] ?? []).compactMap { use -> TemplateValue? in
            let doc = plan.doc(atPath: use.docPath)
            let heading = doc?.outline.last { $0.range.start.line <= use.line }
            // `doc › heading`, the heading left out when it is the doc's title.
            var label = doc?.title ?? use.docPath
            if let heading, heading.text != label { label += " › " + heading.text }
            // `SiteDocPlaces.url(line:)`, from the doc and heading found already.
            let url = doc.map { links.doc($0.slug, anchor: heading?.anchor) }
            // Its fields are these three strings: compared as they are, not as a template object.
            guard isNew(SiteTokenUse.Place(label: label, url: url, note: use.text)) else { return nil }
            return [
                "label": .string(label),
                "url": TemplateValue(url),
                "note": .string(use.text),
                "hasNote": .bool(!use.text.isEmpty),
            ]
        }
        var deprecationNote = ""
        if case .reason(let reason)? = token.deprecation { deprecationNote = reason }
        let findings = plan.findings(about: token)
        return [
            "id": .string(Self.tokenID(token.name)),
            "name": .string(token.name),
            "type": .string(token.type.description),
            "layer": .string(token.layer.rawValue),
            "description": .string(token.description ?? ""),
            "hasDescription": .bool(!(token.description ?? "").isEmpty),
            "deprecated": .bool(token.deprecation != nil),
            "deprecationNote": .string(deprecationNote),
            "hasDeprecationNote": .bool(!deprecationNote.isEmpty),
            "values": .list(cells),
            "hasAliases": .bool(!chainValues.isEmpty),
            "chains": .list(chainValues),
            "hasUses": .bool(!uses.isEmpty),
            "uses": .list(uses),
            "usesText": .string(plan.tokenUses == nil ? strings["noAlias"] : strings["notUsed"]),
            "swiftName": .string(TokenCodeNames.swiftName(token.path, prefixes: plan.codePrefixes)),
            "cssName": .string(TokenCodeNames.cssName(token.path)),
            "location": .string(token.definitionRange.description),
            "hasFindings": .bool(!findings.isEmpty),
            "findings": .list(findings.map { finding in
                ["severity": .string(finding.severity.rawValue), "severityLabel": .string(strings.severityLabel(finding.severity)),
                 "messageHTML": .string(finding.text(in: strings.messageLanguage).html)]
            }),
        ]
    }

    /// A top-level group with more tokens than this is split by its second segment.
    static let groupSplitThreshold = 12

    /// Each group's tokens as positions in `set.tokens`, Semantic before Base, each in the
    /// set's order. Positions, not tokens: a `Token` is a large value, and grouping and
    /// sorting 400,000 of them was mostly copying them.
    private static func groupedPositions(_ set: TokenSet) -> [String: [Int]] {
        let tokens = set.tokens
        // A group never mixes layers: Base tokens whose top group also holds Semantic ones
        // are grouped by their first two segments (`radius.base`).
        let semantic = group(tokens.indices.filter { tokens[$0].layer != .base }, of: tokens, splitting: [])
        let base = group(tokens.indices.filter { tokens[$0].layer == .base }, of: tokens, splitting: Set(semantic.keys))
        return semantic.merging(base) { first, second in first + second }
    }

    private static func group(_ positions: [Int], of tokens: [Token], splitting: Set<String>) -> [String: [Int]] {
        var byTop: [String: [Int]] = [:]
        for position in positions {
            let path = tokens[position].path
            byTop[path.count > 1 ? path[0] : tokens[position].name, default: []].append(position)
        }
        var byName: [String: [Int]] = [:]
        for (top, positions) in byTop {
            let subgroups = positions.map { tokens[$0].path.dropLast().prefix(2).joined(separator: ".") }
            if splitting.contains(top) || (positions.count > groupSplitThreshold && Set(subgroups).count > 1) {
                for (position, subgroup) in zip(positions, subgroups) {
                    byName[subgroup, default: []].append(position)
                }
            } else {
                byName[top, default: []].append(contentsOf: positions)
            }
        }
        return byName
    }

    /// The tokens at `positions` in `naturalOrder` of their paths. The positions are
    /// sorted, not the tokens, and each segment is read as a number once, not at every
    /// comparison; the sort is the same stable sort on the same comparisons.
    private static func naturallySorted(_ positions: [Int], in set: TokenSet) -> [Token] {
        let paths = positions.map { position in set.tokens[position].path.map { (text: $0, number: Int($0)) } }
        return paths.indices.sorted { naturalOrder(paths[$0], paths[$1]) }.map { set.tokens[positions[$0]] }
    }

    /// Paths compared segment by segment, numbers by value: `gray.50` before `gray.100`
    /// (each segment with the number it reads as, if any).
    private static func naturalOrder(_ lhs: [(text: String, number: Int?)], _ rhs: [(text: String, number: Int?)]) -> Bool {
        for (left, right) in zip(lhs, rhs) where left.text != right.text {
            if let leftNumber = left.number, let rightNumber = right.number { return leftNumber < rightNumber }
            return left.text < right.text
        }
        return lhs.count < rhs.count
    }

    /// The modes the group's tokens have values for, in the set's mode order.
    static func modes(of tokens: [Token], in set: TokenSet?) -> [String] {
        let used = Set(tokens.flatMap { $0.values.compactMap(\.mode) })
        var ordered = (set?.modes ?? []).filter { used.contains($0) }
        ordered += used.subtracting(ordered).sorted()
        var seen = Set<String>()
        return ordered.filter { seen.insert($0).inserted }
    }

    /// A chain's steps on the tokens page, bounded (`AliasChainDisplay`): each a link, the
    /// left-out steps one item "… N more steps" (`isOmitted`).
    func chainSteps(_ display: AliasChainDisplay, links: SiteLinks) -> [TemplateValue] {
        func step(_ step: AliasStep) -> TemplateValue {
            ["name": .string(step.name), "url": .string(links.tokens(anchor: Self.tokenID(step.name))), "isOmitted": false]
        }
        var steps = display.head.map(step)
        if let tail = display.tail {
            steps.append(["isOmitted": true, "name": .string(strings.counted(display.omitted, "moreSteps"))])
            steps.append(step(tail))
        }
        return steps
    }

    /// The most tokens the tokens page lists: 100,000 tokens made a 233 MB page.
    static let maximumTokenRows = 10_000

    /// The groups as the tokens page lists them, and how many tokens the set has. Tokens
    /// are grouped by their first segment (`spacing`, `motion`); a large group whose tokens
    /// sit in several subgroups is split by the second segment too (`color.base`,
    /// `color.bg`), and so are Base tokens beside Semantic ones. Groups are sorted by name,
    /// tokens by `naturalOrder`. A set larger than a page can sensibly hold keeps the first
    /// `maximumTokenRows` tokens in the groups' order (the page notes it; `designspec
    /// tokens` lists all), and only the groups listed are sorted.
    static func listedTokenGroups(_ set: TokenSet?) -> (groups: [(name: String, tokens: [Token])], total: Int) {
        guard let set else { return ([], 0) }
        let byName = groupedPositions(set)
        var left = maximumTokenRows
        var total = 0
        let groups = byName.keys.sorted().compactMap { name -> (name: String, tokens: [Token])? in
            let positions = byName[name] ?? []
            total += positions.count
            guard left > 0 else { return nil }
            let kept = Array(naturallySorted(positions, in: set).prefix(left))
            left -= kept.count
            return (name, kept)
        }
        return (groups, total)
    }

    /// The `id` of a token's row on the tokens page.
    static func tokenID(_ name: String) -> String { "token-" + name }

    /// The `id` of a group's section on the tokens page.
    static func tokenGroupID(_ name: String) -> String { "group-" + name }

    /// Contrast swatches for a group's Semantic colours (default mode): each against white
    /// and black, and a foreground against the background of the same role
    /// (`color.fg.neutral.default` on `color.bg.neutral.default`). The diagram names the
    /// token itself, so it has no caption.
    /// A typography token's specimen, else the value's small sketch.
    static func diagram(_ token: Token, _ value: TokenModeValue?) -> String {
        if token.type == .typography,
           let specimen = TypographySpecimen(id: "specimen-" + (token.path + (value?.mode.map { [$0] } ?? [])).joined(separator: "-"),
                                             name: token.name, value: value?.resolved) {
            return specimen.render()
        }
        return TokenValueSketch.svg(value?.resolved)
    }

    static func swatches(_ tokens: [Token], in set: TokenSet?) -> [SiteRecipe.Diagram] {
        tokens.compactMap { swatch($0, in: set) }
    }

    /// A Semantic colour's swatch; nil for any other token. Its contrast rows come from
    /// `memo` when given (one per tokens page).
    static func swatch(_ token: Token, in set: TokenSet?, rows memo: ContrastRowMemo? = nil) -> SiteRecipe.Diagram? {
        func color(_ token: Token?) -> Color? {
            if case .color(let color)? = token?.defaultValue?.resolved { return color }
            return nil
        }
        guard token.layer == .semantic, let own = color(token) else { return nil }
        var pairs: [ContrastPair] = []
        if let index = token.path.firstIndex(of: "fg") {
            var path = token.path
            path[index] = "bg"
            let name = path.joined(separator: ".")
            if let background = color(set?[name]) {
                pairs.append(ContrastPair(foreground: own, background: background, foregroundName: token.name, backgroundName: name))
            }
        }
        let diagram = ColorSwatchDiagram(id: "swatch-\(token.path.joined(separator: "-"))", name: token.name, color: own, pairs: pairs)
        return SiteRecipe.Diagram(svg: diagram.render(rows: memo), caption: "")
    }
}
