/// "Did you mean": the existing token names nearest to a misspelled one by edit distance,
/// as swift-argument-parser suggests options.
package enum TokenNameSuggestions {
    /// Up to `limit` names within a distance of a quarter of the name's length (at least
    /// 2), nearest first, ties by name; `excluding` (the token that holds the reference) is
    /// never suggested.
    static func nearest(to name: String, in candidates: [String], excluding: String? = nil, limit: Int = 3) -> [String] {
        let target = Array(name.lowercased())
        let threshold = max(2, target.count / 4)
        var scored: [(distance: Int, name: String)] = []
        for candidate in candidates where candidate != excluding {
            let characters = Array(candidate.lowercased())
            guard abs(characters.count - target.count) <= threshold else { continue }
            let distance = editDistance(target, characters, limit: threshold)
            if distance <= threshold { scored.append((distance, candidate)) }
        }
        scored.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.name < $1.name }
        return scored.prefix(limit).map(\.name)
    }

    /// Levenshtein distance (of characters, or of Unicode scalars or bytes for the
    /// suggestion index); stops early (returning more than `limit`) once every path is
    /// longer than `limit`.
    package static func editDistance<Element: Equatable>(_ a: [Element], _ b: [Element], limit: Int = .max) -> Int {
        tableDistance(a, b, limit: limit)
    }

    /// `editDistance` of two byte strings (ASCII names, `EditText`): when one of them is at
    /// most 64 bytes, by the bit-parallel algorithm (Myers 1999, as Hyyrö 2003 writes it for
    /// the edit distance), one step of a few word operations per byte of the other where
    /// the table takes one per pair of bytes (the ranking compares whole dotted names, ~20
    /// bytes each); the exact distance, so within `limit` the same. Longer ones go to the
    /// table. `TokenNameSuggestionsTests` compares the two.
    static func editDistance(_ a: [UInt8], _ b: [UInt8], limit: Int = .max) -> Int {
        if a.count <= 64, !a.isEmpty { return bitParallelDistance(pattern: a, text: b) }
        if b.count <= 64, !b.isEmpty { return bitParallelDistance(pattern: b, text: a) }
        return tableDistance(a, b, limit: limit)
    }

    /// The edit distance of `pattern` (1 to 64 bytes) and `text`: column by column of the
    /// table, each column's vertical differences (+1, 0, -1) held as two bit vectors, and the
    /// last row's value carried along.
    static func bitParallelDistance(pattern: [UInt8], text: [UInt8]) -> Int {
        precondition(!pattern.isEmpty && pattern.count <= 64)
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 256) { equal in
            equal.initialize(repeating: 0)
            for (position, byte) in pattern.enumerated() { equal[Int(byte)] |= 1 << UInt64(position) }
            let last: UInt64 = 1 << UInt64(pattern.count - 1)
            var plus: UInt64 = ~0
            var minus: UInt64 = 0
            var score = pattern.count
            for byte in text {
                let matches = equal[Int(byte)]
                let vertical = matches | minus
                let horizontal = (((matches & plus) &+ plus) ^ plus) | matches
                var horizontalPlus = minus | ~(horizontal | plus)
                var horizontalMinus = plus & horizontal
                if horizontalPlus & last != 0 { score += 1 } else if horizontalMinus & last != 0 { score -= 1 }
                // The first row grows by one per column: a +1 comes in at the top.
                horizontalPlus = horizontalPlus << 1 | 1
                horizontalMinus <<= 1
                plus = horizontalMinus | ~(vertical | horizontalPlus)
                minus = horizontalPlus & vertical
            }
            return score
        }
    }

    /// Whether `a` and `b` are at most one edit apart (`editDistance(a, b, limit: 1) <= 1`),
    /// in one walk along both: the words the "did you mean" index finds through shared
    /// deletions (a hundred for a misspelled number) are mostly checked against this limit.
    static func isWithinOneEdit<Element: Equatable>(_ a: [Element], _ b: [Element]) -> Bool {
        guard abs(a.count - b.count) <= 1 else { return false }
        let (short, long) = a.count <= b.count ? (a, b) : (b, a)
        // The first difference: past it, the rest must match with one element replaced
        // (the same lengths) or one element of the longer one left out.
        var first = 0
        while first < short.count, short[first] == long[first] { first += 1 }
        guard first < short.count else { return true }
        let skip = short.count == long.count ? 1 : 0
        var position = first + skip
        while position < short.count {
            if short[position] != long[position + 1 - skip] { return false }
            position += 1
        }
        return true
    }

    /// `editDistance` by the table, two rows at a time.
    static func tableDistance<Element: Equatable>(_ a: [Element], _ b: [Element], limit: Int = .max) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        // The two rows of the table in one temporary buffer (on the stack for names this
        // short): the index compares thousands of words, and two arrays per comparison were
        // most of its cost. Every cell is written before it is read; `TokenNameSuggestionsTests`
        // pins the distances to `Suggestions.editDistance`.
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * (b.count + 1)) { buffer in
            var previous = UnsafeMutableBufferPointer(rebasing: buffer[0...b.count])
            var current = UnsafeMutableBufferPointer(rebasing: buffer[(b.count + 1)...])
            for j in 0...b.count { previous[j] = j }
            for i in 1...a.count {
                current[0] = i
                var rowMinimum = i
                for j in 1...b.count {
                    let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                    current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
                    rowMinimum = min(rowMinimum, current[j])
                }
                if rowMinimum > limit { return limit + 1 }
                swap(&previous, &current)
            }
            return previous[b.count]
        }
    }
}
