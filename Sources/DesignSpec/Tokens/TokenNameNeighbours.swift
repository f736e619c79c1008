import Foundation

/// "Did you mean" for token names through an index, so a suggestion costs the same with 50
/// tokens as with 400,000 (issue 13): the candidates are the tokens whose words differ from
/// the misspelled name's in one of these ways, each a dictionary look-up, never a scan.
///
/// - **A word too many or too few**, not the last (`spacing.base.size.s8` for
///   `spacing.base.s8`, `color.gray.600` for `color.base.gray.600`): ranked ahead of every
///   other candidate, whatever their edit distance (issue 14).
/// - **One word misspelled**, by up to two edits (`mediun` for `medium`): the words within
///   two edits come from SymSpell-style deletes of the token set's words (every word with
///   up to two characters deleted → the words it came from).
/// - **Two words joined or one split** (`xsmall` for `xSmall`).
/// - **One word misspelled and a word too few** (`timeHeaderWidht` for
///   `timeHeaderWidth.ipad`).
///
/// The suggestions are ranked by edit distance between the dotted words (within a quarter
/// of the name's length, at least 2, except a word too many or too few), ties as `nearest`
/// says. A name that differs from every token in two words or more gets no suggestion.
///
/// The index is made on the first look-up (a project without unknown names never pays
/// for it) and shared by every thread after that.
final class TokenNameNeighbours: @unchecked Sendable {
    /// The most edits within one word that a suggestion may need.
    static let maximumWordDistance = 2

    /// What the index holds, made once.
    private struct Tables {
        /// Every word of every token, sorted, and each as Unicode scalars.
        var words: [String] = []
        var scalars: [[Unicode.Scalar]] = []
        /// A word with up to two characters deleted → the words (their indexes in `words`)
        /// it came from.
        var wordsByDeletion: [String: [Int32]] = [:]
        /// A token key with one word removed, not the first nor the last → the keys of the
        /// tokens it came from; with the last removed, in `keysByRemovedLastWord`.
        var keysByRemovedWord: [String: [String]] = [:]
        var keysByRemovedLastWord: [String: [String]] = [:]
        /// A token key with one word replaced by `wildcard` → the words (indexes in
        /// `words`) that stand there in token keys: `semantic space * 12` → `role`.
        var wordsByWildcard: [String: [Int32]] = [:]
    }

    /// Stands for any word in `Tables.wordsByWildcard`'s keys (no word holds it).
    private static let wildcard = "\u{1}"
    /// A position with at most this many words in token keys is compared word by word;
    /// with more (`semantic space role *`: every number), through the deletions.
    private static let wordsComparedOneByOne = 64

    /// Word key (`spacing base s 8`) → token names, sorted (the binder's index).
    private let tokensByKey: [String: [String]]
    private let lock = NSLock()
    private var tables: Tables?

    init(tokensByKey: [String: [String]]) {
        self.tokensByKey = tokensByKey
    }

    /// Up to `limit` token names near the dotted words `dotted` (`spacing.base.size.s.8`)
    /// whose first word is the name's, from the nearest kind of difference that has any:
    /// a word too many or too few, not the last (`spacing.base.size.s8` → `spacing.base.s8`,
    /// not `s28`; a misspelled last word, `brand.secondery`, is `brand.secondary`'s, not a
    /// word too many for `brand`); else one edit away (a word misspelled by one, two words
    /// joined or one split); else two edits or more away (within a quarter of the name's
    /// length, at least 2). Nearest first, ties by dotted words, then by name.
    func nearest(to dotted: String, limit: Int = 3) -> [String] {
        let words = dotted.split(separator: ".", omittingEmptySubsequences: true).map(String.init)
        guard let first = words.first, limit > 0 else { return [] }
        let tables = builtTables()
        let key = words.joined(separator: " ")
        // Candidate key → its edit distance from `dotted`, when known without computing it.
        var candidates: [String: Int?] = [:]
        // The tokens a word too many or too few away (their distance is computed).
        var segmentOff: Set<String> = []
        func consider(_ candidate: [String], distance: Int?) {
            guard candidate.first == first else { return }
            consider(key: candidate.joined(separator: " "), distance: distance)
        }
        func consider(key candidateKey: String, distance: Int?) {
            guard candidateKey != key, candidates[candidateKey] == nil, !segmentOff.contains(candidateKey),
                  tokensByKey[candidateKey] != nil else { return }
            candidates[candidateKey] = .some(distance)
        }
        func result() -> [String]? {
            candidates.isEmpty && segmentOff.isEmpty ? nil : ranked(candidates, segmentOff: segmentOff, dotted: dotted, limit: limit)
        }

        // A word too few: the tokens that are the name with one more word; a word too
        // many: the name without one of its words.
        // Never the last word: a name with a misspelled last word (`brand.secondery`) is
        // one edit from its token, not a word too many for its group's token (`brand`).
        for candidateKey in tables.keysByRemovedWord[key] ?? [] where candidateKey != key { segmentOff.insert(candidateKey) }
        for position in words.indices.dropFirst().dropLast() {
            var without = words
            without.remove(at: position)
            let withoutKey = without.joined(separator: " ")
            if tokensByKey[withoutKey] != nil { segmentOff.insert(withoutKey) }
        }
        if !segmentOff.isEmpty, let names = result() { return names }

        // One edit: a word misspelled by one, one split in two, two joined (a `.` more or
        // less). Any other candidate is two edits or more away.
        for position in words.indices {
            for (word, distance) in replacements(of: words, at: position, within: 1, in: tables) {
                var replaced = words
                replaced[position] = word
                consider(replaced, distance: distance)
            }
            let characters = Array(words[position])
            for cut in characters.indices.dropFirst() {
                var split = words
                split.replaceSubrange(position...position, with: [String(characters[..<cut]), String(characters[cut...])])
                consider(split, distance: 1)
            }
            if position + 1 < words.count {
                var joined = words
                joined.replaceSubrange(position...(position + 1), with: [words[position] + words[position + 1]])
                consider(joined, distance: 1)
            }
        }
        if let names = result() { return names }

        // Two edits in a word (a name differs from its neighbour in that word only, so the
        // word's distance is the name's).
        for position in words.indices {
            for (word, distance) in replacements(of: words, at: position, within: Self.maximumWordDistance, in: tables) {
                var replaced = words
                replaced[position] = word
                consider(replaced, distance: distance)
            }
        }
        if let names = result() { return names }

        // A word misspelled and one too few (`timeHeaderWidht` for `timeHeaderWidth.ipad`).
        for position in words.indices.dropFirst() {
            for word in nearWords(to: words[position], within: Self.maximumWordDistance, in: tables) where word != words[position] {
                var replaced = words
                replaced[position] = word
                let replacedKey = replaced.joined(separator: " ")
                for candidateKey in (tables.keysByRemovedWord[replacedKey] ?? []) + (tables.keysByRemovedLastWord[replacedKey] ?? []) {
                    consider(key: candidateKey, distance: nil)
                }
            }
        }
        return result() ?? []
    }

    /// The words that, put at `position` of `words`, make a token key, with their edit
    /// distance from the word there (1 up to `distance`): the few words that stand at that
    /// place in token keys compared one by one, or, when there are many, the words within
    /// `distance` found through the deletions (whose keys are then looked up by the caller).
    private func replacements(of words: [String], at position: Int, within distance: Int, in tables: Tables) -> [(String, Int)] {
        var pattern = words
        pattern[position] = Self.wildcard
        let standing = tables.wordsByWildcard[pattern.joined(separator: " ")] ?? []
        let target = Array(words[position].unicodeScalars)
        guard standing.count <= Self.wordsComparedOneByOne else {
            return nearWords(to: words[position], within: distance, in: tables).compactMap { word in
                word == words[position] ? nil : (word, distance == 1 ? 1 : TokenNameSuggestions.editDistance(target, Array(word.unicodeScalars), limit: distance))
            }
        }
        return standing.compactMap { index in
            let scalars = tables.scalars[Int(index)]
            guard abs(scalars.count - target.count) <= distance else { return nil }
            let found = TokenNameSuggestions.editDistance(target, scalars, limit: distance)
            return found >= 1 && found <= distance ? (tables.words[Int(index)], found) : nil
        }
    }

    /// The names of the tokens with these keys, nearest to `dotted` first (a key's
    /// distance computed when not given; `keys` only within a quarter of the name's length,
    /// at least 2), those a word too many or too few before all others, ties by dotted
    /// words, then by name.
    private func ranked(_ keys: [String: Int?], segmentOff: Set<String>, dotted: String, limit: Int) -> [String] {
        let target = Array(dotted)
        let threshold = max(2, target.count / 4)
        var scored: [(distance: Int, kind: Int, dotted: String, key: String)] = []
        func dottedWords(_ key: String) -> String {
            String(decoding: key.utf8.map { $0 == UInt8(ascii: " ") ? UInt8(ascii: ".") : $0 }, as: UTF8.self)
        }
        for key in segmentOff {
            let candidate = dottedWords(key)
            scored.append((TokenNameSuggestions.editDistance(target, Array(candidate)), 0, candidate, key))
        }
        for (key, known) in keys {
            let candidate = dottedWords(key)
            let distance = known ?? TokenNameSuggestions.editDistance(target, Array(candidate), limit: threshold)
            if distance <= threshold { scored.append((distance, 1, candidate, key)) }
        }
        scored.sort { ($0.kind, $0.distance, $0.dotted) < ($1.kind, $1.distance, $1.dotted) }
        var names: [String] = []
        for entry in scored {
            for name in tokensByKey[entry.key] ?? [] where !names.contains(name) { names.append(name) }
            if names.count >= limit { break }
        }
        return Array(names.prefix(limit))
    }

    /// The token words within `distance` edits of `word` (at most `maximumWordDistance`;
    /// itself included when it is one).
    private func nearWords(to word: String, within distance: Int, in tables: Tables) -> [String] {
        let target = Array(word.unicodeScalars)
        var seen: Set<Int32> = []
        var found: [Int32] = []
        for deletion in Self.deletions(of: word, upTo: distance) {
            for candidate in tables.wordsByDeletion[deletion] ?? [] where seen.insert(candidate).inserted {
                let scalars = tables.scalars[Int(candidate)]
                guard abs(scalars.count - target.count) <= distance else { continue }
                if TokenNameSuggestions.editDistance(target, scalars, limit: distance) <= distance { found.append(candidate) }
            }
        }
        return found.sorted().map { tables.words[Int($0)] }
    }

    /// `word` and every string made from it by deleting up to `count` characters, each once.
    static func deletions(of word: String, upTo count: Int = maximumWordDistance) -> Set<String> {
        var result: Set<String> = [word]
        var frontier: Set<String> = [word]
        for _ in 0..<count {
            var next: Set<String> = []
            for text in frontier where !text.isEmpty {
                let characters = Array(text)
                for index in characters.indices {
                    var shorter = characters
                    shorter.remove(at: index)
                    next.insert(String(shorter))
                }
            }
            result.formUnion(next)
            frontier = next
        }
        return result
    }

    private func builtTables() -> Tables {
        lock.lock()
        defer { lock.unlock() }
        if let tables { return tables }
        var built = Tables()
        var words: Set<String> = []
        for key in tokensByKey.keys {
            let keyWords = key.split(separator: " ").map(String.init)
            words.formUnion(keyWords)
            for position in keyWords.indices.dropFirst() {
                var without = keyWords
                without.remove(at: position)
                if position == keyWords.count - 1 {
                    built.keysByRemovedLastWord[without.joined(separator: " "), default: []].append(key)
                } else {
                    built.keysByRemovedWord[without.joined(separator: " "), default: []].append(key)
                }
            }
        }
        built.words = words.sorted()
        built.scalars = built.words.map { Array($0.unicodeScalars) }
        var indexes: [String: Int32] = [:]
        for (index, word) in built.words.enumerated() {
            indexes[word] = Int32(index)
            for deletion in Self.deletions(of: word) { built.wordsByDeletion[deletion, default: []].append(Int32(index)) }
        }
        for key in tokensByKey.keys {
            let keyWords = key.split(separator: " ").map(String.init)
            for position in keyWords.indices {
                var pattern = keyWords
                pattern[position] = Self.wildcard
                built.wordsByWildcard[pattern.joined(separator: " "), default: []].append(indexes[keyWords[position]]!)
            }
        }
        tables = built
        return built
    }
}
