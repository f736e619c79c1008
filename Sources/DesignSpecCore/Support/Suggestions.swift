/// "Did you mean": the candidates nearest to a misspelled name by edit distance, as
/// swift-argument-parser suggests options. Used for CLI options, commands and token names.
package enum Suggestions {
    /// Levenshtein distance over Characters, in O(n·m) time and O(m) memory.
    package static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// The candidates within `maximumDistance` (default: a third of the name's length, at
    /// least 2) of `name`, nearest first, ties in the candidates' order; at most `limit`.
    package static func nearest(to name: String, in candidates: [String], maximumDistance: Int? = nil, limit: Int = 3) -> [String] {
        let bound = maximumDistance ?? max(2, name.count / 3)
        return candidates.enumerated()
            .map { (offset: $0.offset, candidate: $0.element, distance: editDistance(name, $0.element)) }
            .filter { $0.distance <= bound && $0.candidate != name }
            .sorted { ($0.distance, $0.offset) < ($1.distance, $1.offset) }
            .prefix(limit)
            .map(\.candidate)
    }
}
