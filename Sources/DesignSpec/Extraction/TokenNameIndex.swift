/// The token names by their words, built once per `TokenSet` so binding a name is a
/// dictionary look-up: every token's word key, every group's (a proper prefix of a token
/// path), and the first words of all tokens (the known groups a reference must start with
/// to be checked).
struct TokenNameIndex: Sendable {
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

    init(_ tokens: TokenSet) {
        // Sized once: 400,000 tokens grew the table through every power of two.
        tokensByKey.reserveCapacity(tokens.tokens.count)
        var previousPath: [String] = []
        for token in tokens.tokens {
            // Tokens come in name order, so the groups of the previous token (its path
            // without its last segment) that this one shares are done.
            let shared = zip(token.path, previousPath.dropLast()).prefix { $0 == $1 }.count
            let hasNewGroups = shared + 1 < token.path.count
            // A name's words are its segments' words, one after the other (`.` always
            // separates words), so each segment is split once and groups reuse the split.
            // An ASCII name (its path joined with `.`) is split whole, the same words, and
            // its segments only when it starts a group (most tokens of a big set do not).
            let isASCII = token.name.utf8.allSatisfy { $0 < 0x80 }
            let segmentWords = isASCII && !hasNewGroups ? [] : token.path.map(NameWords.split)
            let words = isASCII ? NameWords.split(token.name) : Array(segmentWords.joined())
            guard let first = words.first else { continue }
            tokensByKey[words.joined(separator: " "), default: []].append(token.name)
            firstWords.insert(first)
            for length in (shared + 1)..<max(token.path.count, shared + 1) {
                let group = token.path.prefix(length).joined(separator: ".")
                let key = segmentWords.prefix(length).joined().joined(separator: " ")
                if groupsByKey[key] == nil { groupsByKey[key] = group }
            }
            previousPath = token.path
            if token.values.contains(where: { $0.mode != nil }) {
                modesByToken[token.name] = Set(token.values.compactMap { $0.mode?.lowercased() })
            }
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

    /// The key of a name with these words.
    static func key(_ words: [String]) -> String {
        words.joined(separator: " ")
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
