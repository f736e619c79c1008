import DesignSpecCore
import Foundation

/// Finds the places in the current docs that name or show a changed token, through the
/// model's bindings: table name and alias cells, value cells that state the value of a
/// token whose value or type changed (or, in a group row, name a removed or renamed
/// token), token names in recipe code, and code spans of the prose. The docs are bound
/// against both token sets, so a removed or renamed token is found where a doc still names
/// its old name, and an added one where a doc already names it.
struct DocTokenUseFinder {
    let model: DesignModel
    let workingDirectory: URL

    func uses(of changes: [TokenChange], from old: TokenSet, to new: TokenSet) -> [DocTokenUse] {
        var oldNames: [String: [TokenChange.Kind]] = [:]
        var newNames: [String: [TokenChange.Kind]] = [:]
        for change in changes {
            switch change.kind {
            case .added: newNames[change.name, default: []].append(change.kind)
            case .removed: oldNames[change.name, default: []].append(change.kind)
            case .renamed:
                if let oldName = change.oldName { oldNames[oldName, default: []].append(change.kind) }
                newNames[change.name, default: []].append(change.kind)
            case .valueChanged, .typeChanged, .deprecated:
                oldNames[change.name, default: []].append(change.kind)
                newNames[change.name, default: []].append(change.kind)
            }
        }
        guard !oldNames.isEmpty || !newNames.isEmpty else { return [] }
        // The columns whose stated value is stale: the modes whose value changed (any column
        // for a token without modes: `[nil]`), and the default column (nil) with the default mode.
        var staleModes: [String: Set<String?>] = [:]
        // What those columns stated before the change, by mode: a cell shows the change
        // only when it states that (not the new value already, a third value, or prose).
        var oldValues: [String: [String?: DesignValue]] = [:]
        for change in changes where change.kind == .valueChanged || change.kind == .typeChanged {
            var modes = Set(change.values.map(\.mode))
            for value in change.values { oldValues[change.name, default: [:]][value.mode] = value.before?.resolved }
            if let defaultMode = new[change.name]?.values.first?.mode, modes.contains(defaultMode) {
                modes.insert(nil)
                oldValues[change.name, default: [:]][nil] = oldValues[change.name]?[defaultMode] ?? nil
            }
            staleModes[change.name, default: []].formUnion(modes)
        }
        let stale = StaleValues(modes: staleModes, before: oldValues)
        var uses = Set<DocTokenUse>()
        for (set, names) in [(old, oldNames), (new, newNames)] where !names.isEmpty {
            let binder = TokenBinder(index: TokenNameIndex(set), prefixes: model.configuration.effectivePrefixes)
            let found = IndexedConcurrentMap.map(count: model.docs.count) { index in
                docUses(in: model.docs[index], binder: binder, tokens: set, names: names, stale: stale)
            }
            for list in found { uses.formUnion(list) }
        }
        return uses.sorted()
    }

    /// The columns whose stated value a change made stale, and what they stated before.
    private struct StaleValues {
        /// Token → its changed modes (`[nil]` for a token without modes; nil also for the
        /// default column when the default mode changed).
        var modes: [String: Set<String?>]
        /// Token → mode → its value before the change (absent when it did not resolve).
        var before: [String: [String?: DesignValue]]

        /// Whether `cell`, in a changed column of `token`, states the value it had: by
        /// meaning (`16pt` = `16px`); any cell when the old value is unknown.
        func statesOldValue(_ cell: ValueCell, of token: String) -> Bool {
            guard let values = before[token], let old = values[cell.mode] else { return true }
            return cell.value?.matches(old) ?? false
        }
    }

    /// The uses in one doc, bound with `binder` (over `tokens`), of the tokens `names` maps to
    /// their changes; value cells only in the stale columns of their token, and only when
    /// they state its old value.
    private func docUses(in doc: DocModel, binder: TokenBinder, tokens: TokenSet, names: [String: [TokenChange.Kind]],
                         stale: StaleValues) -> [DocTokenUse] {
        let source = FileManager.default.contents(atPath: ProjectPaths.url(doc.path, workingDirectory: workingDirectory).path)
            .map { String(decoding: $0, as: UTF8.self) } ?? ""
        var findings: [Finding] = []
        let bound = DocExtractor(binder: binder, tokens: tokens).extract(doc.markdown, source: source, slug: doc.slug, findings: &findings)
        var uses: [DocTokenUse] = []
        func add(_ binding: TokenBinding, text: String, range: SourceRange) {
            guard let token = binding.tokenName, let kinds = names[token] else { return }
            uses.append(DocTokenUse(range: range, text: text, token: token, role: .names, kinds: kinds))
        }
        for table in bound.tables where table.kind == .tokens {
            for entry in table.entries {
                for cell in [entry.name, entry.aliasTarget].compactMap({ $0 }) + entry.aliasedBy + entry.parts {
                    add(cell.binding, text: cell.text, range: cell.range)
                }
                // A row of a `<!-- tokens: g -->` table with mode columns names its tokens
                // only through its value cells: those name a removed or renamed token.
                var isGroupRow = false
                if case .group? = entry.name?.binding { isGroupRow = true }
                for cell in entry.values {
                    guard let token = cell.token, let kinds = names[token] else { continue }
                    let modes = stale.modes[token] ?? []
                    let isStale = modes.contains(cell.mode) || modes == [nil]
                    if isGroupRow, !isStale, kinds.contains(where: { $0 == .removed || $0 == .renamed }) {
                        uses.append(DocTokenUse(range: cell.range, text: cell.text, token: token, role: .names, mode: cell.mode, kinds: kinds))
                    }
                    guard isStale, stale.statesOldValue(cell, of: token) else { continue }
                    uses.append(DocTokenUse(range: cell.range, text: cell.text, token: token, role: .shows, mode: cell.mode, kinds: kinds))
                }
            }
        }
        for recipe in bound.recipes {
            for use in recipe.tokenReferences { add(use.binding, text: use.reference.name, range: use.reference.range) }
        }
        let lines = SourceLines(source, file: doc.path)
        for block in ProseTokenMentions.codeSpansByBlock(in: doc.markdown) {
            var searchFrom: [String: SourceLocation] = [:]
            for span in block.spans {
                let candidates = ProseTokenMentions.candidates(in: span)
                guard candidates.contains(where: { binder.bind($0, style: .code).tokenName.map { names[$0] != nil } ?? false }) else {
                    continue
                }
                // Where this span is written: the next place its text appears in the block.
                let from = searchFrom[span] ?? block.range.start
                let place = lines.find(span, from: from, throughLine: block.range.end.line)
                if let place { searchFrom[span] = SourceLocation(file: doc.path, line: place.end.line, column: place.end.column + 1) }
                var offset = 0
                let characters = Array(span)
                for candidate in candidates {
                    let needle = Array(candidate)
                    while offset + needle.count <= characters.count, !characters[offset..<offset + needle.count].elementsEqual(needle) {
                        offset += 1
                    }
                    let range: SourceRange
                    if let place, place.start.line == place.end.line {
                        range = SourceRange(file: doc.path, line: place.start.line, column: place.start.column + offset,
                                            endLine: place.start.line, endColumn: place.start.column + offset + needle.count - 1)
                    } else {
                        range = block.range
                    }
                    offset += needle.count
                    add(binder.bind(candidate, style: .code), text: candidate, range: range)
                }
            }
        }
        return uses
    }
}
