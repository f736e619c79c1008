import DesignSpecCore

/// Splits a template into text, line ends and tags, following set-delimiter tags as it
/// goes. Positions are counted in characters, 1-based.
struct TemplateScanner {
    private let characters: [Character]
    private let source: String
    private var opening: [Character] = ["{", "{"]
    private var closing: [Character] = ["}", "}"]
    private var index = 0
    private var line = 1
    private var column = 1

    init(text: String, source: String) {
        characters = Array(text)
        self.source = source
    }

    mutating func tokens() throws(TemplateError) -> [TemplateToken] {
        var tokens: [TemplateToken] = []
        var text = ""
        func flush() {
            if !text.isEmpty { tokens.append(.text(text)) }
            text = ""
        }
        while index < characters.count {
            if matches(opening, at: index) {
                flush()
                tokens.append(.tag(try scanTag()))
                continue
            }
            let character = characters[index]
            if character == "\n" || character == "\r\n" {
                flush()
                tokens.append(.newline(String(character)))
            } else {
                text.append(character)
            }
            advance(by: 1)
        }
        flush()
        return tokens
    }

    private var location: SourceLocation {
        SourceLocation(file: source, line: line, column: column)
    }

    private func matches(_ delimiter: [Character], at position: Int) -> Bool {
        guard position + delimiter.count <= characters.count else { return false }
        return characters[position..<position + delimiter.count].elementsEqual(delimiter)
    }

    private mutating func advance(by count: Int) {
        for _ in 0..<count {
            if characters[index] == "\n" || characters[index] == "\r\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }
    }

    /// Scans one tag starting at the opening delimiter.
    private mutating func scanTag() throws(TemplateError) -> TemplateToken.Tag {
        let start = location
        advance(by: opening.count)
        let triple = index < characters.count && characters[index] == "{"
        let end = triple ? ["}"] + closing : closing
        if triple { advance(by: 1) }
        var finish = index
        while finish < characters.count, !matches(end, at: finish) { finish += 1 }
        guard finish < characters.count else {
            throw TemplateError(.unclosedTag(closingDelimiter: String(end)), at: start)
        }
        let content = String(characters[index..<finish]).trimmingWhitespace
        advance(by: finish - index + end.count)
        if triple {
            return try tag(.unescaped, content, start)
        }
        switch content.first {
        case "!": return TemplateToken.Tag(kind: .comment, name: "", location: start)
        case "=": return try setDelimiters(content, start)
        case "#": return try tag(.section, content.dropFirst(), start)
        case "^": return try tag(.inverted, content.dropFirst(), start)
        case "/": return try tag(.close, content.dropFirst(), start)
        case ">": return try tag(.partial, content.dropFirst(), start)
        case "<": return try tag(.parent, content.dropFirst(), start)
        case "$": return try tag(.block, content.dropFirst(), start)
        case "&": return try tag(.unescaped, content.dropFirst(), start)
        default: return try tag(.variable, content, start)
        }
    }

    private func tag(
        _ kind: TemplateToken.Tag.Kind, _ content: some StringProtocol, _ start: SourceLocation
    ) throws(TemplateError) -> TemplateToken.Tag {
        let name = String(content).trimmingWhitespace
        let valid = switch kind {
        case .variable, .unescaped, .section, .inverted, .close: TemplateName(name) != nil
        default: !name.isEmpty && !name.contains(where: \.isWhitespace)
        }
        guard valid else { throw TemplateError(.invalidName(name), at: start) }
        return TemplateToken.Tag(kind: kind, name: name, location: start)
    }

    /// `{{=<% %>=}}`: two delimiters separated by whitespace, effective right after the tag.
    private mutating func setDelimiters(
        _ content: String, _ start: SourceLocation
    ) throws(TemplateError) -> TemplateToken.Tag {
        let parts = content.count >= 2 && content.hasSuffix("=")
            ? content.dropFirst().dropLast().split(whereSeparator: \.isWhitespace)
            : []
        guard parts.count == 2, !parts.contains(where: { $0.contains("=") }) else {
            throw TemplateError(.invalidDelimiters(content), at: start)
        }
        opening = Array(parts[0])
        closing = Array(parts[1])
        return TemplateToken.Tag(kind: .delimiters, name: "", location: start)
    }
}

fileprivate extension String {
    /// The string without leading and trailing whitespace and line ends.
    var trimmingWhitespace: String {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
              let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[first...last])
    }
}
