/// "Did you mean" for the name cell of a token table row, which states the token's value:
/// after `spacing.xxl` was renamed `spacing.2xl` (both 32pt) beside `spacing.xl` (24pt),
/// the row `| spacing.xxl | 32pt |` means `spacing.2xl`, though `spacing.xl` is spelled
/// nearer. A candidate whose value agrees with the row goes ahead of nearer spellings;
/// `fix` renames only to a candidate that agrees (`FixPlanner`), and `unknown-token` says
/// which one does.
extension TokenNameSuggestions {
    /// What a candidate's value says of the values a row states.
    package enum StatedValueAgreement: Equatable, Sendable {
        /// Every value cell that can be compared with the candidate agrees, and one can.
        case agrees
        /// A value cell disagrees: its text as written (`32pt`), and the candidate's value
        /// there (`24px`).
        case disagrees(stated: String, value: String)
        /// No value cell states a value the candidate can be compared with (the row states
        /// none, or a font family, a whole composite, a mode the candidate lacks).
        case unstated
    }

    /// How `candidate`'s value, mode by mode (the field, in a property row), compares with
    /// the values `cells` state; the first cell that disagrees is named.
    package static func agreement(of candidate: String, with cells: [ValueCell], tokens: TokenSet) -> StatedValueAgreement {
        guard let token = tokens[candidate] else { return .unstated }
        var compared = false
        for cell in cells {
            guard let stated = cell.value, var expected = token.modeValue(for: cell.mode)?.resolved else { continue }
            if let property = cell.property {
                guard let field = StatedValue.field(property, of: expected) else { continue }
                expected = field
            }
            switch StatedValue.agrees(stated, expected) {
            case true?: compared = true
            case false?: return .disagrees(stated: cell.text, value: expected.displayString)
            case nil: continue
            }
        }
        return compared ? .agrees : .unstated
    }

    /// The most tokens of the unknown name's group that are compared with it: a row's
    /// candidates are looked for among them, past it only among `suggestions`.
    static let groupTokensCompared = 4096

    /// `suggestions` (by spelling, nearest first) for the unknown name `reference` (dotted
    /// words, `spacing.xxl`) of a row that states `cells`: the tokens whose value agrees
    /// with the row come first, nearest first (ties by name), then the other suggestions
    /// as they came; at most `limit`. The tokens that agree are the suggestions and the
    /// tokens of `group` (the group the reference's words but the last name,
    /// `spacing`; its first `groupTokensCompared` in name order) within the distance
    /// `nearest` allows: a quarter of the reference's length, at least 2, over the dotted
    /// words (`spacing.2.xl` is two edits from `spacing.xxl`). A reference with a word
    /// longer than `TokenNameNeighbours.longestSpelledWord` is not compared with the group's
    /// tokens (a hash or a mistake, as the neighbours say; its suggestions are weighed).
    static func ranked(_ suggestions: [String], reference: String, group: String?, cells: [ValueCell],
                       tokens: TokenSet, limit: Int = 3) -> [String] {
        guard cells.contains(where: { $0.value != nil }) else { return suggestions }
        let target = Array(reference.lowercased())
        let threshold = max(2, target.count / 4)
        func distance(_ name: String) -> Int {
            editDistance(target, Array(NameWords.split(name).joined(separator: ".")), limit: threshold)
        }
        var agreeing: [(distance: Int, name: String)] = []
        var seen = Set<String>()
        func consider(_ name: String, distance: Int) {
            guard seen.insert(name).inserted, agreement(of: name, with: cells, tokens: tokens) == .agrees else { return }
            agreeing.append((distance, name))
        }
        for name in suggestions { consider(name, distance: distance(name)) }
        let isSpelled = reference.split(separator: ".").allSatisfy {
            $0.unicodeScalars.count <= TokenNameNeighbours.longestSpelledWord
        }
        if let group, isSpelled {
            for name in names(under: group, in: tokens).prefix(groupTokensCompared) where !seen.contains(name) {
                let found = distance(name)
                if found <= threshold { consider(name, distance: found) }
            }
        }
        guard !agreeing.isEmpty else { return suggestions }
        agreeing.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.name < $1.name }
        let first = agreeing.map(\.name)
        return Array((first + suggestions.filter { !first.contains($0) }).prefix(limit))
    }

    /// The names of the tokens under `group` (`spacing.…`), in name order: one run of the
    /// sorted token list, found by binary search.
    private static func names(under group: String, in tokens: TokenSet) -> some Sequence<String> {
        let prefix = group + "."
        let list = tokens.tokens
        var low = 0
        var high = list.count
        while low < high {
            let middle = (low + high) / 2
            if list[middle].name < prefix { low = middle + 1 } else { high = middle }
        }
        return list[low...].lazy.map(\.name).prefix { $0.hasPrefix(prefix) }
    }
}
