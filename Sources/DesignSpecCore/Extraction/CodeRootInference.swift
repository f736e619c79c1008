/// The code roots a project's own Swift uses for token groups, inferred when
/// `designspec.json` gives no `prefixes`: no project is assumed to write the sample's
/// `SemanticColor` or `AppTheme`.
///
/// A root (an UpperCamelCase name before a dot: `SemanticColor.Bg.default`) whose words
/// name no token group on their own is inferred to stand for
/// 1. the group with the same words in another order (`BaseColor` → `color.base`), else
/// 2. the group its last words name (`SemanticColor` → `color`), else
/// 3. nothing, dropped (`AppTheme.Spacing.medium` → `spacing.medium`),
/// and kept only when a use of it in the code then names a group or a token
/// (`SemanticColor.Bg` → `color.bg`): `UIColor.systemBackground` infers nothing, as
/// `color.system.background` is not there.
enum CodeRootInference {
    static func infer(code: [String], tokens: TokenSet) -> [Configuration.Prefix] {
        let uses = rootUses(in: code)
        guard !uses.isEmpty, !tokens.tokens.isEmpty else { return [] }
        // The words of every group and token path, and the path of each group's words.
        var known = Set<[String]>()
        var groups: [[String]: String] = [:]
        for token in tokens.tokens {
            var words: [String] = []
            for (index, segment) in token.path.enumerated() {
                words += NameWords.split(segment)
                guard known.insert(words).inserted, index < token.path.count - 1 else { continue }
                groups[words] = token.path[...index].joined(separator: ".")
            }
        }
        var result: [Configuration.Prefix] = []
        for root in uses.keys.sorted() {
            let words = NameWords.split(root)
            guard !words.isEmpty, !known.contains(words) else { continue }
            var candidates: [String] = []
            let sorted = words.sorted()
            candidates += groups.filter { $0.key.count == words.count && $0.key.sorted() == sorted }.map(\.value).sorted()
            for start in 1..<words.count {
                if let group = groups[Array(words[start...])] { candidates.append(group) }
            }
            candidates.append("")
            let nextWords = uses[root, default: []].map(NameWords.split)
            if let group = candidates.first(where: { group in
                let groupWords = group.isEmpty ? [] : NameWords.split(group)
                return nextWords.contains { !$0.isEmpty && known.contains(groupWords + $0) }
            }) {
                result.append(Configuration.Prefix(code: root, group: group))
            }
        }
        return result
    }

    /// Root → the names after it (`SemanticColor` → `Bg`, `Text`), from Swift code:
    /// a name that starts with an upper-case ASCII letter, not after a dot, followed by a
    /// dot and a name.
    static func rootUses(in code: [String]) -> [String: Set<String>] {
        var uses: [String: Set<String>] = [:]
        for text in code {
            let bytes = Array(text.utf8)
            var index = 0
            while index < bytes.count {
                guard isNameByte(bytes[index]) else { index += 1; continue }
                let start = index
                while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
                let followsDot = start > 0 && bytes[start - 1] == UInt8(ascii: ".")
                guard !followsDot, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[start]),
                      index + 1 < bytes.count, bytes[index] == UInt8(ascii: "."), isNameByte(bytes[index + 1]) else { continue }
                var end = index + 1
                while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
                let root = String(decoding: bytes[start..<index], as: UTF8.self)
                uses[root, default: []].insert(String(decoding: bytes[(index + 1)..<end], as: UTF8.self))
            }
        }
        return uses
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
    }
}
