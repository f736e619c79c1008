import Foundation

/// The header words that say what a table column holds, in Korean and English. Headers
/// compare lower-cased, trimmed, with a trailing parenthesis dropped (`값 (pt)` is `값`).
enum HeaderVocabulary {
    /// What one header cell says.
    enum Meaning: Equatable {
        /// Token names: Token, Name, 토큰, 이름, … and any header with the word token/토큰
        /// (`Semantic token`, `Base 토큰`); a layer's name alone (Base, Semantic,
        /// Primitive, 시맨틱).
        case name
        /// Property, 속성: a name column, or the property label of a multi-row token when
        /// another column has the names.
        case nameOrProperty
        /// 항목, Item, Field: the property label of a multi-row token.
        case property
        case value
        /// A mode name (lower-cased as written): iPhone, iPad, Light, Dark, …; the token
        /// set's own spelling, lower-cased, when the header names one of its modes in
        /// another variant (`라이트 모드` for `light`, `Dark (HEX)`, `Light 값`).
        case mode(String)
        /// A part of a composite token (`Size`, `행간`, `Blur`): the field names it may
        /// have in the token file (`fontSize`; `offsetX`, `x`), in order of preference.
        case field([String])
        case description
        /// API parameters: 파라미터, Parameter, 인자, Argument.
        case parameter
        /// 타입, Type.
        case type
        /// 기본값, Default.
        case defaultValue
        /// Pattern, 패턴, Naming, 네이밍, Convention, 규칙.
        case pattern
        /// vs, 비교, Before/After, 장점/단점, Pros/Cons, Do/Don't.
        case comparison
        case other
    }

    static let names: Set<String> = ["name", "names", "이름", "토큰명", "variable", "변수", "변수명", "변수 이름", "key", "키", "constant",
                                      "상수", "상수명", "alias", "별칭", "base", "semantic", "primitive", "primitives", "시맨틱", "베이스",
                                      "style", "style name", "style 이름", "스타일", "스타일명", "스타일 이름", "참조", "참조 토큰",
                                      "reference", "references", "alias of", "원본 토큰"]
    static let nameOrProperty: Set<String> = ["property", "속성"]
    static let properties: Set<String> = ["항목", "item", "field", "필드", "attribute"]
    static let values: Set<String> = ["value", "values", "값", "raw value", "원시값", "원시 값", "실제 값", "resolved value", "hex",
                                      "수치"]
    static let modes: Set<String> = ["iphone", "ipad", "mac", "macos", "watch", "watchos", "tv", "tvos", "vision",
                                     "light", "dark", "mobile", "tablet", "desktop", "compact", "regular", "high contrast"]
    /// Other spellings of common modes (Korean, and the usual English variants), each with
    /// the English word it means; compared without spaces, `-` and `_` (`modeKey`).
    static let modeSynonyms: [String: String] = [
        "라이트": "light", "밝은": "light", "다크": "dark", "어두운": "dark", "고대비": "highcontrast",
        "모바일": "mobile", "태블릿": "tablet", "데스크톱": "desktop", "데스크탑": "desktop", "아이폰": "iphone",
        "아이패드": "ipad", "컴팩트": "compact", "레귤러": "regular", "안드로이드": "android", "웹": "web",
    ]
    /// Words around a mode name that do not change which mode it is (`Light mode`, `다크 테마`).
    static let modeWords: Set<String> = ["mode", "모드", "theme", "테마"]
    /// Words that say a column holds values without saying of what: `Light 값`, `Pixel
    /// Value`, `Dark HEX`.
    static let valueWords: Set<String> = ["value", "values", "값", "hex", "rgb", "rgba", "hsl", "px", "pt", "dp", "sp", "rem", "em",
                                          "pixel", "pixels", "픽셀", "ms", "unit", "단위"]
    /// Headers of a composite token's parts, one row per token (`Token | Font | Size |
    /// Weight | Line height`), with the field names each may be in the token file
    /// (DTCG, Tokens Studio), preferred first.
    static let fields: [String: [String]] = {
        let groups: [([String], [String])] = [
            (["font", "font family", "family", "typeface", "폰트", "서체", "글꼴", "폰트 패밀리"], ["fontFamily"]),
            (["size", "font size", "text size", "크기", "폰트 크기", "글자 크기", "사이즈", "폰트 사이즈"], ["fontSize"]),
            (["weight", "font weight", "굵기", "폰트 굵기", "글자 굵기", "웨이트"], ["fontWeight"]),
            (["line height", "line-height", "leading", "행간", "줄 높이", "줄간격", "줄 간격", "행 높이", "라인 높이"], ["lineHeight"]),
            (["letter spacing", "letter-spacing", "tracking", "자간", "글자 간격"], ["letterSpacing"]),
            (["paragraph spacing", "문단 간격"], ["paragraphSpacing"]),
            (["x", "offset x", "x offset", "offset-x", "x 오프셋"], ["offsetX", "x"]),
            (["y", "offset y", "y offset", "offset-y", "y 오프셋"], ["offsetY", "y"]),
            (["blur", "blur radius", "블러", "흐림"], ["blur"]),
            (["spread", "spread radius", "확산", "스프레드"], ["spread"]),
            (["color", "colour", "색", "색상", "컬러"], ["color"]),
            (["width", "border width", "stroke width", "두께", "선 두께"], ["width"]),
            (["border style", "line style", "선 스타일"], ["style"]),
        ]
        var fields: [String: [String]] = [:]
        for (headers, keys) in groups { for header in headers { fields[header] = keys } }
        return fields
    }()
    static let descriptions: Set<String> = ["use case", "use cases", "use", "usage", "description", "desc", "사용처", "용도",
                                            "설명", "비고", "note", "notes", "meaning", "의미", "purpose", "when to use", "사용 예",
                                            "예시", "example", "examples"]
    static let parameters: Set<String> = ["parameter", "parameters", "param", "파라미터", "매개변수", "인자", "argument", "arguments"]
    static let types: Set<String> = ["type", "타입", "자료형", "형식"]
    static let defaults: Set<String> = ["default", "default value", "기본값", "기본 값"]
    static let patterns: Set<String> = ["pattern", "패턴", "naming", "네이밍", "naming pattern", "네이밍 패턴", "convention",
                                        "규칙", "명명 규칙", "format"]
    static let comparisons: Set<String> = ["vs", "vs.", "비교", "before", "after", "장점", "단점", "pros", "cons", "do", "don't",
                                           "dont", "good", "bad"]

    /// The normalized header: lower-cased, whitespace collapsed, a trailing `(…)` dropped,
    /// and a trailing `mode`/`모드` dropped (`Dark mode` → `dark`).
    static func normalize(_ header: String) -> String {
        let isASCII = header.isASCII
        var text = isASCII ? collapsedASCII(header) : collapsedWhitespace(header.lowercased())
        if text.hasSuffix(")"), let open = text.lastIndex(of: "("), open != text.startIndex {
            text = String(text[..<open]).trimmingSpaces()
        }
        if isASCII {
            // ` 모드` is no ASCII text's suffix, and ` mode` is five bytes.
            if text.utf8.count > 5, text.utf8.reversed().starts(with: " mode".utf8.reversed()) {
                text = String(decoding: text.utf8.dropLast(5), as: UTF8.self)
            }
            return text
        }
        for suffix in [" mode", " 모드"] where text.hasSuffix(suffix) && text.count > suffix.count {
            text = String(text.dropLast(suffix.count))
        }
        return text
    }

    /// `split(whereSeparator: \.isWhitespace).joined(separator: " ")`, which is the text
    /// itself when no scalar of it is whitespace (a character is whitespace by its first
    /// scalar): most Korean headers (`사용처`) are read without splitting.
    static func collapsedWhitespace(_ text: String) -> String {
        let hasWhitespace = text.unicodeScalars.contains { scalar in
            scalar.isASCII ? scalar == " " || (scalar.value >= 0x09 && scalar.value <= 0x0D) : scalar.properties.isWhitespace
        }
        return hasWhitespace ? text.split(whereSeparator: \.isWhitespace).joined(separator: " ") : text
    }

    /// `lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")` of an
    /// ASCII header, on bytes: the whitespace characters there are tab through carriage
    /// return (CRLF included) and space. Most headers are ASCII, and reading every table's
    /// header by characters was a top cost of extraction.
    static func collapsedASCII(_ header: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(header.utf8.count)
        var pendingSpace = false
        for byte in header.utf8 {
            if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
                pendingSpace = !bytes.isEmpty
                continue
            }
            if pendingSpace { bytes.append(0x20) }
            pendingSpace = false
            bytes.append(byte.asciiLowercased)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether a word of the normalized header (split at whitespace, `-` and `_`) is
    /// `token`, `tokens` or `토큰`; an ASCII header is split on bytes.
    static func hasTokenWord(_ text: String) -> Bool {
        guard text.isASCII else {
            let words = text.split(whereSeparator: { $0.isWhitespace || $0 == "-" || $0 == "_" })
            return words.contains(where: { $0 == "token" || $0 == "tokens" || $0 == "토큰" })
        }
        let words = text.utf8.split(whereSeparator: {
            $0 == 0x20 || ($0 >= 0x09 && $0 <= 0x0D) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_")
        })
        return words.contains { $0.elementsEqual("token".utf8) || $0.elementsEqual("tokens".utf8) }
    }

    /// Every word above with what it says, the first set in the order `meaning` asks
    /// winning: one look-up per header instead of one per set.
    private static let vocabulary: [String: Meaning] = {
        var vocabulary: [String: Meaning] = [:]
        func add(_ words: Set<String>, _ meaning: (String) -> Meaning) {
            for word in words where vocabulary[word] == nil { vocabulary[word] = meaning(word) }
        }
        add(names) { _ in .name }
        add(nameOrProperty) { _ in .nameOrProperty }
        add(properties) { _ in .property }
        add(values) { _ in .value }
        add(modes) { .mode($0) }
        add(descriptions) { _ in .description }
        add(parameters) { _ in .parameter }
        add(types) { _ in .type }
        add(defaults) { _ in .defaultValue }
        add(patterns) { _ in .pattern }
        add(comparisons) { _ in .comparison }
        return vocabulary
    }()

    /// `normalize` of the headers already read: a repo's tables repeat a few headers
    /// (`Token | Value | iPhone | iPad`) in every doc, and normalizing one lower-cases,
    /// collapses and trims it anew.
    private static let normalizedHeaders = SharedMemo<ExactText, String>(capacity: 1 << 12)

    /// What `header` says; `knownModes` are the token set's modes, lower-cased.
    static func meaning<Modes: Collection<String>>(of header: String, knownModes: Modes) -> Meaning {
        let text = normalizedHeaders.value(for: ExactText(header)) { normalize(header) }
        if let meaning = vocabulary[text] {
            switch meaning {
            case .name, .nameOrProperty, .property, .value, .field: return meaning
            case .mode(let word): return .mode(knownMode(modeKey(word), in: knownModes) ?? word)
            // The token set's modes come before the words after the modes.
            default: return knownModes.contains(text) ? .mode(text) : meaning
            }
        }
        if knownModes.contains(text) { return .mode(text) }
        if let keys = fields[text] { return .field(keys) }
        if let variant = variantMeaning(text, knownModes: knownModes) { return variant }
        if text.hasPrefix("vs ") || containsVs(text) { return .comparison }
        if hasTokenWord(text) { return .name }
        if text == "token" || text.hasSuffix("토큰") || text.hasSuffix("token") { return .name }
        return .other
    }

    /// What a header says that names a mode or values in a variant: words of `modeWords`
    /// and `valueWords` and parentheses around the mode dropped, and the mode compared with
    /// the token set's modes and the usual modes through `modeSynonyms` (`라이트 모드`,
    /// `Light 값`, `Dark (HEX)`, `Pixel Value`); nil when it names neither.
    static func variantMeaning<Modes: Collection<String>>(_ text: String, knownModes: Modes) -> Meaning? {
        var words: [Substring] = []
        var saysValue = false
        for word in withoutParentheses(text).split(whereSeparator: \.isWhitespace) {
            if valueWords.contains(String(word)) { saysValue = true } else if !modeWords.contains(String(word)) { words.append(word) }
        }
        guard !words.isEmpty else { return saysValue ? .value : nil }
        let rest = words.joined(separator: " ")
        let key = modeKey(rest)
        if let known = knownMode(key, in: knownModes) { return .mode(known) }
        if let usual = modes.first(where: { modeKey($0) == key }) { return .mode(usual) }
        guard rest != text else { return nil }
        if let keys = fields[rest] { return .field(keys) }
        if saysValue, vocabulary[rest] == .value { return .value }
        return nil
    }

    /// The token set's mode (as `knownModes` holds it) whose `modeKey` is `key`.
    static func knownMode<Modes: Collection<String>>(_ key: String, in knownModes: Modes) -> String? {
        knownModes.first { modeKey($0) == key }
    }

    /// A mode name compared: lower-cased, without spaces, `-`, `_` and mode words
    /// (`Light mode`, `light-mode`, `theme_light`), a Korean or variant name as the word it
    /// means (`라이트` → `light`).
    static func modeKey(_ name: String) -> String {
        let words = name.lowercased().split(whereSeparator: { $0.isWhitespace || $0 == "-" || $0 == "_" })
            .filter { !modeWords.contains(String($0)) }
        let joined = words.isEmpty ? name.lowercased() : words.joined()
        return modeSynonyms[joined] ?? joined
    }

    /// `text` without its parenthesised parts (`dark (hex)` → `dark`).
    static func withoutParentheses(_ text: String) -> String {
        guard text.contains("(") else { return text }
        var result = ""
        var depth = 0
        for character in text {
            if character == "(" { depth += 1 } else if character == ")" { depth = max(0, depth - 1) } else if depth == 0 {
                result.append(character)
            }
        }
        return collapsedWhitespace(result)
    }

    /// Whether `text` holds ` vs `: an ASCII text on bytes (Foundation's `contains` went
    /// through `NSString` for every header), any other as before.
    static func containsVs(_ text: String) -> Bool {
        text.isASCII ? text.containsUTF8(of: " vs ") : text.contains(" vs ")
    }
}
