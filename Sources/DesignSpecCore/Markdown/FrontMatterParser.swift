/// Reads a doc's leading YAML front matter and hides it from cmark.
///
/// The block opens with `---` on the first line (after a byte-order mark, if any) and
/// closes with a line `---` or `...`. Its lines are blanked, each line ending kept, so
/// every line and column of the rest of the doc stays where it is in the file.
///
/// The YAML read is a subset, on purpose: `key: value` lines at the left margin whose
/// values are scalars (plain, `'single'` with `''`, `"double"` with `\` escapes), booleans
/// (`true`, `false`), integers and `null`/`~`; `#` comments; lists of scalars, in flow
/// (`[a, b]`) or block form (`- a` lines under `key:`). Anything else (nested maps,
/// anchors and aliases, tags, multi-line scalars, flow maps) is a `Problem` at its line
/// and column, never a crash; the rest of the block is still read.
enum FrontMatterParser {
    /// The text cmark is to parse and the front matter read from `source`.
    struct Split {
        var text: String
        var frontMatter: FrontMatter?
    }

    static func split(_ source: String, file: String) -> Split {
        var scalars = source.unicodeScalars[...]
        if scalars.first == "\u{FEFF}" { scalars = scalars.dropFirst() }
        guard scalars.starts(with: "---".unicodeScalars) else { return Split(text: source, frontMatter: nil) }
        var lines: [(text: String, ending: String)] = []
        var closing: Int?
        var index = scalars.startIndex
        var start = index
        func endLine(at end: String.UnicodeScalarView.Index, next: String.UnicodeScalarView.Index) -> Bool {
            let text = String(String.UnicodeScalarView(scalars[start..<end]))
            lines.append((text, String(String.UnicodeScalarView(scalars[end..<next]))))
            let marker = text.trimmingTrailingBlanks()
            if lines.count == 1 { return marker != "---" }
            if marker == "---" || marker == "..." {
                closing = lines.count - 1
                return true
            }
            return false
        }
        while index < scalars.endIndex {
            let scalar = scalars[index]
            guard scalar == "\n" || scalar == "\r" else {
                index = scalars.index(after: index)
                continue
            }
            var next = scalars.index(after: index)
            if scalar == "\r", next < scalars.endIndex, scalars[next] == "\n" { next = scalars.index(after: next) }
            if endLine(at: index, next: next) { break }
            index = next
            start = next
        }
        if index == scalars.endIndex, start < scalars.endIndex || lines.isEmpty {
            _ = endLine(at: scalars.endIndex, next: scalars.endIndex)
        }
        guard let first = lines.first, first.text.trimmingTrailingBlanks() == "---" else {
            return Split(text: source, frontMatter: nil)
        }
        guard let closing else {
            let problem = FrontMatter.Problem(
                text: FindingMessage(
                    en: "the front matter opened by \(code: "---") on line 1 is never closed by a \(code: "---") or \(code: "...") line, so none of it is read and the doc is shown as it is",
                    ko: "1번 줄의 \(code: "---")로 연 프런트 매터를 닫는 \(code: "---") 또는 \(code: "...") 줄이 없습니다. 프런트 매터를 읽지 않고 문서를 그대로 보여 줍니다"),
                location: SourceLocation(file: file, line: 1, column: 1))
            return Split(text: source, frontMatter: FrontMatter(problems: [problem], lines: 1...1))
        }
        var reader = Reader(file: file)
        for number in 1..<closing {
            reader.read(lines[number].text, line: number + 1)
        }
        reader.finish()
        var text = lines[...closing].map(\.ending).joined()
        // The lines after the block, from the scalar after the closing line's ending.
        var consumed = 0
        for line in lines[...closing] { consumed += line.text.unicodeScalars.count + line.ending.unicodeScalars.count }
        text += String(String.UnicodeScalarView(scalars.dropFirst(consumed)))
        return Split(text: text, frontMatter: FrontMatter(entries: reader.entries, problems: reader.problems, lines: 1...(closing + 1)))
    }

    /// Reads the block's lines one by one.
    private struct Reader {
        var file: String
        var entries: [FrontMatter.Entry] = []
        var problems: [FrontMatter.Problem] = []
        /// The entry a block list's `- item` lines go to: the last `key:` with no value.
        private var listEntry: Int?
        /// Where each entry's value starts (0-based), in `entries` order.
        private var valueColumns: [Int] = []

        init(file: String) { self.file = file }

        mutating func read(_ text: String, line: Int) {
            let chars = Array(text.trimmingTrailingBlanks())
            var column = 0
            while column < chars.count, chars[column] == " " || chars[column] == "\t" { column += 1 }
            guard column < chars.count, chars[column] != "#" else { return }
            if chars[column] == "-", column + 1 == chars.count || chars[column + 1] == " " {
                readListItem(chars, from: column, line: line)
                return
            }
            listEntry = nil
            guard column == 0 else {
                problem(FindingMessage(
                    en: "an indented line: nested maps are outside the front matter DesignSpec reads (\(code: "key: value") lines, lists of scalars)",
                    ko: "들여 쓴 줄입니다. 중첩된 맵은 DesignSpec이 읽는 프런트 매터(\(code: "key: value") 줄, 값 목록)가 아닙니다"),
                        line, column)
                return
            }
            if let special = Self.special(chars[0]) {
                problem(FindingMessage(
                    en: "\(special.english) are outside the front matter DesignSpec reads (\(code: "key: value") lines, lists of scalars)",
                    ko: "\(special.korean)은 DesignSpec이 읽는 프런트 매터(\(code: "key: value") 줄, 값 목록)가 아닙니다"), line, 0)
                return
            }
            guard let colon = Self.keyColon(chars) else {
                problem(FindingMessage(en: "\(code: String(chars)) is not a \(code: "key: value") line",
                                       ko: "\(code: String(chars))은 \(code: "key: value") 줄이 아닙니다"), line, 0)
                return
            }
            let key = String(chars[..<colon]).trimmingSpaces()
            var valueStart = colon + 1
            while valueStart < chars.count, chars[valueStart] == " " || chars[valueStart] == "\t" { valueStart += 1 }
            let value: FrontMatter.Value
            switch Self.value(chars, from: valueStart) {
            case .success(let read): value = read
            case .failure(let failure):
                problem(failure.message, line, failure.column)
                return
            }
            if let earlier = entries.first(where: { $0.key == key }) {
                problem(FindingMessage(en: "\(code: key) is given again; the first, on line \(earlier.location.line), is kept",
                                       ko: "\(code: key)가 또 있습니다. \(earlier.location.line)번 줄의 첫 값을 씁니다"), line, 0)
                return
            }
            entries.append(FrontMatter.Entry(key: key, value: value, location: SourceLocation(file: file, line: line, column: 1)))
            valueColumns.append(valueStart)
            if value == .null { listEntry = entries.count - 1 }
        }

        /// The problems of the whole block, once every line is read: the known keys'
        /// values of the wrong type first (a block list's items are only known now).
        mutating func finish() {
            for (entry, column) in zip(entries, valueColumns) {
                check(entry.key, entry.value, line: entry.location.line, column: column)
            }
            problems.sort { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
        }

        private mutating func readListItem(_ chars: [Character], from column: Int, line: Int) {
            guard let listEntry else {
                problem(FindingMessage(en: "a list item with no \(code: "key:") line above it",
                                       ko: "위에 \(code: "key:") 줄이 없는 목록 항목입니다"), line, column)
                return
            }
            var start = column + 1
            while start < chars.count, chars[start] == " " || chars[start] == "\t" { start += 1 }
            switch Self.value(chars, from: start) {
            case .success(.list), .success(.null):
                problem(FindingMessage(en: "a list inside a list is outside the front matter DesignSpec reads (lists of scalars)",
                                       ko: "목록 안의 목록은 DesignSpec이 읽는 프런트 매터(값 목록)가 아닙니다"), line, start)
            case .success(let value):
                var items: [String] = []
                if case .list(let earlier) = entries[listEntry].value { items = earlier }
                entries[listEntry].value = .list(items + [value.text ?? ""])
            case .failure(let failure):
                problem(failure.message, line, failure.column)
            }
        }

        /// The problems of a known key's value of the wrong type.
        private mutating func check(_ key: String, _ value: FrontMatter.Value, line: Int, column: Int) {
            switch (key, value) {
            case ("order", .integer), ("draft", .bool), ("title", .string), ("description", .string), ("status", .string),
                 ("title", .integer), ("status", .integer):
                return
            case ("order", .null), ("draft", .null), ("title", .null), ("description", .null), ("status", .null):
                problem(FindingMessage(en: "\(code: key) has no value; it is not used",
                                       ko: "\(code: key)에 값이 없어 쓰지 않습니다"), line, column)
            case ("order", _):
                problem(FindingMessage(
                    en: "\(code: "order") must be an integer (\(code: "order: 2")), not \(code: Self.shown(value)); the doc is ordered as if it had none",
                    ko: "\(code: "order")는 \(code: Self.shown(value))가 아니라 정수(\(code: "order: 2"))여야 합니다. 순서가 없는 문서로 정렬합니다"), line, column)
            case ("draft", _):
                problem(FindingMessage(
                    en: "\(code: "draft") must be \(code: "true") or \(code: "false"), not \(code: Self.shown(value)); the doc is not taken for a draft",
                    ko: "\(code: "draft")는 \(code: Self.shown(value))가 아니라 \(code: "true") 또는 \(code: "false")여야 합니다. 초안으로 보지 않습니다"), line, column)
            case ("title", _), ("description", _), ("status", _):
                problem(FindingMessage(en: "\(code: key) must be one value, not \(code: Self.shown(value)); it is not used",
                                       ko: "\(code: key)는 \(code: Self.shown(value))가 아니라 값 하나여야 합니다. 쓰지 않습니다"), line, column)
            default:
                return
            }
        }

        private mutating func problem(_ message: FindingMessage, _ line: Int, _ column: Int) {
            problems.append(FrontMatter.Problem(text: message, location: SourceLocation(file: file, line: line, column: column + 1)))
        }

        /// What a line starting with `character` is, when the subset does not read it.
        static func special(_ character: Character) -> (english: String, korean: String)? {
            switch character {
            case "&", "*": ("anchors and aliases", "앵커와 별칭")
            case "!": ("tags", "태그")
            case "|", ">": ("multi-line scalars", "여러 줄 값")
            case "[", "{": ("flow collections as keys", "키로 쓴 흐름 컬렉션")
            case "?": ("complex keys", "복합 키")
            case "%": ("directives", "지시문")
            case "\"", "'": ("quoted keys", "따옴표로 감싼 키")
            default: nil
            }
        }

        /// The colon that ends the key: the first followed by a blank or the line's end.
        static func keyColon(_ chars: [Character]) -> Int? {
            for index in chars.indices where chars[index] == ":" {
                if index + 1 == chars.count || chars[index + 1] == " " || chars[index + 1] == "\t" {
                    return index > 0 ? index : nil
                }
            }
            return nil
        }

        static func shown(_ value: FrontMatter.Value) -> String {
            switch value {
            case .list(let items): "[" + items.joined(separator: ", ") + "]"
            case .null: ""
            default: value.text ?? ""
            }
        }

        struct Failure: Error {
            var message: FindingMessage
            var column: Int
        }

        /// The value from `start` to the end of the line (or a `#` comment after a blank).
        static func value(_ chars: [Character], from start: Int) -> Result<FrontMatter.Value, Failure> {
            guard start < chars.count, chars[start] != "#" else { return .success(.null) }
            var end = start
            let read: FrontMatter.Value
            switch chars[start] {
            case "\"", "'":
                switch quoted(chars, from: start) {
                case .success(let (text, after)):
                    read = .string(text)
                    end = after
                case .failure(let failure): return .failure(failure)
                }
            case "[":
                switch flowList(chars, from: start) {
                case .success(let (items, after)):
                    read = .list(items)
                    end = after
                case .failure(let failure): return .failure(failure)
                }
            case "{": return .failure(Failure(message: FindingMessage(
                en: "flow maps (\(code: "{…}")) are outside the front matter DesignSpec reads (scalars, lists of scalars)",
                ko: "흐름 맵(\(code: "{…}"))은 DesignSpec이 읽는 프런트 매터(값, 값 목록)가 아닙니다"), column: start))
            case "&", "*": return .failure(Failure(message: FindingMessage(
                en: "anchors and aliases are outside the front matter DesignSpec reads",
                ko: "앵커와 별칭은 DesignSpec이 읽는 프런트 매터가 아닙니다"), column: start))
            case "!": return .failure(Failure(message: FindingMessage(
                en: "tags are outside the front matter DesignSpec reads",
                ko: "태그는 DesignSpec이 읽는 프런트 매터가 아닙니다"), column: start))
            case "|", ">": return .failure(Failure(message: FindingMessage(
                en: "multi-line scalars (\(code: "|"), \(code: ">")) are outside the front matter DesignSpec reads; write the value on one line",
                ko: "여러 줄 값(\(code: "|"), \(code: ">"))은 DesignSpec이 읽는 프런트 매터가 아닙니다. 값을 한 줄에 쓰세요"), column: start))
            case "@", "`": return .failure(Failure(message: FindingMessage(
                en: "a plain value cannot start with \(code: String(chars[start])); quote it",
                ko: "따옴표 없는 값은 \(code: String(chars[start]))로 시작할 수 없습니다. 따옴표로 감싸세요"), column: start))
            default:
                end = start
                while end < chars.count, !(chars[end] == "#" && (chars[end - 1] == " " || chars[end - 1] == "\t")) { end += 1 }
                let text = String(chars[start..<end]).trimmingSpaces()
                if let colon = Self.keyColon(Array(text)), colon > 0 {
                    return .failure(Failure(message: FindingMessage(
                        en: "\(code: text) holds \(code: ": "), which makes a nested map; quote the value",
                        ko: "\(code: text)에 중첩된 맵을 만드는 \(code: ": ")가 있습니다. 값을 따옴표로 감싸세요"), column: start))
                }
                return .success(plain(text))
            }
            var rest = end
            while rest < chars.count, chars[rest] == " " || chars[rest] == "\t" { rest += 1 }
            guard rest == chars.count || (chars[rest] == "#" && rest > end) else {
                return .failure(Failure(message: FindingMessage(
                    en: "\(code: String(chars[rest...])) after the value is not read; quote the whole value",
                    ko: "값 뒤의 \(code: String(chars[rest...]))는 읽지 않습니다. 값 전체를 따옴표로 감싸세요"), column: rest))
            }
            return .success(read)
        }

        /// A plain scalar typed as the subset types it.
        static func plain(_ text: String) -> FrontMatter.Value {
            switch text {
            case "true", "True", "TRUE": return .bool(true)
            case "false", "False", "FALSE": return .bool(false)
            case "null", "Null", "NULL", "~", "": return .null
            default: break
            }
            var digits = Substring(text)
            if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
            if !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(text) {
                return .integer(number)
            }
            return .string(text)
        }

        /// A quoted scalar starting at `start` and the index after its closing quote.
        static func quoted(_ chars: [Character], from start: Int) -> Result<(String, Int), Failure> {
            let quote = chars[start]
            var text = ""
            var index = start + 1
            while index < chars.count {
                let character = chars[index]
                if character == quote {
                    if quote == "'", index + 1 < chars.count, chars[index + 1] == "'" {
                        text.append("'")
                        index += 2
                        continue
                    }
                    return .success((text, index + 1))
                }
                if quote == "\"", character == "\\" {
                    guard index + 1 < chars.count else { break }
                    switch escape(chars, at: index) {
                    case .success(let (scalar, after)):
                        text.unicodeScalars.append(scalar)
                        index = after
                        continue
                    case .failure(let failure): return .failure(failure)
                    }
                }
                text.append(character)
                index += 1
            }
            return .failure(Failure(message: FindingMessage(
                en: "the quoted value is not closed on its line (\(String(quote)) is missing); multi-line scalars are outside the front matter DesignSpec reads",
                ko: "따옴표로 시작한 값이 그 줄에서 닫히지 않습니다(\(String(quote)) 없음). 여러 줄 값은 DesignSpec이 읽는 프런트 매터가 아닙니다"),
                                    column: start))
        }

        /// The escape at `index` (a backslash) in a double-quoted scalar.
        static func escape(_ chars: [Character], at index: Int) -> Result<(Unicode.Scalar, Int), Failure> {
            let simple: [Character: Unicode.Scalar] = ["\"": "\"", "\\": "\\", "/": "/", "n": "\n", "t": "\t", "r": "\r",
                                                       "0": "\0", "b": "\u{08}", "e": "\u{1B}", " ": " ", "_": "\u{A0}"]
            let letter = chars[index + 1]
            if let scalar = simple[letter] { return .success((scalar, index + 2)) }
            let lengths: [Character: Int] = ["x": 2, "u": 4, "U": 8]
            if let length = lengths[letter], index + 2 + length <= chars.count {
                let hex = String(chars[(index + 2)..<(index + 2 + length)])
                if hex.allSatisfy(\.isHexDigit), let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code) {
                    return .success((scalar, index + 2 + length))
                }
            }
            return .failure(Failure(message: FindingMessage(
                en: "\(code: "\\" + String(letter)) is not an escape a double-quoted value can hold",
                ko: "\(code: "\\" + String(letter))는 큰따옴표 값에 쓸 수 있는 이스케이프가 아닙니다"), column: index))
        }

        /// A flow list of scalars starting at `start` (`[`) and the index after its `]`.
        static func flowList(_ chars: [Character], from start: Int) -> Result<([String], Int), Failure> {
            var items: [String] = []
            var index = start + 1
            func skipBlanks() { while index < chars.count, chars[index] == " " || chars[index] == "\t" { index += 1 } }
            skipBlanks()
            if index < chars.count, chars[index] == "]" { return .success(([], index + 1)) }
            while index < chars.count {
                skipBlanks()
                guard index < chars.count else { break }
                switch chars[index] {
                case "\"", "'":
                    switch quoted(chars, from: index) {
                    case .success(let (text, after)):
                        items.append(text)
                        index = after
                    case .failure(let failure): return .failure(failure)
                    }
                case "[", "{":
                    return .failure(Failure(message: FindingMessage(
                        en: "a list or map inside a list is outside the front matter DesignSpec reads (lists of scalars)",
                        ko: "목록 안의 목록이나 맵은 DesignSpec이 읽는 프런트 매터(값 목록)가 아닙니다"), column: index))
                default:
                    let itemStart = index
                    while index < chars.count, chars[index] != ",", chars[index] != "]" { index += 1 }
                    items.append(plain(String(chars[itemStart..<index]).trimmingSpaces()).text ?? "")
                }
                skipBlanks()
                guard index < chars.count else { break }
                if chars[index] == "]" { return .success((items, index + 1)) }
                guard chars[index] == "," else {
                    return .failure(Failure(message: FindingMessage(en: "a \(code: ",") or \(code: "]") is missing in the list",
                                                   ko: "목록에 \(code: ",") 또는 \(code: "]")가 빠졌습니다"), column: index))
                }
                index += 1
            }
            return .failure(Failure(message: FindingMessage(en: "the list is not closed by \(code: "]") on its line",
                                               ko: "목록이 그 줄에서 \(code: "]")로 닫히지 않습니다"), column: start))
        }
    }
}

private extension String {
    /// Without the spaces and tabs at its end.
    func trimmingTrailingBlanks() -> String {
        var scalars = unicodeScalars[...]
        while let last = scalars.last, last == " " || last == "\t" { scalars = scalars.dropLast() }
        return String(String.UnicodeScalarView(scalars))
    }
}
