import DesignSpecCore

/// A place where a doc or recipe names a token: a table's name or alias-target cell, or a
/// token name in recipe code, with what it was bound to.
struct DocTokenName: Sendable {
    /// As written (`Spacing.medium`, `{radius.control}`).
    var text: String
    var range: SourceRange
    var binding: TokenBinding
    /// The value cells of the row whose unknown name this is (empty for other names): the
    /// suggestion is weighed by them.
    var statedValues: [ValueCell] = []
    /// The table cell, nil for a name in recipe code.
    var cell: TableCellAddress?
}

extension DesignModel {
    /// Every token name the docs write, in doc order: table name cells, second name
    /// column cells (alias targets, the tokens that alias it, a composite's parts), then
    /// recipe code. Each doc's names are gathered on its own, on all cores, and joined in
    /// order: the check waited for this serial walk of every table before any rule
    /// that reads it could start.
    var docTokenNames: [DocTokenName] {
        let docs = docs
        let perDoc = IndexedConcurrentMap.mapRuns(count: docs.count, length: Self.docsPerRun) { run in
            var names: [DocTokenName] = []
            for index in run { Self.appendTokenNames(of: docs[index], at: index, to: &names) }
            return names
        }
        var names: [DocTokenName] = []
        names.reserveCapacity(perDoc.reduce(0) { $0 + $1.count })
        for run in perDoc { names += run }
        return names
    }

    /// How many docs one parallel run of `docTokenNames` walks.
    private static let docsPerRun = 32

    /// The token names `doc`, the model's `docIndex`th, writes, in `docTokenNames`' order.
    private static func appendTokenNames(of doc: DocModel, at docIndex: Int, to names: inout [DocTokenName]) {
        for (tableIndex, table) in doc.tables.enumerated() where table.kind == .tokens {
            for (entryIndex, entry) in table.entries.enumerated() {
                // Appended one by one: no array of the entry's cells made for each row.
                func add(_ cell: NameCell, _ slot: TableCellAddress.Cell) {
                    names.append(DocTokenName(text: cell.text, range: cell.range, binding: cell.binding,
                                              cell: TableCellAddress(doc: docIndex, table: tableIndex, entry: entryIndex, cell: slot)))
                }
                if let name = entry.name {
                    names.append(DocTokenName(text: name.text, range: name.range, binding: name.binding,
                                              statedValues: name.binding.isUnknown ? entry.values : [],
                                              cell: TableCellAddress(doc: docIndex, table: tableIndex, entry: entryIndex, cell: .name)))
                }
                if let target = entry.aliasTarget { add(target, .aliasTarget) }
                for (index, user) in entry.aliasedBy.enumerated() { add(user, .aliasedBy(index)) }
                for (index, part) in entry.parts.enumerated() { add(part, .part(index)) }
                for (index, cell) in entry.values.enumerated() { if let reference = cell.reference { add(reference, .reference(index)) } }
            }
        }
        for recipe in doc.recipes {
            for use in recipe.tokenReferences {
                names.append(DocTokenName(text: use.reference.name, range: use.reference.range, binding: use.binding))
            }
        }
    }

    /// The names of every token some doc mentions: bound names, the tokens their value
    /// cells state, the members of a bound group, and the candidates of an ambiguous name
    /// (the doc means one of them), and the nearest suggestion for an unknown name (the
    /// misspelling is reported once, as `unknown-token`). `docTokenNames` is
    /// `self.docTokenNames`, made once for the check (`CheckContext`).
    func documentedTokenNames(docTokenNames: [DocTokenName]) -> Set<String> {
        var names = Set<String>(minimumCapacity: docTokenNames.count)
        var groups: [String] = []
        for name in docTokenNames {
            switch name.binding {
            case .token(let token): names.insert(token)
            case .ambiguous(let candidates): names.formUnion(candidates)
            case .group(let group): groups.append(group)
            case .unknown(_, let suggestions): if let nearest = suggestions.first { names.insert(nearest) }
            case .none: break
            }
        }
        for doc in docs {
            for table in doc.tables where table.kind == .tokens {
                for entry in table.entries {
                    for cell in entry.values { if let token = cell.token { names.insert(token) } }
                }
            }
        }
        if !groups.isEmpty {
            let groupSet = Set(groups)
            for token in tokens.tokens where token.path.count > 1 {
                let isInGroup = (1..<token.path.count).contains { groupSet.contains(token.path[..<$0].joined(separator: ".")) }
                if isInGroup { names.insert(token.name) }
            }
        }
        return names
    }
}
