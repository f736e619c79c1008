/// Turns scanned tokens into template nodes: settles standalone lines, then nests
/// sections, parents and blocks.
///
/// A line is standalone when it holds only whitespace and tags that are not
/// interpolations: one such tag, or several when one of them opens or closes a parent
/// (`{{<layout}}{{$body}}` on a line of its own). A standalone line is removed, whitespace
/// and line end included; every other line starts with a `lineStart` node.
struct TemplateParser {
    /// How deep sections, parents and blocks may nest in one template.
    static let nestingLimit = 100

    private let tokens: [TemplateToken]

    init(tokens: [TemplateToken]) {
        self.tokens = tokens
    }

    func parse() throws(TemplateError) -> [TemplateNode] {
        let lines = Self.lines(of: tokens)
        var builder = TemplateTreeBuilder()
        for (number, line) in lines.enumerated() {
            let leading = Self.leadingWhitespace(of: line)
            if Self.isStandalone(line, open: builder.openKinds) {
                let next = number + 1 < lines.count ? Self.leadingWhitespace(of: lines[number + 1]) : ""
                for case .tag(let tag) in line {
                    try builder.add(tag, standaloneIndentation: leading, blockIndentation: next)
                }
                continue
            }
            builder.append(.lineStart(indentation: leading))
            for (position, token) in line.enumerated() {
                switch token {
                case .text(let text):
                    let rest = position == 0 ? String(text.dropFirst(leading.count)) : text
                    if !rest.isEmpty { builder.append(.text(Array(rest.utf8))) }
                case .newline(let newline):
                    builder.append(.text(Array(newline.utf8)))
                case .tag(let tag):
                    try builder.add(tag, standaloneIndentation: nil, blockIndentation: leading)
                }
            }
        }
        return try builder.finish()
    }

    /// The tokens split into lines, each with its line end when it has one.
    private static func lines(of tokens: [TemplateToken]) -> [[TemplateToken]] {
        var lines: [[TemplateToken]] = []
        var current: [TemplateToken] = []
        for token in tokens {
            current.append(token)
            if case .newline = token {
                lines.append(current)
                current = []
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// The spaces and tabs a line starts with.
    private static func leadingWhitespace(of line: [TemplateToken]) -> String {
        guard case .text(let text)? = line.first else { return "" }
        return String(text.prefix { $0 == " " || $0 == "\t" })
    }

    private static func isStandalone(_ line: [TemplateToken], open: [TemplateToken.Tag.Kind]) -> Bool {
        var tags: [TemplateToken.Tag] = []
        for token in line {
            switch token {
            case .tag(let tag): tags.append(tag)
            case .newline: break
            case .text: if !token.isWhitespaceText { return false }
            }
        }
        guard !tags.isEmpty, tags.allSatisfy(\.canStandAlone) else { return false }
        if tags.count == 1 { return true }
        // Several tags stand alone together only around a parent.
        var open = open
        for tag in tags {
            switch tag.kind {
            case .parent: return true
            case .section, .inverted, .block: open.append(tag.kind)
            case .close: if open.popLast() == .parent { return true }
            default: break
            }
        }
        return false
    }
}
