/// `TokenNameSuggestions.nearest` over one fixed list of names, asked many times. The
/// answers are exactly `nearest`'s (`TokenNameSuggestionIndexTests`); what is saved:
/// - the names are lower-cased and split into characters once, and kept by length, so a
///   query looks only at the names whose length is within its threshold;
/// - each name keeps a count of its characters in 32 buckets, and a name whose counts
///   differ from the query's by more than the threshold is skipped without an edit
///   distance (the bag distance, a lower bound of the edit distance: each edit changes
///   at most one count up and one down, and buckets shared by several characters only
///   lower the bound);
/// - two ASCII names are compared by bytes.
///
/// A token file with thousands of broken references into thousands of tokens asked
/// `nearest` once per reference, each lower-casing and splitting every token name again:
/// 2,000 references into 20,000 tokens took 47 s.
struct TokenNameSuggestionIndex: Sendable {
    /// The names, and each lower-cased as the edit distance reads it.
    private var names: [String] = []
    private var candidates: [EditText] = []
    /// `bucketCount` character counts per candidate, one candidate after the other.
    private var counts: [UInt8] = []
    private static let bucketCount = 32
    /// Character count → the candidates of that length.
    private var byLength: [Int: [Int]] = [:]

    init(_ names: [String]) {
        self.names = names
        candidates.reserveCapacity(names.count)
        for name in names {
            let candidate = EditText(name.lowercased())
            counts += Self.counts(candidate.allCharacters)
            byLength[candidate.count, default: []].append(candidates.count)
            candidates.append(candidate)
        }
    }

    /// Up to `limit` names within a distance of a quarter of `name`'s length (at least 2),
    /// nearest first, ties by name; `excluding` is never suggested.
    func nearest(to name: String, excluding: String? = nil, limit: Int = 3) -> [String] {
        let target = EditText(name.lowercased())
        let threshold = max(2, target.count / 4)
        let targetCounts = Self.counts(target.allCharacters)
        var scored: [(distance: Int, name: String)] = []
        for length in max(0, target.count - threshold)...(target.count + threshold) {
            for index in byLength[length] ?? [] where names[index] != excluding {
                if Self.bagDistance(targetCounts, counts, at: index * Self.bucketCount) > threshold { continue }
                let distance = target.distance(to: candidates[index], limit: threshold)
                if distance <= threshold { scored.append((distance, names[index])) }
            }
        }
        scored.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.name < $1.name }
        return scored.prefix(limit).map(\.name)
    }

    /// How many of `characters` fall in each of `bucketCount` buckets (by their first
    /// scalar, so a character is always in the same one), saturating at 255.
    private static func counts(_ characters: [Character]) -> [UInt8] {
        var counts = [UInt8](repeating: 0, count: bucketCount)
        for character in characters {
            let bucket = Int(character.unicodeScalars.first!.value) % bucketCount
            if counts[bucket] < 255 { counts[bucket] += 1 }
        }
        return counts
    }

    /// The larger of what `query` has more of and what the candidate whose counts start at
    /// `start` in `table` has more of, bucket by bucket: no more than the edit distance of
    /// the two names (a saturated count only lowers it).
    private static func bagDistance(_ query: [UInt8], _ table: [UInt8], at start: Int) -> Int {
        query.withUnsafeBufferPointer { query in
            table.withUnsafeBufferPointer { table in
                var more = 0
                var less = 0
                for bucket in 0..<bucketCount {
                    let difference = Int(query[bucket]) - Int(table[start + bucket])
                    if difference > 0 { more += difference } else { less -= difference }
                }
                return max(more, less)
            }
        }
    }
}
