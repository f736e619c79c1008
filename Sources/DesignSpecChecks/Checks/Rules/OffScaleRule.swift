import DesignSpecCore

/// `off-scale`: a value that must be on a scale is not: every value of a
/// `<!-- scale: NAME -->` table (a token group, or a kind: durations, radii, font sizes,
/// opacities, line widths, font weights), and the spacing, padding, corner radius and
/// duration literals of recipe code (or, under a recipe's `<!-- scale: NAME -->`, the
/// literals of that scale's kind).
struct OffScaleRule: CheckRule {
    static let description = RuleDescription(
        id: .offScale, defaultSeverity: .warning,
        summary: "A value that should come from a scale is not one of its values.",
        explanation: """
            A scale is the set of values a group of tokens of one comparable type takes: the \
            spacing scale is every `spacing.*` token, the radii every `radius.*` token, the \
            durations every duration token; `<!-- scale: NAME -->` names a token group \
            (`motion.duration`) or a kind (`duration`, `radius`, `fontSize`, `opacity`, \
            `lineWidth`, `fontWeight`), and values compare in the scale's unit (0.35s against \
            200ms). Every value of a table under the hint must be on that scale, and so must \
            recipe code's stack spacing and padding (spacing scale), corner radii (radius \
            scale) and animation durations and delays (duration scale); a hint before a \
            recipe's code picks the scale for the literals of its kind (font sizes, \
            opacities, line widths too). A sleep or a dispatch delay is not motion and is not \
            checked. A value between \
            the steps is usually a guess that drifted from the system: use the nearest step, \
            or add a token if the system really needs the value. Zero is always allowed. A \
            cell that states a token's own value is checked by value-mismatch instead.
            """)

    static var examples: [RuleExample] { OffScaleRuleExamples.all }

    /// The scales, each computed once per check.
    private struct Scales {
        var spacing, radii, durations: TokenScale?
        var named: [String: TokenScale?] = [:]
        let tokens: TokenSet

        /// The scales `designspec.json`'s `scales` names, by kind.
        var configured: [ScaleKind: TokenScale] = [:]
        /// The `scales` entries that name no scale the tokens have: (kind, name, place).
        var unknownConfigured: [(key: String, name: String, at: SourceRange?)] = []

        init(_ tokens: TokenSet, configuration: Configuration) {
            self.tokens = tokens
            spacing = TokenScale.group("spacing", in: tokens)
            radii = TokenScale.radii(in: tokens)
            durations = TokenScale.durations(in: tokens)
            for key in configuration.scales.keys.sorted() {
                guard let kind = ScaleKind(configurationKey: key), let name = configuration.scales[key] else { continue }
                guard let scale = named(name) else {
                    unknownConfigured.append((key, name, configuration.scaleLocations[key]))
                    continue
                }
                configured[kind] = scale
            }
        }

        mutating func named(_ name: String) -> TokenScale? {
            if let scale = named[name] { return scale }
            let scale = TokenScale.named(name, in: tokens)
            named[name] = .some(scale)
            return scale
        }
    }

    func findings(in model: DesignModel) -> [Finding] {
        var scales = Scales(model.tokens, configuration: model.configuration)
        var findings = scales.unknownConfigured.compactMap { entry in
            entry.at.map {
                finding(FindingMessage(
                    en: "\(code: "scales.\(entry.key)") names \(code: entry.name), no token group or kind of scale that tokens have, so it is not used",
                    ko: "\(code: "scales.\(entry.key)") 항목의 \(code: entry.name)은(는) 토큰에 있는 그룹도 스케일 종류도 아니어서 쓰이지 않습니다"),
                        at: $0)
            }
        }
        // Docs, tables, entries and cells are read in place: a `for` loop over the arrays
        // copied each one it visited, while value-mismatch reads the same entries on the
        // other core.
        model.docs.withUnsafeBufferPointer { docs in
            for doc in docs.indices {
                docs[doc].tables.withUnsafeBufferPointer { tables in
                    for table in tables.indices where tables[table].kind != .plain {
                        guard let group = tables[table].scaleGroup else { continue }
                        findings += tableFindings(tables[table], group: group, scale: scales.named(group), tokens: model.tokens)
                    }
                }
                for recipe in docs[doc].recipes {
                    findings += recipeFindings(recipe, scales: &scales)
                }
            }
        }
        return findings
    }

    private func tableFindings(_ table: borrowing DocTable, group: String, scale: TokenScale?, tokens: TokenSet) -> [Finding] {
        guard let scale else {
            let hint = table.hints.first { if case .scale = $0 { true } else { false } }
            return [finding(FindingMessage(
                en: "\(code: "scale: \(group)") names no token group or kind of scale that tokens have, so the table is not checked",
                ko: "\(code: "scale: \(group)")이(가) 가리키는 토큰 그룹이나 스케일 종류가 없어서 이 표는 검사하지 않았습니다"),
                            at: hint?.range ?? table.range)]
        }
        var findings: [Finding] = []
        table.entries.withUnsafeBufferPointer { entries in
            for entry in entries.indices {
                entries[entry].values.withUnsafeBufferPointer { cells in
                    for index in cells.indices {
                        // A cell that states a token's value is value-mismatch's.
                        if let token = cells[index].token, tokens.contains(token) { continue }
                        guard let value = cells[index].value else { continue }
                        for (subject, part) in Self.parts(of: value) {
                            guard let amount = TokenScale.amount(of: part, in: scale.measure), !scale.contains(amount) else { continue }
                            let message = scale.offScaleMessage(amount, unit: Self.unit(of: part), subject: subject)
                            findings.append(finding(message, at: cells[index].range))
                        }
                    }
                }
            }
        }
        return findings
    }

    private func recipeFindings(_ recipe: Recipe, scales: inout Scales) -> [Finding] {
        // Scales the recipe's hints name, by the kind of literal they are for.
        var hinted: [ScaleKind: TokenScale] = [:]
        var unknown: [Finding] = []
        for case .scale(let name, let range) in recipe.hints {
            guard let scale = scales.named(name) else {
                unknown.append(finding(FindingMessage(
                    en: "\(code: "scale: \(name)") names no token group or kind of scale that tokens have, so it is not used",
                    ko: "\(code: "scale: \(name)")이(가) 가리키는 토큰 그룹이나 스케일 종류가 없어서 쓰이지 않습니다"),
                                       at: range))
                continue
            }
            hinted[ScaleKind(of: scale)] = scale
        }
        return unknown + recipe.literals.compactMap { literal in
            guard let kind = ScaleKind(of: literal.kind) else { return nil }
            let scale: TokenScale?
            switch kind {
            case _ where hinted[kind] != nil: scale = hinted[kind]
            case _ where scales.configured[kind] != nil: scale = scales.configured[kind]
            case .spacing: scale = scales.spacing
            case .radius: scale = scales.radii
            case .duration: scale = scales.durations
            // Font sizes, opacities and line widths are checked only where a hint or the
            // configuration asks.
            default: scale = nil
            }
            guard let scale, let amount = TokenScale.amount(of: literal.value, in: scale.measure),
                  !scale.contains(amount) else { return nil }
            return finding(scale.offScaleMessage(amount, unit: Self.unit(of: literal.value)), at: literal.range)
        }
    }

    /// The values inside a cell, with the field name of a composite part
    /// (`horizontal 16pt, vertical 12pt`).
    static func parts(of value: DesignValue) -> [(String?, DesignValue)] {
        var result: [(String?, DesignValue)] = []
        // A stack, last item on top, so long lists take linear time.
        var pending: [(String?, DesignValue)] = [(nil, value)]
        while let (subject, next) = pending.popLast() {
            switch next {
            case .list(let items): pending += items.reversed().map { (subject, $0) }
            case .composite(let fields): pending += fields.reversed().map { ($0.name, $0.value) }
            default: result.append((subject, next))
            }
        }
        return result
    }

    /// The unit to write a length in: the value's own, points when it has none.
    static func unit(of value: DesignValue) -> String {
        if case .dimension(let dimension) = value, dimension.unit != .unitless { return dimension.unit.rawValue }
        return "pt"
    }

    /// What a scale is for in recipe code.
    enum ScaleKind: Hashable {
        case spacing, radius, duration, fontSize, opacity, lineWidth, fontWeight

        /// The kind of a literal, when some scale is for it. Sleeps and dispatch delays
        /// (`.duration`) time the app, not the motion: none.
        init?(of kind: LiteralKind) {
            switch kind {
            case .spacing, .padding: self = .spacing
            case .cornerRadius: self = .radius
            case .delay, .animation: self = .duration
            case .fontSize: self = .fontSize
            case .opacity: self = .opacity
            case .lineWidth: self = .lineWidth
            default: return nil
            }
        }

        /// A kind of `designspec.json`'s `scales`.
        init?(configurationKey key: String) {
            let kinds: [String: ScaleKind] = ["spacing": .spacing, "radius": .radius, "duration": .duration,
                                              "fontSize": .fontSize, "opacity": .opacity, "lineWidth": .lineWidth]
            guard let kind = kinds[key] else { return nil }
            self = kind
        }

        /// The kind of a scale: by its measure, and for lengths by its name's words
        /// (`radius`, `font.size`, `border.width`; else spacing).
        init(of scale: TokenScale) {
            switch scale.measure {
            case .milliseconds: self = .duration
            case .number: self = .opacity
            case .fontWeight: self = .fontWeight
            case .points:
                let words = Set(NameWords.split(scale.name))
                if !words.isDisjoint(with: ["radius", "radii"]) {
                    self = .radius
                } else if words.contains("size"), !words.isDisjoint(with: ["font", "text", "typography", "type"]) {
                    self = .fontSize
                } else if !words.isDisjoint(with: ["width", "thickness", "stroke"]) {
                    self = .lineWidth
                } else {
                    self = .spacing
                }
            }
        }
    }
}
