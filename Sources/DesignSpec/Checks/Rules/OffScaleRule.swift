/// `off-scale`: a value that must be on a scale is not: every value of a
/// `<!-- scale: GROUP -->` table, and the spacing, padding, corner radius and duration
/// literals of recipe code.
struct OffScaleRule: CheckRule {
    static let description = RuleDescription(
        id: "off-scale", defaultSeverity: .warning,
        summary: "A value that should come from a scale is not one of its values.",
        explanation: """
            A scale is the set of values a group of tokens takes: the spacing scale is every \
            `spacing.*` token, the radii every `radius.*` token, the durations every duration \
            token. Every value of a table under `<!-- scale: GROUP -->` must be on GROUP's \
            scale, and so must recipe code's stack spacing and padding (spacing scale), corner \
            radii (radius scale) and animation durations and delays (duration scale); a \
            sleep or a dispatch delay is not motion and is not checked. A value between \
            the steps is usually a guess that drifted from the system: use the nearest step, \
            or add a token if the system really needs the value. Zero is always allowed. A \
            cell that states a token's own value is checked by value-mismatch instead.
            """)

    static var examples: [RuleExample] { OffScaleRuleExamples.all }

    /// The scales, each computed once per check.
    private struct Scales {
        var spacing, radii, durations: TokenScale?
        var groups: [String: TokenScale?] = [:]

        init(_ tokens: TokenSet) {
            spacing = TokenScale.group("spacing", in: tokens)
            radii = TokenScale.radii(in: tokens)
            durations = TokenScale.durations(in: tokens)
        }
    }

    func findings(in model: DesignModel) -> [Finding] {
        var scales = Scales(model.tokens)
        var findings: [Finding] = []
        for doc in model.docs {
            for table in doc.tables where table.kind != .plain {
                guard let group = table.scaleGroup else { continue }
                if scales.groups[group] == nil { scales.groups[group] = .some(TokenScale.group(group, in: model.tokens)) }
                findings += tableFindings(table, group: group, scale: scales.groups[group]!, tokens: model.tokens)
            }
            for recipe in doc.recipes {
                findings += recipeFindings(recipe, scales: scales)
            }
        }
        return findings
    }

    private func tableFindings(_ table: DocTable, group: String, scale: TokenScale?, tokens: TokenSet) -> [Finding] {
        guard let scale else {
            let hint = table.hints.first { if case .scale = $0 { true } else { false } }
            return [finding("`scale: \(group)` names no group of length tokens, so the table is not checked",
                            at: hint?.range ?? table.range)]
        }
        var findings: [Finding] = []
        for entry in table.entries {
            for cell in entry.values {
                // A cell that states a token's value is value-mismatch's.
                if let token = cell.token, tokens[token] != nil { continue }
                guard let value = cell.value else { continue }
                for (subject, part) in Self.parts(of: value) {
                    guard let amount = TokenScale.amount(of: part, in: scale.measure), !scale.contains(amount) else { continue }
                    let message = scale.offScaleMessage(amount, unit: Self.unit(of: part), subject: subject)
                    findings.append(finding(message, at: cell.range))
                }
            }
        }
        return findings
    }

    private func recipeFindings(_ recipe: Recipe, scales: Scales) -> [Finding] {
        recipe.literals.compactMap { literal in
            let scale: TokenScale?
            switch literal.kind {
            case .spacing, .padding: scale = scales.spacing
            case .cornerRadius: scale = scales.radii
            // Sleeps and dispatch delays (`.duration`) time the app, not the motion.
            case .delay, .animation: scale = scales.durations
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
}
