/// The token names by their words, built once per `TokenSet` so binding a name is a
/// dictionary look-up: every token's word key, every group's (a proper prefix of a token
/// path), and the first words of all tokens (the known groups a reference must start with
/// to be checked).
package struct TokenNameIndex: Sendable {
    /// Word key (`color bg neutral default`) → token names, sorted.
    private(set) var tokensByKey: [String: [String]] = [:]
    /// Word key → group name (`gridLayout.timeHeaderWidth`); the first in name order wins.
    private(set) var groupsByKey: [String: String] = [:]
    /// The first word of every token.
    private(set) var firstWords: Set<String> = []
    /// The "did you mean" index over the word keys, made on the first unknown name.
    private(set) var neighbours = TokenNameNeighbours(tokensByKey: [:])
    /// Lower-cased mode name → the spelling the token set uses.
    private(set) var modes: [String: String] = [:]
    /// Token name → its modes, lower-cased.
    private(set) var modesByToken: [String: Set<String>] = [:]

    package init(_ tokens: TokenSet) {
        let list = tokens.tokens
        // Each token's words are found on all cores, in runs; the tables are then filled in
        // name order on one (400,000 tokens: the words were most of the index's time, on
        // the one core the token load leaves busy while the other has nothing to do).
        let named = IndexedConcurrentMap.mapRuns(count: list.count, length: Self.tokensPerRun) { positions in
            positions.map { Self.names(of: list[$0], after: $0 > 0 ? list[$0 - 1].path : []) }
        }
        // Sized once: 400,000 tokens grew the table through every power of two.
        tokensByKey.reserveCapacity(list.count)
        // A token's groups are those the last token with words before it is not in: the
        // one right before it, unless that one has no words (then worked out again here).
        var previousPath: [String] = []
        var previousHasWords = true
        for (token, found) in zip(list, named.joined()) {
            guard let names = previousHasWords ? found : Self.names(of: token, after: previousPath) else {
                previousHasWords = false
                continue
            }
            previousPath = token.path
            previousHasWords = true
            tokensByKey[names.key, default: []].append(names.name)
            firstWords.insert(names.firstWord)
            for group in names.groups where groupsByKey[group.key] == nil { groupsByKey[group.key] = group.name }
            if let modes = names.modes { modesByToken[names.name] = modes }
        }
        for mode in tokens.modes where modes[mode.lowercased()] == nil {
            modes[mode.lowercased()] = mode
        }
        // In place, by position: looping over `keys` while writing through the key made a
        // copy of the whole table (the loop holds it) and hashed every key again.
        var position = tokensByKey.values.startIndex
        while position != tokensByKey.values.endIndex {
            if tokensByKey.values[position].count > 1 { tokensByKey.values[position].sort() }
            tokensByKey.values.formIndex(after: &position)
        }
        neighbours = TokenNameNeighbours(tokensByKey: tokensByKey)
    }

    /// How many tokens one parallel run of `init` reads.
    private static let tokensPerRun = 8192

    /// What one token adds to the index.
    private struct TokenNames: Sendable {
        var name: String
        var key: String
        var firstWord: String
        /// The groups it starts (that the token before it in name order is not in).
        var groups: [(key: String, name: String)]
        /// Its modes, lower-cased, when it has values per mode.
        var modes: Set<String>?
    }

    /// `token`'s words, key and new groups; `previousPath` is the path of the token before
    /// it in name order, whose groups are already indexed. Nil for a name without words.
    private static func names(of token: Token, after previousPath: [String]) -> TokenNames? {
        // The groups of the previous token (its path without its last segment) that this
        // one shares are done.
        let shared = zip(token.path, previousPath.dropLast()).prefix { $0 == $1 }.count
        let hasNewGroups = shared + 1 < token.path.count
        // A name's words are its segments' words, one after the other (`.` always separates
        // words), so each segment is split once and groups reuse the split. An ASCII name
        // (its path joined with `.`) is split whole, the same words, and its segments only
        // when it starts a group (most tokens of a big set do not).
        let isASCII = token.name.isASCII
        let segmentWords = isASCII && !hasNewGroups ? [] : token.path.map(NameWords.split)
        let words = isASCII ? NameWords.split(token.name) : Array(segmentWords.joined())
        guard let first = words.first else { return nil }
        var groups: [(key: String, name: String)] = []
        for length in (shared + 1)..<max(token.path.count, shared + 1) {
            groups.append((segmentWords.prefix(length).joined().joined(separator: " "), token.path.prefix(length).joined(separator: ".")))
        }
        let modes = token.values.contains(where: { $0.mode != nil }) ? Set(token.values.compactMap { $0.mode?.lowercased() }) : nil
        return TokenNames(name: token.name, key: key(words), firstWord: first, groups: groups, modes: modes)
    }

    /// The key of a name with these words.
    static func key(_ words: [String]) -> String {
        NameWords.join(words, separator: UInt8(ascii: " "))
    }

    /// The tokens whose words are `words`.
    func tokens(words: [String]) -> [String] {
        tokens(key: Self.key(words))
    }

    /// The tokens whose word key is `key`.
    func tokens(key: String) -> [String] {
        tokensByKey[key] ?? []
    }

    /// The group whose words are `words`.
    func group(words: [String]) -> String? {
        group(key: Self.key(words))
    }

    /// The group whose word key is `key`.
    func group(key: String) -> String? {
        groupsByKey[key]
    }

    /// Whether `token` has a value of its own for `mode` (lower-cased).
    func token(_ token: String, hasMode mode: String) -> Bool {
        modesByToken[token]?.contains(mode) ?? false
    }

    /// The token names nearest to the dotted words `dotted` that share its first word (a
    /// reference outside every group is not checked, so never suggested for): a word too
    /// many or too few first, then by edit distance (`TokenNameNeighbours`).
    func suggestions(for dotted: String, limit: Int = 3) -> [String] {
        neighbours.nearest(to: dotted, limit: limit)
    }
}
