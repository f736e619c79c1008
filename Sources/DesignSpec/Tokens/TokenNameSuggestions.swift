/// "Did you mean": the existing token names nearest to a misspelled one by edit distance,
/// as swift-argument-parser suggests options.
enum TokenNameSuggestions {
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
    static func editDistance<Element: Equatable>(_ a: [Element], _ b: [Element], limit: Int = .max) -> Int {
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
