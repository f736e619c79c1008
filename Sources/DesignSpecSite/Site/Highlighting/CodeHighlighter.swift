import DesignSpecCore

/// Highlights code by a `CodeLexicon`: comments, strings, numbers, keywords and types
/// become `<span class="tok-…">` around escaped text, the classes `SwiftHighlighter`
/// writes, so every language takes the theme's colours. One pass, linear in the code's
/// length, no recursion; anything it does not recognise is written as escaped plain text.
struct CodeHighlighter {
    let lexicon: CodeLexicon
    private let scalars: [Unicode.Scalar]
    private let code: String
    /// Where each scalar starts in `code` (and its end), so runs are copied, not rebuilt.
    private let offsets: [String.Index]
    private var output = ""
    private var index = 0
    /// Scalars from `plainStart` up to `index` are plain text not yet written.
    private var plainStart = 0

    /// The highlighted HTML of `code` in `language`; Swift and markup have their own readers.
    static func html(_ code: String, _ language: CodeLanguage) -> String {
        switch language {
        case .swift: return SwiftHighlighter.html(code)
        case .markup: return MarkupHighlighter.html(code)
        default:
            guard let lexicon = CodeLexicon.of(language) else { return HTML.escape(code) }
            var highlighter = CodeHighlighter(lexicon: lexicon, code: code)
            return highlighter.run()
        }
    }

    init(lexicon: CodeLexicon, code: String) {
        self.lexicon = lexicon
        self.code = code
        scalars = Array(code.unicodeScalars)
        offsets = Array(code.unicodeScalars.indices) + [code.endIndex]
        output.reserveCapacity(code.utf8.count * 2)
    }

    private mutating func run() -> String {
        while index < scalars.count {
            if let end = commentEnd() {
                emit("comment", end)
            } else if lexicon.quotes.contains(scalars[index]) {
                let end = stringEnd()
                emit(isKey(after: end) ? "type" : "string", end)
            } else if SwiftHighlighter.isDigit(scalars[index]) && !isNamePart(before: index) {
                emit("number", nameEnd(from: index + 1, allowingDot: true))
            } else if lexicon.hashColours, scalars[index] == "#", index + 1 < scalars.count, scalars[index + 1].properties.isASCIIHexDigit,
                      !isNamePart(before: index) {
                emit("number", nameEnd(from: index + 1, allowingDot: false))
            } else if lexicon.customProperties, starts(["-", "-"], at: index), !isNamePart(before: index) {
                emit("type", nameEnd(from: index + 2, allowingDot: false))
            } else if lexicon.dashOptions, scalars[index] == "-", index > 0, scalars[index - 1] == " ",
                      index + 1 < scalars.count, scalars[index + 1] == "-" || SwiftHighlighter.isIdentifierStart(scalars[index + 1]) {
                emit("type", nameEnd(from: index + 1, allowingDot: false))
            } else if lexicon.dollarVariables, scalars[index] == "$", let end = variableEnd() {
                emit("type", end)
            } else if lexicon.atNamesAreKeywords, scalars[index] == "@", index + 1 < scalars.count,
                      SwiftHighlighter.isIdentifierStart(scalars[index + 1]) {
                emit("keyword", nameEnd(from: index + 1, allowingDot: false))
            } else if isNameStart(scalars[index]) && !isNamePart(before: index) {
                let end = nameEnd(from: index + 1, allowingDot: false)
                let previous = index > 0 ? scalars[index - 1] : " "
                if previous != ".", lexicon.keywords.contains(text(index..<end)) {
                    emit("keyword", end)
                } else if lexicon.capitalisedTypes, SwiftHighlighter.isUppercase(scalars[index]) {
                    emit("type", end)
                } else {
                    index = end
                }
            } else {
                index += 1
            }
        }
        flushPlain()
        return output
    }

    // MARK: Tokens

    /// The end of the comment starting at `index`, nil when none starts there.
    private func commentEnd() -> Int? {
        for mark in lexicon.lineComments where starts(mark, at: index) {
            if lexicon.lineCommentAfterSpaceOnly, index > 0, !scalars[index - 1].properties.isWhitespace { continue }
            var end = index + mark.count
            while end < scalars.count, scalars[end] != "\n" { end += 1 }
            return end
        }
        for (open, close) in lexicon.blockComments where starts(open, at: index) {
            var end = index + open.count
            while end < scalars.count, !starts(close, at: end) { end += 1 }
            return min(scalars.count, end + close.count)
        }
        return nil
    }

    /// The end of the string starting at `index`: after its closing quote, or at the end
    /// of the line (of the code, for a multi-line quote) when it is not closed.
    private func stringEnd() -> Int {
        let quote = scalars[index]
        if lexicon.tripleQuotes, starts([quote, quote, quote], at: index) {
            var end = index + 3
            while end < scalars.count, !starts([quote, quote, quote], at: end) { end += 1 }
            end += 3
            // `"""a""""` ends with its last three quotes, the one before them is text.
            while end < scalars.count, scalars[end] == quote { end += 1 }
            return min(scalars.count, end)
        }
        let multiline = lexicon.multilineQuotes.contains(quote)
        var end = index + 1
        while end < scalars.count {
            let scalar = scalars[end]
            if scalar == "\\", !lexicon.quotesWithoutEscapes.contains(quote) {
                end += 2
                continue
            }
            if scalar == "\n", !multiline { return end }
            if scalar == quote { return end + 1 }
            end += 1
        }
        return scalars.count
    }

    /// Whether the string ending at `end` is a key: followed by `:` (spaces between).
    private func isKey(after end: Int) -> Bool {
        guard lexicon.stringKeys else { return false }
        var next = end
        while next < scalars.count, scalars[next] == " " || scalars[next] == "\t" { next += 1 }
        return next < scalars.count && scalars[next] == ":"
    }

    /// The end of `$name`, `$1`, `$?` or `${…}` at `index`, nil for a lone `$`.
    private func variableEnd() -> Int? {
        guard index + 1 < scalars.count else { return nil }
        let next = scalars[index + 1]
        if next == "{" {
            var end = index + 2
            while end < scalars.count, scalars[end] != "}", scalars[end] != "\n" { end += 1 }
            return min(scalars.count, end + 1)
        }
        if SwiftHighlighter.isIdentifierStart(next) {
            var end = index + 2
            while end < scalars.count, SwiftHighlighter.isIdentifierStart(scalars[end]) || SwiftHighlighter.isDigit(scalars[end]) { end += 1 }
            return end
        }
        if SwiftHighlighter.isDigit(next) || "?!#@*$".unicodeScalars.contains(next) { return index + 2 }
        return nil
    }

    /// The end of a name or number whose rest starts at `start` (`16px`, `0x1F`, `2.5`).
    private func nameEnd(from start: Int, allowingDot: Bool) -> Int {
        var end = start
        while end < scalars.count {
            let scalar = scalars[end]
            if isNamePart(scalar) || (allowingDot && scalar == "." && end + 1 < scalars.count && SwiftHighlighter.isDigit(scalars[end + 1])) {
                end += 1
            } else {
                break
            }
        }
        return end
    }

    private func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
        SwiftHighlighter.isIdentifierStart(scalar) || (scalar == "$" && lexicon.nameScalars.contains("$"))
    }

    private func isNamePart(_ scalar: Unicode.Scalar) -> Bool {
        SwiftHighlighter.isIdentifierStart(scalar) || SwiftHighlighter.isDigit(scalar) || lexicon.nameScalars.contains(scalar)
    }

    /// Whether the scalar before `position` continues a name (the `2` of `h2`, the `px`
    /// of `a-px`), so what starts at `position` is not a token of its own.
    private func isNamePart(before position: Int) -> Bool {
        position > 0 && isNamePart(scalars[position - 1])
    }

    private func starts(_ mark: [Unicode.Scalar], at position: Int) -> Bool {
        guard position + mark.count <= scalars.count else { return false }
        for (offset, scalar) in mark.enumerated() where scalars[position + offset] != scalar { return false }
        return true
    }

    // MARK: Output

    private func text(_ range: Range<Int>) -> String {
        String(code.unicodeScalars[offsets[range.lowerBound]..<offsets[range.upperBound]])
    }

    private mutating func flushPlain() {
        if plainStart < index { HTML.escape(text(plainStart..<index), into: &output) }
    }

    /// Writes the scalars from `index` to `end` as a token of `kind` and moves past them.
    private mutating func emit(_ kind: String, _ end: Int) {
        flushPlain()
        output += "<span class=\"tok-"
        output += kind
        output += "\">"
        HTML.escape(text(index..<end), into: &output)
        output += "</span>"
        index = end
        plainStart = end
    }
}
