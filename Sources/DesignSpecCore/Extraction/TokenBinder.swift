import Foundation

/// Binds the names docs write to tokens (DESIGN.md, "Binding docs to tokens"):
///
/// 1. Braces and a Style Dictionary `.value` are dropped: `{spacing.medium}`.
/// 2. The longest configured code root that starts the name is replaced by its group:
///    `SemanticColor.Bg.Neutral.default` → `color.Bg.Neutral.default`; `AppTheme.` is dropped.
/// 3. The words are compared: one token → `.token`, several → `.ambiguous`, a group of
///    tokens (`gridLayout.timeHeaderWidth`) → `.group`.
/// 4. In code, trailing lower-case segments are members, not names: the longest prefix that
///    names a token wins (`SemanticColor.Stroke.Brand.default.cgColor`).
/// 5. Otherwise the name is checked only when its first word is the first word of some
///    token (a known group): then it is `.unknown` with suggestions; else `.none`
///    (`AppTheme.Colors.surface`: no token group `colors`). With a `<!-- tokens: g -->`
///    hint, names are relative to `g` and always checked.
///
/// A class: every table, recipe and prose scan of every doc holds the one binder, and a
/// copy of the struct it was retained each of its index's tables (a binding asked for
/// copied it again).
package final class TokenBinder: Sendable {
    package enum Style: Hashable, Sendable {
        /// A table cell: the whole name must match.
        case cell
        /// A reference in Swift code: member accesses after the name are ignored.
        case code
    }

    let index: TokenNameIndex
    /// Code roots split into segments, longest first.
    private let prefixes: [(code: [String], group: [String])]
    /// The most segments a code root has.
    private let longestPrefix: Int
    /// The bindings made so far, shared by the copies of this binder (`bind`): docs name
    /// the same tokens again and again (a drift-heavy repo of 1000 docs binds 12,000 names,
    /// 4,582 of them different), and a binding depends on nothing but its `MemoKey` (the
    /// index and the code roots are the binder's, fixed).
    let memo = SharedMemo<MemoKey, TokenBinding>(capacity: 1 << 16)

    /// What a binding depends on, besides the binder.
    /// The texts by their bytes (`ExactText`): a binding keeps what it was given, such as
    /// an unknown name's reference as written.
    struct MemoKey: Hashable, Sendable {
        let text: ExactText
        let style: Style
        let group: ExactText?
    }

    package init(index: TokenNameIndex, prefixes: [Configuration.Prefix]) {
        self.index = index
        self.prefixes = prefixes
            .map { (code: $0.code.split(separator: ".").map { $0.lowercased() },
                    group: $0.group.split(separator: ".").map(String.init)) }
            .filter { !$0.code.isEmpty }
            .sorted { $0.code.count > $1.code.count }
        longestPrefix = self.prefixes.first?.code.count ?? 0
    }

    /// The segments of `text` after removing braces and mapping a code root.
    package func segments(_ text: String) -> [String] {
        mappingCodeRoot(Self.pieces(of: Self.writtenName(text))).segments
    }

    /// `text` without the spaces around it, and without braces and a Style Dictionary
    /// `.value` inside them.
    private static func writtenName(_ text: String) -> String {
        var name = text.trimmingSpacesAndNewlines()
        if name.isASCII {
            // A byte is a character here (a `\r\n` inside does not touch the braces), so the
            // braces are dropped as bytes, without walking the name by characters.
            let bytes = name.utf8
            if bytes.count >= 2, bytes.first == UInt8(ascii: "{"), bytes.last == UInt8(ascii: "}") {
                name = String(Substring(bytes.dropFirst().dropLast())).trimmingSpacesAndNewlines()
                if name.hasSuffix(".value") { name = String(name.dropLast(6)) }
            }
        } else if name.hasPrefix("{"), name.hasSuffix("}"), name.count >= 2 {
            name = String(name.dropFirst().dropLast()).trimmingSpacesAndNewlines()
            if name.hasSuffix(".value") { name = String(name.dropLast(6)) }
        }
        return name
    }

    /// The non-empty pieces of `name` between dots.
    private static func pieces(of name: String) -> [String] {
        // ASCII: a byte is a character, so the bytes can be split directly.
        if name.isASCII { return name.asciiPieces(separatedBy: UInt8(ascii: ".")) }
        return name.split(separator: ".", omittingEmptySubsequences: true).map(String.init)
    }

    /// `segments` with the longest configured code root that starts them replaced by its
    /// group, and whether one was.
    private func mappingCodeRoot(_ segments: [String]) -> (segments: [String], mapped: Bool) {
        guard longestPrefix > 0 else { return (segments, false) }
        // Lower-cased once, not once per code root.
        let lowered = segments.prefix(longestPrefix).map { $0.lowercased() }
        for prefix in prefixes where segments.count >= prefix.code.count {
            if zip(lowered, prefix.code).allSatisfy({ $0 == $1 }) {
                return (prefix.group + segments.dropFirst(prefix.code.count), true)
            }
        }
        return (segments, false)
    }

    /// Binds `text`, relative to `group` when a tokens hint gives one; a text bound before
    /// is answered from `memo`.
    package func bind(_ text: String, style: Style, group: String? = nil) -> TokenBinding {
        memo.value(for: MemoKey(text: ExactText(text), style: style, group: group.map(ExactText.init))) {
            makeBinding(text, style: style, group: group)
        }
    }

    /// `bind`, worked out.
    private func makeBinding(_ text: String, style: Style, group: String?) -> TokenBinding {
        let name = Self.writtenName(text)
        let (segments, mapped) = mappingCodeRoot(Self.pieces(of: name))
        // A dot always ends a word, so the words of an ASCII name left as written are its
        // segments' words: split whole, without an array of words for every segment.
        let words = !mapped && name.isASCII ? NameWords.splitASCII(name) : segments.flatMap(NameWords.split)
        guard !words.isEmpty else { return .none(reason: "no name") }
        if let group {
            let groupWords = NameWords.split(group)
            let relative = groupWords + words
            if let binding = lookup(relative) { return binding }
            if words.starts(with: groupWords), let binding = lookup(words) { return binding }
            let reference = NameWords.join(relative, separator: UInt8(ascii: "."))
            return .unknown(reference: reference, suggestions: index.suggestions(for: reference))
        }
        if let binding = lookup(words) { return binding }
        // Code roots match without case (`Color.bg` and `color.bg` under `Color` →
        // `color.semantic`), so a token path that starts with the root's word
        // (`{color.base.gray}`) was read under the root's group and never found: a name
        // the root's group does not hold is looked up as written.
        if mapped, let binding = lookup(name.isASCII ? NameWords.splitASCII(name) : Self.pieces(of: name).flatMap(NameWords.split)) {
            return binding
        }
        if style == .code {
            var kept = segments
            while kept.count > 1, let last = kept.last, last.first?.isLowercase == true {
                kept.removeLast()
                if let binding = lookup(kept.flatMap(NameWords.split)), case .token = binding { return binding }
            }
        }
        guard index.firstWords.contains(words[0]) else {
            return .none(reason: "no token group '\(words[0])'")
        }
        let reference = NameWords.join(words, separator: UInt8(ascii: "."))
        return .unknown(reference: reference, suggestions: index.suggestions(for: reference))
    }

    /// The token (or tokens, or group) with exactly these words.
    /// The token named by a spelling made of words alone (a CSS custom property, an SCSS
    /// variable, a Figma path: `--vapor-color-canvas`, `$bg-primary-100`,
    /// `fg/neutral-muted`): the words as they are, else with the longest code root whose
    /// words start them replaced by its group (`vapor` → nothing). Nil unless exactly one
    /// token has them.
    func spelledToken(_ words: [String]) -> String? {
        if case .token(let name)? = lookup(words) { return name }
        for prefix in prefixes {
            let code = prefix.code.flatMap(NameWords.split)
            guard !code.isEmpty, words.count > code.count, words.starts(with: code) else { continue }
            let mapped = prefix.group.flatMap(NameWords.split) + words.dropFirst(code.count)
            if case .token(let name)? = lookup(mapped) { return name }
        }
        return nil
    }

    func lookup(_ words: [String]) -> TokenBinding? {
        let key = TokenNameIndex.key(words)
        let tokens = index.tokens(key: key)
        if tokens.count == 1 { return .token(tokens[0]) }
        if tokens.count > 1 { return .ambiguous(tokens) }
        if let group = index.group(key: key) { return .group(group) }
        return nil
    }

    /// The token a value cell of column mode `mode` states, for an entry bound to
    /// `binding`: the token itself when it has a value for the mode (or no mode is given),
    /// else the token or group followed by the mode (`gridLayout.timeHeaderWidth.ipad`).
    package func token(for binding: TokenBinding, mode: String?) -> String? {
        switch binding {
        case .token(let name):
            guard let mode, !index.token(name, hasMode: mode.lowercased()) else { return name }
            let tokens = index.tokens(words: NameWords.split(name) + NameWords.split(mode))
            return tokens.count == 1 ? tokens[0] : name
        case .group(let group):
            guard let mode else { return nil }
            let tokens = index.tokens(words: NameWords.split(group) + NameWords.split(mode))
            return tokens.count == 1 ? tokens[0] : nil
        case .ambiguous, .unknown, .none:
            return nil
        }
    }
}
