import DesignSpecCore

/// Which token group each code root of the docs' recipe code stands for, from the names the
/// code uses and the tokens there are: `Spacing.medium` with a token `spacing.medium` names
/// the group itself (nothing to configure); `SemanticColor.Bg.Neutral.default` with a token
/// `color.bg.neutral.default` makes `SemanticColor` stand for `color` (a prefix);
/// `AppTheme.Spacing.medium` with `spacing.medium` makes `AppTheme` stand for nothing.
/// Names compare by their words, as the binder compares them (`NameWords`).
struct CodeRootSurvey {
    /// A code root and the group it stands for.
    struct Root: Equatable {
        /// As written in code: `SemanticColor`, `AppTheme.Spacing`.
        var code: String
        /// The token group: `color`; empty when the root is dropped.
        var group: String
        /// How many names of the code it explains.
        var uses: Int

        /// Whether `designspec.json` must say it: the root's words are not the group's.
        var needsPrefix: Bool { NameWords.split(code) != NameWords.split(group) }
    }

    /// The roots found, in code order (by name).
    var roots: [Root] = []
    /// Roots of names no token explains, with how many names: not configured, and said.
    var unmatched: [(code: String, uses: Int)] = []

    init(names: [String], tokens: [Token]) {
        let names = Array(Set(names)).sorted()
        let segmentsOf = names.map { $0.split(separator: ".").map(String.init) }
        // The word sequences looked for: every tail of every name.
        var wanted: Set<[String]> = []
        for segments in segmentsOf {
            for start in segments.indices { wanted.insert(NameWords.split(segments[start...].joined(separator: "."))) }
        }
        // Tail words → the token groups (leading path segments) they follow.
        var groups: [[String]: Set<String>] = [:]
        for token in tokens {
            let path = token.path
            for start in path.indices {
                let tail = NameWords.split(path[start...].joined(separator: "."))
                if wanted.contains(tail) { groups[tail, default: []].insert(path[..<start].joined(separator: ".")) }
            }
        }
        // Code root → group → votes.
        var votes: [String: [String: Int]] = [:]
        var unexplained: [String: Int] = [:]
        for segments in segmentsOf {
            var explained = false
            for start in segments.indices {
                let found = groups[NameWords.split(segments[start...].joined(separator: "."))] ?? []
                if start == 0 {
                    // The whole name is a token's: its root stands for the token's own group.
                    guard found.contains("") else { continue }
                    votes[segments[0], default: [:]][segments[0], default: 0] += 1
                } else {
                    guard found.count == 1, let group = found.first else { continue }
                    votes[segments[..<start].joined(separator: "."), default: [:]][group, default: 0] += 1
                }
                explained = true
                break
            }
            if !explained, let root = segments.first { unexplained[root, default: 0] += 1 }
        }
        for code in votes.keys.sorted() {
            guard let counts = votes[code] else { continue }
            // The most votes; on a tie the root itself (no prefix), then the first group by name.
            let best = counts.max { lhs, rhs in
                if lhs.value != rhs.value { return lhs.value < rhs.value }
                if (lhs.key == code) != (rhs.key == code) { return rhs.key == code }
                return lhs.key > rhs.key
            }
            guard let best else { continue }
            roots.append(Root(code: code, group: best.key == code ? Self.groupName(code, tokens: tokens) : best.key,
                              uses: counts.values.reduce(0, +)))
        }
        unmatched = unexplained.keys.sorted().map { ($0, unexplained[$0] ?? 0) }
    }

    /// The prefixes `designspec.json` needs, in code order.
    var prefixes: [Configuration.Prefix] {
        roots.filter(\.needsPrefix).map { Configuration.Prefix(code: $0.code, group: $0.group) }
    }

    /// The group a root names by itself, as the tokens spell it (`Spacing` → `spacing`).
    private static func groupName(_ code: String, tokens: [Token]) -> String {
        let words = NameWords.split(code)
        return tokens.lazy.compactMap { $0.path.first }.first { NameWords.split($0) == words } ?? code
    }
}
