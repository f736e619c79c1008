/// Token names written in the prose of the docs: code spans in paragraphs and headings
/// (`{spacing.medium}`, `.padding(AppTheme.Spacing.medium)`), bound like recipe code, and
/// code blocks of any language (JSON, CSS, plain text); in both, also the spellings of
/// `TokenSpellings` (`--color-canvas`, `$bg-primary-100`, `fg/neutral-muted`). A token
/// named there is documented, so `undocumented-token` leaves it alone; nothing else is
/// reported from them (a code span is often an example, not a claim).
package enum ProseTokenMentions {
    /// The names of the tokens the prose of `markdown` names. Worked out once per doc
    /// while the docs are extracted (in parallel, with the binder the tables use), not
    /// per check with an index of its own.
    static func tokenNames(in markdown: MarkdownDocument, binder: TokenBinder) -> Set<String> {
        var names = Set<String>()
        let codeBlocks = markdown.allBlocks.compactMap { block -> String? in
            guard case .codeBlock(let code) = block else { return nil }
            return code.code
        }
        for text in codeSpans(in: markdown) + codeBlocks {
            for candidate in candidates(in: text) {
                if case .token(let name) = binder.bind(candidate, style: .code) { names.insert(name) }
            }
            for words in TokenSpellings.candidates(in: text) {
                if let name = binder.spelledToken(words) { names.insert(name) }
            }
        }
        return names
    }

    /// The names written in a code span, left to right, not overlapping: what the pattern
    /// `\{[A-Za-z0-9_.\-]+\}|[A-Za-z][A-Za-z0-9_]*(?:\.[A-Za-z0-9_\-]+)+` matches (`{a.b.c}`,
    /// or a dotted name: `Spacing.medium`, `icon.size.sm`; one whose first word is no token
    /// group binds to nothing). Read by hand: a regex
    /// literal is compiled again on every call, which cost more than the matching.
    package static func candidates(in span: String) -> [String] {
        guard span.utf8.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: ".") }) else { return [] }
        let characters = Array(span)
        // A character counts only when it is one ASCII scalar; anything else matches nothing.
        let bytes = characters.map { $0.unicodeScalars.count == 1 && $0.isASCII ? $0.asciiValue! : 0 }
        func isWord(_ byte: UInt8) -> Bool {
            byte.isASCIILetter || byte.isASCIIDigit || byte == 0x5F
        }
        func isSegment(_ byte: UInt8) -> Bool { isWord(byte) || byte == UInt8(ascii: "-") }
        func isBraced(_ byte: UInt8) -> Bool { isSegment(byte) || byte == UInt8(ascii: ".") }
        var result: [String] = []
        var start = 0
        while start < bytes.count {
            var end: Int?
            if bytes[start] == UInt8(ascii: "{") {
                var next = start + 1
                while next < bytes.count, isBraced(bytes[next]) { next += 1 }
                if next > start + 1, next < bytes.count, bytes[next] == UInt8(ascii: "}") { end = next + 1 }
            } else if bytes[start].isASCIILetter {
                var next = start + 1
                while next < bytes.count, isWord(bytes[next]) { next += 1 }
                // One or more `.segment`.
                while next + 1 < bytes.count, bytes[next] == UInt8(ascii: "."), isSegment(bytes[next + 1]) {
                    next += 2
                    while next < bytes.count, isSegment(bytes[next]) { next += 1 }
                    end = next
                }
            }
            if let end {
                result.append(String(characters[start..<end]))
                start = end
            } else {
                start += 1
            }
        }
        return result
    }

    /// The names of the tokens the docs' prose names.
    package static func tokenNames(in model: DesignModel) -> Set<String> {
        model.docs.reduce(into: Set<String>()) { $0.formUnion($1.proseTokenNames) }
    }

    /// The code spans of every paragraph and heading, nested emphasis and links included.
    private static func codeSpans(in markdown: MarkdownDocument) -> [String] {
        codeSpansByBlock(in: markdown).flatMap(\.spans)
    }

    /// The code spans of each paragraph and heading that has some, with the block's range,
    /// in document order.
    package static func codeSpansByBlock(in markdown: MarkdownDocument) -> [(range: SourceRange, spans: [String])] {
        var result: [(range: SourceRange, spans: [String])] = []
        for block in markdown.allBlocks {
            var pending: [Markdown.Inline]
            switch block {
            case .paragraph(let paragraph): pending = paragraph.inlines
            case .heading(let heading): pending = heading.inlines
            default: continue
            }
            var spans: [String] = []
            while let inline = pending.popLast() {
                switch inline {
                case .code(let code): spans.append(code)
                case .emphasis(let children), .strong(let children), .strikethrough(let children): pending += children
                case .link(let link): pending += link.children
                default: break
                }
            }
            // The stack visits the inlines last first.
            if !spans.isEmpty { result.append((block.range, spans.reversed())) }
        }
        return result
    }
}
