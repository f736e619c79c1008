/// Reads the Swift code of a component recipe and pulls out every literal that matters for
/// design, with its exact place in the Markdown file: spacing, padding, frames, corner
/// radii, font sizes and styles, line widths, opacities, scales, shadows, animations,
/// transitions, durations, colors, and token names. Never fails: what it does not
/// understand is skipped and reported in `RecipeScan.skipped`.
///
/// Positions: `origin` is where the first character of the first code line sits in the
/// .md file. Code line N is .md line `origin.line + N - 1`, and code column C is .md column
/// `origin.column + C - 1` on every line (a fence indented by K columns has its content
/// lines indented by K too, which cmark strips).
///
/// Interactivity heuristic: a literal is interactive when it lies in the arguments,
/// trailing closures or modifier chain of a `Button`, `Toggle`, `Link`, `NavigationLink`,
/// `Menu`, `Picker`, `Stepper`, `Slider`, `TextField`, … or anywhere in a modifier chain
/// (root view included) that has `.onTapGesture`, `.onLongPressGesture`, `.gesture`,
/// `.buttonStyle`. A `.buttonStyle` on a container therefore marks all its content.
public struct SwiftScanner {
    /// Scans one code block.
    public static func scan(code: String, origin: SourceLocation) -> RecipeScan {
        var scanner = SwiftScanner(code: code, origin: origin)
        scanner.run()
        return scanner.result
    }

    let origin: SourceLocation
    let tokens: [SwiftToken]
    let brackets: SwiftBrackets
    let tokenizerSkipped: [SwiftTokenizer.Skipped]
    let evaluator = SwiftValueEvaluator()
    var result = RecipeScan()
    /// Per token: inside an interactive element.
    var interactive: [Bool] = []
    /// Calls around the current token: `(` index, `)` index, first token of the callee.
    var openCalls: [(open: Int, close: Int, start: Int)] = []
    /// Colors already taken cover tokens up to here (exclusive).
    var colorsCoveredUntil = 0
    var animationStarts: Set<Int> = []
    /// Token references met as whole arguments, by first token: what they set, and where.
    var referenceKinds: [Int: (kind: LiteralKind?, context: String)] = [:]
    /// The last call reported as too deep to read, as token indices.
    var lastSkippedCall: (first: Int, last: Int)?

    init(code: String, origin: SourceLocation) {
        self.origin = origin
        let tokenizer = SwiftTokenizer(code)
        tokens = tokenizer.tokens
        tokenizerSkipped = tokenizer.skipped
        brackets = SwiftBrackets(tokenizer.tokens)
    }

    mutating func run() {
        collectSkipped()
        markInteractive()
        for i in tokens.indices {
            while let top = openCalls.last, i > top.close { openCalls.removeLast() }
            let t = tokens[i]
            if t.isPunctuation("("), i > 0, tokens[i - 1].isIdentifier, tokens[i - 1].endLine == t.line,
               let close = brackets.partner[i] {
                let start = i >= 2 && tokens[i - 2].isPunctuation(".") ? i - 2 : i - 1
                openCalls.append((i, close, start))
                visitCall(name: tokens[i - 1].text, isMember: start == i - 2, open: i, close: close, start: start)
            }
            if i >= colorsCoveredUntil { findColor(at: i) }
            findAnimation(at: i)
            findTokenReference(at: i)
        }
        result.literals.sort { ($0.range, $0.context) < ($1.range, $1.context) }
        result.hitAreas = RecipeHitArea.hitAreas(in: self)
    }

    // MARK: - Positions and text

    func location(line: Int, column: Int) -> SourceLocation {
        SourceLocation(file: origin.file, line: origin.line + line - 1, column: origin.column + column - 1)
    }

    /// The .md range of tokens `first...last`.
    func range(_ first: Int, _ last: Int) -> SourceRange {
        SourceRange(start: location(line: tokens[first].line, column: tokens[first].column),
                    end: location(line: tokens[last].endLine, column: tokens[last].endColumn))
    }

    func range(_ tokenRange: Range<Int>) -> SourceRange {
        range(tokenRange.lowerBound, max(tokenRange.upperBound - 1, tokenRange.lowerBound))
    }

    /// The text of tokens `first...last` as written, comments dropped and whitespace
    /// collapsed to one space (none next to a bracket across a line break). Long texts
    /// are cut at `contextLimit` characters, ending in `…`.
    func text(_ first: Int, _ last: Int) -> String {
        var out = ""
        var count = 0
        var i = first
        while i <= last {
            let t = tokens[i]
            if i > first && t.spaceBefore {
                let previous = tokens[i - 1]
                let acrossLines = t.line != previous.endLine
                let hugsBracket = previous.text == "(" || previous.text == "[" || t.text == ")" || t.text == "]"
                if !(acrossLines && hugsBracket) {
                    out += " "
                    count += 1
                }
            }
            out += t.text
            count += t.text.count
            if count > Self.contextLimit { return String(out.prefix(Self.contextLimit)) + "…" }
            i += 1
        }
        return out
    }

    /// The longest context kept, in characters.
    static let contextLimit = 160

    /// The call the token is an argument of (innermost), as text.
    func enclosingContext(of tokenRange: Range<Int>) -> String {
        if let call = openCalls.last(where: { $0.open < tokenRange.lowerBound && $0.close >= tokenRange.upperBound }) {
            return text(call.start, call.close)
        }
        return text(tokenRange.lowerBound, tokenRange.upperBound - 1)
    }

    mutating func emit(_ kind: LiteralKind, _ value: DesignValue, _ tokenRange: Range<Int>, context: String) {
        guard !tokenRange.isEmpty else { return }
        result.literals.append(RecipeLiteral(kind: kind, value: value, range: range(tokenRange), context: context,
                                             isInteractive: interactive[tokenRange.lowerBound]))
    }

    // MARK: - Skipped code

    mutating func collectSkipped() {
        var skipped = tokenizerSkipped.map {
            SourceRange(start: location(line: $0.line, column: $0.column), end: location(line: $0.endLine, column: $0.endColumn))
        }
        for i in brackets.unmatched {
            skipped.append(tokens[i].isOpener ? range(i, tokens.count - 1) : range(i, i))
        }
        result.skipped = skipped.sorted()
    }

    /// Whether the token lies in the last span reported as too deep.
    func isSkipped(_ index: Int) -> Bool {
        guard let previous = lastSkippedCall else { return false }
        return index >= previous.first && index <= previous.last
    }

    /// Reports tokens `first...last` as skipped, unless a reported span holds them
    /// (calls arrive outermost first, so only the outermost too-deep call is reported).
    mutating func skip(_ first: Int, _ last: Int) {
        if let previous = lastSkippedCall, first >= previous.first, last <= previous.last { return }
        lastSkippedCall = (first, last)
        result.skipped.append(range(first, last))
        result.skipped.sort()
    }
}
