import DesignSpecCore

extension Coverage {
    /// The rules whose findings may exist only because a token file that did not parse left
    /// its tokens out: while one does not parse, they are withheld and counted in its note
    /// (a trailing comma in the base tokens would otherwise bury its one `json-syntax`
    /// error under a broken reference for every alias and an unknown token for every row).
    public static let missingTokenRuleIDs: Set<RuleID> = [.brokenReference, .unknownToken, .ambiguousInference, .undocumentedToken]

    /// The coverage of `model`'s check: `findings` are the report's (the ones that report
    /// a place as not checked are counted: `findingRuleKinds`), `withheld` the findings
    /// left out because a token file did not parse, by rule.
    public init(model: DesignModel, findings: [Finding], withheld: [RuleID: Int] = [:]) {
        var places: [NotCheckedPlace] = []
        // Token files that did not parse: the loader's `json-syntax` findings, one a file.
        let unparsed = model.findings.filter { $0.rule == .jsonSyntax }
        var filesSeen: Set<String> = []
        for finding in unparsed where filesSeen.insert(finding.range.file).inserted {
            var reason = "\(finding.range.file) did not parse, so none of its tokens were read"
            if filesSeen.count == 1, !withheld.isEmpty {
                let counts = withheld.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }
                let total = withheld.values.reduce(0, +)
                let listed = counts.count == 1 ? counts[0] : counts.dropLast().joined(separator: ", ") + " and " + counts[counts.count - 1]
                reason += "; \(listed) \(total == 1 ? "finding, which" : "findings, which") may come only from "
                    + "its missing tokens, \(total == 1 ? "is" : "are") not reported until it parses"
            }
            places.append(NotCheckedPlace(kind: .file, path: finding.range.file, range: finding.range, reason: reason))
        }
        for path in model.tokens.emptyFiles {
            places.append(NotCheckedPlace(kind: .file, path: path,
                                          reason: "holds no tokens (not DTCG, Style Dictionary, Tokens Studio or a DTCG resolver)"))
        }
        for skipped in model.skipped {
            places.append(NotCheckedPlace(kind: .file, path: skipped.path, reason: skipped.reason))
        }

        var tokenTables = 0
        var rows = 0
        var recipes = 0
        var namesTokens = false
        let inferenceWarnings = Set(findings.lazy.filter { $0.rule == .ambiguousInference }.map(\.range.start))
        for doc in model.docs {
            if !doc.proseTokenNames.isEmpty { namesTokens = true }
            for table in doc.tables {
                if table.kind == .tokens { namesTokens = true }
                if let reason = Self.uncheckedReason(table) {
                    places.append(NotCheckedPlace(kind: .table, path: doc.path, range: table.range, reason: reason))
                } else if table.kind != .plain {
                    // A row whose name binds to nothing (no finding says so) is not checked;
                    // a table all of whose rows are such is not a checked table.
                    let unbound = table.entries.filter { if case .none(reason: _)? = $0.name?.binding { true } else { false } }
                    let named = table.entries.count { $0.name != nil }
                    if table.kind == .tokens, !unbound.isEmpty, unbound.count == named {
                        // When an `ambiguous-inference` warning already says so at the
                        // table, the place is counted, not said a second time.
                        let said = inferenceWarnings.contains(table.range.start)
                        places.append(NotCheckedPlace(kind: .table, path: doc.path, range: table.range,
                                                      reason: Self.unboundReason(unbound.compactMap(\.name), whole: true),
                                                      rule: said ? .ambiguousInference : nil))
                        continue
                    }
                    tokenTables += 1
                    rows += table.entries.count - unbound.count
                    for entry in unbound {
                        guard let name = entry.name else { continue }
                        places.append(NotCheckedPlace(kind: .row, path: doc.path, range: entry.range,
                                                      reason: Self.unboundReason([name], whole: false)))
                    }
                }
            }
            for recipe in doc.recipes {
                if !recipe.tokenReferences.isEmpty { namesTokens = true }
                // A recipe whose code was read in full is checked, even when it holds no
                // value a rule reads (a usage snippet): nothing in it escaped the rules.
                guard let first = recipe.skipped.first else {
                    recipes += 1
                    continue
                }
                let count = recipe.skipped.count
                places.append(NotCheckedPlace(
                    kind: .recipe, path: doc.path, range: first,
                    reason: "recipe '\(recipe.name)': \(count == 1 ? "a part" : "\(count) parts") of its code "
                        + "\(count == 1 ? "was" : "were") not understood, so the values in \(count == 1 ? "it" : "them") are not checked"))
            }
        }
        let tableLines = Dictionary(model.docs.map { doc in (doc.path, doc.tables.map { $0.range.start.line...$0.range.end.line }) },
                                    uniquingKeysWith: { first, _ in first })
        for finding in findings {
            guard var kind = Self.findingRuleKinds[finding.rule] else { continue }
            // A malformed table inside a table that was read is one of its rows; outside,
            // the whole table was not read (cmark-gfm made it a paragraph).
            if kind == .table, tableLines[finding.range.file]?.contains(where: { $0.contains(finding.range.start.line) }) == true {
                kind = .row
            }
            places.append(NotCheckedPlace(kind: kind, path: finding.range.file, range: finding.range, reason: finding.message,
                                          rule: finding.rule))
        }
        self.init(docs: model.docs.count, tokenFiles: model.tokens.files.count, tokens: model.tokens.tokens.count,
                  modeGroups: model.tokens.modeGroups.map(\.modes), tokenTables: tokenTables, rows: rows, recipes: recipes,
                  docsNameTokens: namesTokens, notChecked: places)
    }

    /// Why rows whose names bind to no token are not checked: `names` (the first few) and
    /// the comment that would make them names of a group.
    static func unboundReason(_ names: [NameCell], whole: Bool) -> String {
        let shown = names.prefix(3).map { "'\($0.text)'" }.joined(separator: ", ") + (names.count > 3 ? ", …" : "")
        let subject = whole ? "token table whose names (\(shown)) name no token" : "row whose name \(shown) names no token"
        return subject + ", so \(whole ? "its values are" : "its values are") not compared; if the names are relative to a group, "
            + "say which with a '<!-- tokens: GROUP -->' comment before the table"
    }

    /// Why no rule reads `table`'s values, when it has values to read: a usage table
    /// without a `<!-- scale: -->` comment, or a table with a value column but no name
    /// column. A table without a value column (prose, API parameters, naming patterns,
    /// comparisons) states no token value: it is not a token table left unchecked.
    static func uncheckedReason(_ table: DocTable) -> String? {
        switch table.kind {
        case .tokens:
            return nil
        case .usage:
            guard table.scaleGroup == nil else { return nil }
            return "table of values for uses (\(table.reason)): its values are checked only against a scale, "
                + "named by a '<!-- scale: GROUP -->' comment before it"
        case .plain:
            let hasValue = table.columns.contains { if case .value = $0.role { true } else { false } }
            let hasName = table.columns.contains { $0.role == .name }
            guard hasValue, !hasName else { return nil }
            return "table with values but no token names (\(table.reason)): add a name column, "
                + "or a '<!-- scale: GROUP -->' comment before it to check its values against a scale"
        }
    }
}
