import Foundation

/// "Did you mean" for token names through an index, so a suggestion costs the same with 50
/// tokens as with 400,000: the candidates are the tokens whose words differ from
/// the misspelled name's in one of these ways, each a dictionary look-up, never a scan.
///
/// - **A word too many or too few**, not the last (`spacing.base.size.s8` for
///   `spacing.base.s8`, `color.gray.600` for `color.base.gray.600`): ranked ahead of every
///   other candidate, whatever their edit distance.
/// - **One word misspelled**, by up to two edits (`mediun` for `medium`): the words within
///   two edits come from SymSpell-style deletes of the token set's words (every word with
///   up to two characters deleted → the words it came from).
/// - **Two words joined or one split** (`xsmall` for `xSmall`).
/// - **One word misspelled and a word too few** (`timeHeaderWidht` for
///   `timeHeaderWidth.ipad`).
/// - **The last word too many** (`radius.control.small` for `radius.control`), when none of
///   the above has any.
///
/// The suggestions are ranked by edit distance between the dotted words (within a quarter
/// of the name's length, at least 2, except a word too many or too few), ties as `nearest`
/// says. A name that differs from every token in two words or more gets no suggestion.
///
/// Words are numbered once (`Tables.words`), and the index's keys are those numbers: a
/// candidate is looked up without joining its words into a string, and a candidate with a
/// word no token has (a split half, two words joined) is dropped before any look-up (a
/// drift-heavy repo asks for thousands of suggestions: this was a fifth of `check`).
///
/// A word longer than `longestSpelledWord` is matched only as it is: it is neither indexed
/// by its deletions, nor deleted from, compared letter by letter or split when asked (the
/// deletions of a word of n letters are n² strings of n letters each: a 2,000-letter word
/// took 15 s, a 4,000-letter one minutes). No token word is that long; a longer one is a
/// hash or a mistake, and gets no "did you mean".
///
/// The index is made on the first look-up (a project without unknown names never pays
/// for it) and shared by every thread after that.
final class TokenNameNeighbours: @unchecked Sendable {
    /// The most edits within one word that a suggestion may need.
    static let maximumWordDistance = 2

    /// The longest word (in Unicode scalars, what distances count) spelled out: deleted
    /// from, compared or split. A longer word is matched only as it is (see the type).
    static let longestSpelledWord = 64

    /// Whether `word` is at most `longestSpelledWord` long (without counting past it).
    private static func isSpelled(_ word: String) -> Bool {
        word.utf8.count <= longestSpelledWord || word.unicodeScalars.dropFirst(longestSpelledWord).isEmpty
    }

    /// Whether the word of these scalars is at most `longestSpelledWord` long.
    private static func isSpelled(_ scalars: [Unicode.Scalar]) -> Bool {
        scalars.count <= longestSpelledWord
    }

    /// A word key as the numbers of its words (indexes in `Tables.words`).
    private typealias WordNumbers = WordNumbersKey

    /// What the index holds, made once.
    private struct Tables {
        /// Every word of every token, sorted, and each as Unicode scalars.
        var words: [String] = []
        var scalars: [[Unicode.Scalar]] = []
        /// A word → its number (index in `words`): by its `ShortASCIIKey` when it has
        /// one, else by its text (`number(of:)` asks the same way).
        var numbersByKey: [UInt64: Int32] = [:]
        var numbersByText: [String: Int32] = [:]
        /// A token's word numbers → its word key (`spacing base s 8`).
        var keys: [WordNumbers: String] = [:]
        /// A word itself or with one character deleted → the words (their numbers) it came
        /// from; with two deleted, in `wordsByTwoDeletions`. A word within one edit of
        /// another shares with it a string each makes with at most one deletion, so a look-up
        /// for one edit reads only the first (a number such as `158` is a one-character
        /// deletion of tens of words, but a two-character one of hundreds).
        var wordsByDeletion = WordDeletionTable.Builder().table()
        var wordsByTwoDeletions = WordDeletionTable.Builder().table()
        /// A token key with one word removed, not the first nor the last → the keys of the
        /// tokens it came from; with the last removed, in `keysByRemovedLastWord`.
        var keysByRemovedWord: [WordNumbers: [String]] = [:]
        var keysByRemovedLastWord: [WordNumbers: [String]] = [:]
        /// A token key with one word but the first replaced by `wildcard` → the words that
        /// stand there in token keys: `semantic space * 12` → `role`.
        var wordsByWildcard: [WordNumbers: [Int32]] = [:]

        /// The number of the token word `word`, nil when no token has it.
        func number(of word: String) -> Int32? {
            if let key = ShortASCIIKey.key(word) { return numbersByKey[key] }
            return numbersByText[word]
        }

        /// The number of the token word with these bytes, nil when no token has it.
        func number(of word: UnsafeBufferPointer<UInt8>) -> Int32? {
            if let key = ShortASCIIKey.key(word) { return numbersByKey[key] }
            return numbersByText[String(decoding: word, as: UTF8.self)]
        }

        mutating func add(_ word: String, number: Int32) {
            if let key = ShortASCIIKey.key(word) { numbersByKey[key] = number } else { numbersByText[word] = number }
        }
    }

    /// Stands for any word in `Tables.wordsByWildcard`'s keys (no word has this number).
    private static let wildcard: Int32 = -1
    /// A position with at most this many words in token keys is compared word by word;
    /// with more (`semantic space role *`: every number), through the deletions.
    private static let wordsComparedOneByOne = 64

    /// Word key (`spacing base s 8`) → token names, sorted (the binder's index).
    private let tokensByKey: [String: [String]]
    private let lock = NSLock()
    /// The tables, once made (guarded by `lock`). Held in a box that is shared, not copied:
    /// a copy of `Tables` retained each of its dozen tables, on every core asking at once.
    private var tables: SharedTables?

    private final class SharedTables {
        let tables: Tables
        init(_ tables: Tables) { self.tables = tables }
    }
    /// The suggestions already given, by dotted name and limit: a drift-heavy repo writes
    /// the same misspelling in many docs (guarded by `lock`).
    private var given: [Asked: [String]] = [:]

    /// A look-up `given` remembers.
    private struct Asked: Hashable {
        let dotted: String
        let limit: Int
    }

    init(tokensByKey: [String: [String]]) {
        self.tokensByKey = tokensByKey
    }

    /// Makes the tables now rather than on the first look-up (`ProjectLoader` does, while
    /// the docs are parsed, when that is cheap beside them).
    func prepare() {
        _ = builtTables()
    }

    /// Up to `limit` token names near the dotted words `dotted` (`spacing.base.size.s.8`)
    /// whose first word is the name's, from the nearest kind of difference that has any:
    /// a word too many or too few, not the last (`spacing.base.size.s8` → `spacing.base.s8`,
    /// not `s28`; a misspelled last word, `brand.secondery`, is `brand.secondary`'s, not a
    /// word too many for `brand`); else one edit away (a word misspelled by one, two words
    /// joined or one split); else two edits or more away (within a quarter of the name's
    /// length, at least 2); else the name without its last word. Nearest first, ties by
    /// dotted words, then by name.
    func nearest(to dotted: String, limit: Int = 3) -> [String] {
        let asked = Asked(dotted: dotted, limit: limit)
        lock.lock()
        let known = given[asked]
        lock.unlock()
        if let known { return known }
        let names = computeNearest(to: dotted, limit: limit)
        lock.lock()
        given[asked] = names
        lock.unlock()
        return names
    }

    /// `nearest`, worked out.
    private func computeNearest(to dotted: String, limit: Int) -> [String] {
        let words = dotted.isASCII
            ? dotted.asciiPieces(separatedBy: UInt8(ascii: "."))
            : dotted.split(separator: ".", omittingEmptySubsequences: true).map(String.init)
        guard !words.isEmpty, limit > 0 else { return [] }
        let shared = builtTables()
        // The name's word numbers; nil for a word no token has.
        let numbers = words.map { shared.tables.number(of: $0) }
        // The name's own key when it is a token's (then never its own candidate): words
        // with the same numbers are the same words, so the same key.
        let key = Self.replacing(0..<0, of: numbers, with: []).flatMap { shared.tables.keys[$0] }
        // Candidate key → its edit distance from `dotted`, when known without computing it.
        var candidates: [String: Int?] = [:]
        // The tokens a word too many or too few away (their distance is computed).
        var segmentOff: Set<String> = []
        func consider(key candidateKey: String, distance: Int?) {
            guard candidateKey != key, candidates[candidateKey] == nil, !segmentOff.contains(candidateKey) else { return }
            candidates[candidateKey] = .some(distance)
        }
        /// The token key of the name with the words at `range` replaced by `replacement`.
        func tokenKey(replacing range: Range<Int>, with replacement: [Int32]) -> String? {
            guard let changed = Self.replacing(range, of: numbers, with: replacement) else { return nil }
            return shared.tables.keys[changed]
        }
        func result() -> [String]? {
            candidates.isEmpty && segmentOff.isEmpty ? nil : ranked(candidates, segmentOff: segmentOff, dotted: dotted, limit: limit)
        }

        // A word too few: the tokens that are the name with one more word; a word too
        // many: the name without one of its words.
        // Never the last word: a name with a misspelled last word (`brand.secondery`) is
        // one edit from its token, not a word too many for its group's token (`brand`).
        if let known = Self.replacing(0..<0, of: numbers, with: []) {
            for candidateKey in shared.tables.keysByRemovedWord[known] ?? [] where candidateKey != key { segmentOff.insert(candidateKey) }
        }
        for position in words.indices.dropFirst().dropLast() {
            if let withoutKey = tokenKey(replacing: position..<(position + 1), with: []) { segmentOff.insert(withoutKey) }
        }
        if !segmentOff.isEmpty, let names = result() { return names }

        // Every candidate below keeps the name's first word, so the first word is never
        // the one changed.
        let changeable = words.indices.dropFirst()

        // One edit: a word misspelled by one, one split in two, two joined (a `.` more or
        // less). Any other candidate is two edits or more away.
        for position in changeable {
            for (word, distance) in replacements(of: words, numbers: numbers, at: position, within: 1, in: shared.tables) {
                if let candidateKey = tokenKey(replacing: position..<(position + 1), with: [word]) {
                    consider(key: candidateKey, distance: distance)
                }
            }
            Self.forEachSplit(of: words[position], in: shared.tables) { leftNumber, rightNumber in
                guard let candidateKey = tokenKey(replacing: position..<(position + 1), with: [leftNumber, rightNumber]) else { return }
                consider(key: candidateKey, distance: 1)
            }
            if position + 1 < words.count, let joined = shared.tables.number(of: words[position] + words[position + 1]),
               let candidateKey = tokenKey(replacing: position..<(position + 2), with: [joined]) {
                consider(key: candidateKey, distance: 1)
            }
        }
        if let names = result() { return names }

        // Two edits in a word (a name differs from its neighbour in that word only, so the
        // word's distance is the name's).
        for position in changeable {
            for (word, distance) in replacements(of: words, numbers: numbers, at: position, within: Self.maximumWordDistance, in: shared.tables) {
                if let candidateKey = tokenKey(replacing: position..<(position + 1), with: [word]) {
                    consider(key: candidateKey, distance: distance)
                }
            }
        }
        if let names = result() { return names }

        // A word misspelled and one too few (`timeHeaderWidht` for `timeHeaderWidth.ipad`).
        for position in changeable where Self.othersAreKnown(numbers, except: position) {
            for word in nearWords(to: words[position], within: Self.maximumWordDistance, in: shared.tables) where word != numbers[position] {
                guard let replaced = Self.replacing(position..<(position + 1), of: numbers, with: [word]) else { continue }
                for candidateKey in (shared.tables.keysByRemovedWord[replaced] ?? []) + (shared.tables.keysByRemovedLastWord[replaced] ?? []) {
                    consider(key: candidateKey, distance: nil)
                }
            }
        }
        if let names = result() { return names }

        // The last word too many (`radius.control.small` for `radius.control`,
        // `motion.duration.standardFast` for `motion.duration.standard`): only when nothing
        // nearer has been found, so a misspelled last word (`brand.secondery`) still gets
        // its token, not its group's.
        if words.count > 1, let withoutLast = tokenKey(replacing: (words.count - 1)..<words.count, with: []) {
            segmentOff.insert(withoutLast)
        }
        return result() ?? []
    }

    /// `numbers` with `range` replaced by `replacement`, or nil when a word left in it is
    /// one no token has (no token key can hold it).
    private static func replacing(_ range: Range<Int>, of numbers: [Int32?], with replacement: [Int32]) -> WordNumbers? {
        var changed = WordNumbers()
        for (position, number) in numbers.enumerated() {
            if position == range.lowerBound { replacement.forEach { changed.append($0) } }
            if range.contains(position) { continue }
            guard let number else { return nil }
            changed.append(number)
        }
        if range.lowerBound == numbers.count { replacement.forEach { changed.append($0) } }
        return changed
    }

    /// Whether every word but the one at `position` is a token word.
    private static func othersAreKnown(_ numbers: [Int32?], except position: Int) -> Bool {
        numbers.indices.allSatisfy { $0 == position || numbers[$0] != nil }
    }

    /// Calls `body` with the numbers of the two halves of each way of cutting `word` in two
    /// non-empty halves that are both token words, first cut first.
    private static func forEachSplit(of word: String, in tables: Tables, _ body: (Int32, Int32) -> Void) {
        // Each cut looks up two halves as long as the word together: never for a long one.
        guard isSpelled(word) else { return }
        if let key = ShortASCIIKey.key(word) {
            // Nearly every word: each half's key is the word's high or low bytes.
            let length = word.utf8.count
            for cut in 1..<max(length, 1) {
                let rightBits = UInt64(8 * (length - cut))
                guard let left = tables.numbersByKey[key >> rightBits],
                      let right = tables.numbersByKey[key & ((1 << rightBits) &- 1)] else { continue }
                body(left, right)
            }
            return
        }
        if word.isASCII {
            // ASCII: a byte is a character (a word is letters and digits, never `\r\n`), so
            // the halves are looked up from the word's bytes, without making them strings.
            var word = word
            word.withUTF8 { bytes in
                for cut in bytes.indices.dropFirst() {
                    guard let left = tables.number(of: UnsafeBufferPointer(rebasing: bytes[..<cut])),
                          let right = tables.number(of: UnsafeBufferPointer(rebasing: bytes[cut...])) else { continue }
                    body(left, right)
                }
            }
            return
        }
        let characters = Array(word)
        for cut in characters.indices.dropFirst() {
            guard let left = tables.number(of: String(characters[..<cut])),
                  let right = tables.number(of: String(characters[cut...])) else { continue }
            body(left, right)
        }
    }

    /// The words that, put at `position` of `words`, make a token key, with their edit
    /// distance from the word there (1 up to `distance`): the few words that stand at that
    /// place in token keys compared one by one, or, when there are many, the words within
    /// `distance` found through the deletions (whose keys are then looked up by the caller).
    private func replacements(of words: [String], numbers: [Int32?], at position: Int, within distance: Int,
                              in tables: Tables) -> [(Int32, Int)] {
        // No token key holds a word no token has: only the word at `position` may be one.
        guard let pattern = Self.replacing(position..<(position + 1), of: numbers, with: [Self.wildcard]) else { return [] }
        let standing = tables.wordsByWildcard[pattern] ?? []
        let target = Array(words[position].unicodeScalars)
        // A long word has no replacement, by either way (as `nearWords` finds none).
        guard Self.isSpelled(target) else { return [] }
        guard standing.count <= Self.wordsComparedOneByOne else {
            return nearWords(to: words[position], within: distance, in: tables).compactMap { word in
                word == numbers[position] ? nil
                    : (word, distance == 1 ? 1 : TokenNameSuggestions.editDistance(target, tables.scalars[Int(word)], limit: distance))
            }
        }
        return standing.compactMap { word in
            let scalars = tables.scalars[Int(word)]
            guard abs(scalars.count - target.count) <= distance, Self.isSpelled(scalars) else { return nil }
            if distance == 1 { return scalars != target && TokenNameSuggestions.isWithinOneEdit(target, scalars) ? (word, 1) : nil }
            let found = TokenNameSuggestions.editDistance(target, scalars, limit: distance)
            return found >= 1 && found <= distance ? (word, found) : nil
        }
    }

    /// The names of the tokens with these keys, nearest to `dotted` first (a key's
    /// distance computed when not given; `keys` only within a quarter of the name's length,
    /// at least 2), those a word too many or too few before all others, ties by dotted
    /// words, then by name.
    private func ranked(_ keys: [String: Int?], segmentOff: Set<String>, dotted: String, limit: Int) -> [String] {
        let target = EditText(dotted)
        let threshold = max(2, target.count / 4)
        var scored: [(distance: Int, kind: Int, key: String)] = []
        /// The key's dotted words (`spacing.base.s.8`), made only when its distance is not known.
        func dottedWords(_ key: String) -> EditText {
            EditText(String(decoding: key.utf8.map { $0 == UInt8(ascii: " ") ? UInt8(ascii: ".") : $0 }, as: UTF8.self))
        }
        for key in segmentOff {
            scored.append((target.distance(to: dottedWords(key)), 0, key))
        }
        for (key, known) in keys {
            let distance = known ?? target.distance(to: dottedWords(key), limit: threshold)
            if distance <= threshold { scored.append((distance, 1, key)) }
        }
        // Ties by key, which orders as the dotted words do: the two differ only in a space
        // where the other has a dot, and both come before every character a word holds
        // (letters and digits), so the first difference of two keys is their dotted words'.
        scored.sort { ($0.kind, $0.distance, $0.key) < ($1.kind, $1.distance, $1.key) }
        var names: [String] = []
        for entry in scored {
            for name in tokensByKey[entry.key] ?? [] where !names.contains(name) { names.append(name) }
            if names.count >= limit { break }
        }
        return Array(names.prefix(limit))
    }

    /// The numbers of the token words within `distance` edits of `word` (at most
    /// `maximumWordDistance`; itself included when it is one), in word order; none other
    /// for a word, or of words, longer than `longestSpelledWord`.
    private func nearWords(to word: String, within distance: Int, in tables: Tables) -> [Int32] {
        // A long word is near only itself (it was indexed without its deletions).
        guard Self.isSpelled(word) else { return tables.number(of: word).map { [$0] } ?? [] }
        let target = Array(word.unicodeScalars)
        // The words that share a deletion with `word` and are near enough in length, each
        // once (sorted, so a repeat is next to its first), then compared.
        var candidates: [Int32] = []
        func gather(_ candidate: Int32) {
            if abs(tables.scalars[Int(candidate)].count - target.count) <= distance { candidates.append(candidate) }
        }
        // One edit needs only the words one deletion away, when each of `word`'s characters
        // is one scalar (as `Tables.wordsByDeletion` says).
        let onlyOneDeletion = distance == 1 && (word.isASCII || word.count == target.count)
        if let key = ShortASCIIKey.key(word) {
            // On the word's key, as the table was filled (a deletion made twice is gathered
            // twice, and dropped below as a repeat).
            ShortASCIIKey.forEachDeletion(of: key, length: word.utf8.count, upTo: distance) { deletion, _ in
                tables.wordsByDeletion.forEachWord(madeInto: deletion, gather)
                if !onlyOneDeletion { tables.wordsByTwoDeletions.forEachWord(madeInto: deletion, gather) }
            }
        } else if word.isASCII {
            Self.forEachASCIIDeletion(of: word, upTo: distance) { deletion, _ in
                tables.wordsByDeletion.forEachWord(madeInto: deletion, gather)
                if !onlyOneDeletion { tables.wordsByTwoDeletions.forEachWord(madeInto: deletion, gather) }
            }
        } else {
            for deletion in Self.deletions(of: word, upTo: distance) {
                tables.wordsByDeletion.forEachWord(madeInto: deletion, gather)
                if !onlyOneDeletion { tables.wordsByTwoDeletions.forEachWord(madeInto: deletion, gather) }
            }
        }
        candidates.sort()
        var found: [Int32] = []
        var previous: Int32?
        for candidate in candidates where candidate != previous {
            previous = candidate
            let scalars = tables.scalars[Int(candidate)]
            if distance == 1 ? TokenNameSuggestions.isWithinOneEdit(target, scalars)
                : TokenNameSuggestions.editDistance(target, scalars, limit: distance) <= distance {
                found.append(candidate)
            }
        }
        return found
    }

    /// The token words within `distance` edits of `word` (at most `maximumWordDistance`),
    /// in word order, as the index finds them (for tests against comparing every word).
    func tokenWords(within distance: Int, of word: String) -> [String] {
        let shared = builtTables()
        return nearWords(to: word, within: distance, in: shared.tables).map { shared.tables.words[Int($0)] }
    }

    /// `word` and every string made from it by deleting up to `count` characters, each once;
    /// only `word` when it is longer than `longestSpelledWord`.
    static func deletions(of word: String, upTo count: Int = maximumWordDistance) -> Set<String> {
        if word.isASCII { return asciiDeletions(of: word, upTo: count) }
        guard isSpelled(word) else { return [word] }
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

    /// `deletions` of an ASCII word, on bytes: a byte is a character there (token words
    /// are letters and digits), so the strings are the same. Each is made once per set of
    /// deleted offsets, into one reused buffer, without breaking the word into characters
    /// or copying it for every string made (the index deletes from every token word).
    private static func asciiDeletions(of word: String, upTo count: Int) -> Set<String> {
        var result: Set<String> = []
        forEachASCIIDeletion(of: word, upTo: count) { deletion, _ in result.insert(String(decoding: deletion, as: UTF8.self)) }
        return result
    }

    /// Calls `body` with the bytes of every string `asciiDeletions` holds (in a buffer
    /// reused for the next) and how many bytes it lacks, some more than once (when deleting
    /// other offsets gives the same string); for a word longer than `longestSpelledWord`,
    /// with the word alone.
    private static func forEachASCIIDeletion(of word: String, upTo count: Int, _ body: (UnsafeBufferPointer<UInt8>, Int) -> Void) {
        let bytes = Array(word.utf8)
        guard isSpelled(word) else { return bytes.withUnsafeBufferPointer { body($0, 0) } }
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        var deleted: [Int] = []
        // Adds the word without the offsets in `deleted`, then with one more deleted after them.
        func add(deletingFrom start: Int) {
            kept.removeAll(keepingCapacity: true)
            var next = deleted.startIndex
            for (offset, byte) in bytes.enumerated() {
                if next < deleted.endIndex, deleted[next] == offset { next += 1 } else { kept.append(byte) }
            }
            kept.withUnsafeBufferPointer { body($0, deleted.count) }
            guard deleted.count < count else { return }
            for offset in start..<bytes.count {
                deleted.append(offset)
                add(deletingFrom: offset + 1)
                deleted.removeLast()
            }
        }
        add(deletingFrom: 0)
    }

    /// The words of a word key (`spacing base s 8`): split at its spaces, on bytes when
    /// it is ASCII (every key of a drift-heavy or huge token set), else by characters.
    private static func words(ofKey key: String) -> [String] {
        guard key.isASCII else { return key.split(separator: " ").map(String.init) }
        return key.asciiPieces(separatedBy: UInt8(ascii: " "))
    }

    private func builtTables() -> SharedTables {
        lock.lock()
        defer { lock.unlock() }
        if let tables { return tables }
        var built = Tables()
        built.keys.reserveCapacity(tokensByKey.count)
        built.wordsByWildcard.reserveCapacity(tokensByKey.count * 3)
        built.keysByRemovedWord.reserveCapacity(tokensByKey.count * 2)
        built.keysByRemovedLastWord.reserveCapacity(tokensByKey.count)
        let keyWords = tokensByKey.keys.map { key in (key, Self.words(ofKey: key)) }
        built.words = Set(keyWords.flatMap(\.1)).sorted()
        built.scalars = built.words.map { Array($0.unicodeScalars) }
        built.numbersByKey.reserveCapacity(built.words.count)
        var oneDeletion = WordDeletionTable.Builder()
        var twoDeletions = WordDeletionTable.Builder()
        // A short word has about a dozen deletions of up to two characters.
        oneDeletion.reserveCapacity(built.words.count * 4)
        twoDeletions.reserveCapacity(built.words.count * 8)
        for (number, word) in built.words.enumerated() {
            built.add(word, number: Int32(number))
            // Distances count Unicode scalars and deletions characters: the split holds
            // when each character is one scalar (ASCII, precomposed Hangul); any other word
            // keeps all its deletions in the first table.
            let isASCII = word.isASCII
            if let key = ShortASCIIKey.key(word) {
                // Nearly every word: its deletions worked out on its key.
                ShortASCIIKey.forEachDeletion(of: key, length: word.utf8.count, upTo: Self.maximumWordDistance) { deletion, deleted in
                    if deleted <= 1 {
                        oneDeletion.add(key: deletion, of: Int32(number))
                    } else {
                        twoDeletions.add(key: deletion, of: Int32(number))
                    }
                }
                continue
            }
            if isASCII {
                // Straight from the bytes into the tables, without a set of the word's
                // deletions first (a deletion made twice, `ab` from `aab`, is listed once).
                Self.forEachASCIIDeletion(of: word, upTo: Self.maximumWordDistance) { deletion, deleted in
                    if deleted <= 1 {
                        oneDeletion.add(deletion, of: Int32(number))
                    } else {
                        twoDeletions.add(deletion, of: Int32(number))
                    }
                }
                continue
            }
            let splits = word.count == built.scalars[number].count
            for deletion in Self.deletions(of: word) {
                // A deletion is shorter than its word by the characters deleted.
                if word.count - deletion.count <= 1 || !splits {
                    oneDeletion.add(deletion, of: Int32(number))
                } else {
                    twoDeletions.add(deletion, of: Int32(number))
                }
            }
        }
        built.wordsByDeletion = oneDeletion.table()
        built.wordsByTwoDeletions = twoDeletions.table()
        for (key, words) in keyWords {
            let numbers = words.map { built.number(of: $0)! }
            built.keys[WordNumbers(numbers)] = key
            for position in numbers.indices.dropFirst() {
                var without = WordNumbers()
                for (other, number) in numbers.enumerated() where other != position { without.append(number) }
                if position == numbers.count - 1 {
                    built.keysByRemovedLastWord[without, default: []].append(key)
                } else {
                    built.keysByRemovedWord[without, default: []].append(key)
                }
            }
            // Never the first word: every candidate keeps it (`replacements` is asked only
            // for the others).
            for position in numbers.indices.dropFirst() {
                var pattern = WordNumbers()
                for (other, number) in numbers.enumerated() { pattern.append(other == position ? Self.wildcard : number) }
                built.wordsByWildcard[pattern, default: []].append(numbers[position])
            }
        }
        let shared = SharedTables(built)
        tables = shared
        return shared
    }
}
