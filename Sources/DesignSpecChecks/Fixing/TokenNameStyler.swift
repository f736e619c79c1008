import DesignSpecCore

/// Writes a token's name the way a doc cell already writes another name: `{a.b}` stays a
/// brace reference (`.value` kept), and a code or dashed name keeps its root
/// (`SemanticColor.`, `BaseColor.`), its separators and each word's case; only the words
/// that differ change (`Spacing.larg` → `Spacing.large`, `BaseColor.white` →
/// `BaseColor.gray100`, `spacing-larg` → `spacing-large`). Every result is bound again
/// and kept only when it names the target.
struct TokenNameStyler: Sendable {
    let binder: TokenBinder

    /// `written` renamed to the token `target`, relative to `group` in a
    /// `<!-- tokens: group -->` table; nil when no spelling in its style binds to it.
    func rename(_ written: String, to target: String, group: String?) -> String? {
        guard let candidate = candidate(written, target: target, group: group),
              binder.bind(candidate, style: .cell, group: group) == .token(target) else { return nil }
        return candidate
    }

    private func candidate(_ written: String, target: String, group: String?) -> String? {
        var relativeTarget = target
        if let group, target.hasPrefix(group + ".") { relativeTarget = String(target.dropFirst(group.count + 1)) }
        if written.hasPrefix("{"), written.hasSuffix("}") {
            let suffix = written.hasSuffix(".value}") ? ".value" : ""
            return "{" + relativeTarget + suffix + "}"
        }
        let characters = Array(written)
        var words = NameWords.wordRanges(characters)
        var targetWords = NameWords.split(relativeTarget)
        // A code root (`SemanticColor`) is written as it is; the group it maps to is the
        // target's first words.
        let original = written.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let mapped = binder.segments(written)
        let kept = zip(original.reversed(), mapped.reversed()).prefix { $0 == $1 }.count
        if kept < original.count || kept < mapped.count {
            let rootLength = original.prefix(original.count - kept).joined(separator: ".").count
            let groupWords = mapped.prefix(mapped.count - kept).flatMap(NameWords.split)
            guard targetWords.starts(with: groupWords) else { return nil }
            targetWords.removeFirst(groupWords.count)
            words.removeAll { $0.lowerBound < rootLength }
        }
        let writtenWords = words.map { String(characters[$0]).lowercased() }
        guard !words.isEmpty, !targetWords.isEmpty, writtenWords != targetWords else { return nil }
        // The words both share at the start and at the end stay; the middle changes, at
        // least one word of each side.
        var prefix = zip(writtenWords, targetWords).prefix { $0 == $1 }.count
        var suffix = zip(writtenWords.reversed(), targetWords.reversed()).prefix { $0 == $1 }.count
        suffix = min(suffix, min(writtenWords.count, targetWords.count) - prefix)
        while prefix + suffix >= min(writtenWords.count, targetWords.count), prefix + suffix > 0 {
            if suffix > 0 { suffix -= 1 } else { prefix -= 1 }
        }
        let middle = words[prefix..<(words.count - suffix)]
        let replacement = spell(Array(targetWords[prefix..<(targetWords.count - suffix)]),
                                like: middle.map { String(characters[$0]) },
                                separators: zip(middle, middle.dropFirst()).map { String(characters[$0.upperBound..<$1.lowerBound]) })
        guard let replacement, let first = middle.first, let last = middle.last else { return nil }
        var result = characters
        result.replaceSubrange(first.lowerBound..<last.upperBound, with: Array(replacement))
        return String(result)
    }

    /// `words` (lower-cased) in the case of the written words they replace, joined by the
    /// written separator, or in camel case when the written words had none.
    private func spell(_ words: [String], like written: [String], separators: [String]) -> String? {
        let separator = separators.first { !$0.isEmpty }
        var result = ""
        for (index, word) in words.enumerated() {
            let model = written[min(index, written.count - 1)]
            var spelled: String
            if model.count > 1, model.allSatisfy({ !$0.isLetter || $0.isUppercase }) {
                spelled = word.uppercased()
            } else if model.first?.isUppercase == true {
                spelled = word.prefix(1).uppercased() + word.dropFirst()
            } else {
                spelled = word
            }
            if index > 0 {
                if let separator {
                    result += separator
                } else if word.first?.isLetter == true, result.last?.isLetter == true {
                    // Camel case: the new word must start upper case to stay a word.
                    if spelled.first?.isLowercase == true { spelled = spelled.prefix(1).uppercased() + spelled.dropFirst() }
                    if result.last?.isUppercase == true, spelled.count > 1, spelled.dropFirst().first?.isUppercase == true { return nil }
                } else if word.first?.isNumber == true, result.last?.isNumber == true {
                    return nil
                }
            }
            result += spelled
        }
        return result
    }
}
