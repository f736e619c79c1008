/// The RFC 8259 parser behind `JSONReader`: one pass over the bytes, no recursion (open
/// containers live on an explicit stack, bounded by `maxDepth`), positions from a
/// forward-only `JSONPositionTracker`.
struct JSONParser {
    /// An array or object that is open while its contents are read.
    private struct Frame {
        var isObject: Bool
        var start: SourceLocation
        /// Where this container's children start in `nodes` or `members`.
        var firstChild: Int
        /// The key waiting for its value (set before each value of an object is read).
        var pendingKey: String = ""
        var pendingKeyRange: SourceRange
        /// First index of each key, built once an object grows past a few members, so
        /// duplicate detection stays linear.
        var keyIndex: [String: Int]?
    }

    private static let linearScanLimit = 16

    private let bytes: UnsafeBufferPointer<UInt8>
    private let maxDepth: Int
    private var index: Int
    private var tracker: JSONPositionTracker
    private var stack: [Frame] = []
    private let nodes = JSONMoveStack<JSONNode>()
    private let members = JSONMoveStack<JSONMember>()
    private var findings: [Finding] = []
    /// Reused buffer for strings with escapes.
    private var scratch: [UInt8] = []

    init(bytes: UnsafeBufferPointer<UInt8>, file: String, maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
        let hasBOM = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        self.index = hasBOM ? 3 : 0
        self.tracker = JSONPositionTracker(bytes: bytes, origin: index, file: file)
    }

    // MARK: - Structure

    mutating func parseDocument() throws(JSONSyntaxError) -> JSONDocument {
        var node = try parseValueOrOpen()
        while true {
            guard let finished = node.take() else {
                // A container was opened: its first element comes next (or it closes).
                node = try afterOpen()
                continue
            }
            guard !stack.isEmpty else {
                skipWhitespace()
                if index < bytes.count {
                    throw error("expected end of file after the top-level value", at: index)
                }
                return JSONDocument(root: finished, findings: findings.sorted())
            }
            // Add the finished value to the innermost open container, then see what follows.
            let top = stack.count - 1
            if stack[top].isObject {
                addMember(value: finished)
            } else {
                nodes.push(finished)
            }
            skipWhitespace()
            let closing: UInt8 = stack[top].isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
            if index < bytes.count, bytes[index] == UInt8(ascii: ",") {
                // A trailing comma is reported where it is, the one character to delete,
                // not at the bracket after it (which may be lines below).
                let comma = index
                index += 1
                skipWhitespace()
                if index < bytes.count, bytes[index] == closing {
                    throw error("trailing comma before '\(Character(Unicode.Scalar(closing)))'", at: comma)
                }
                if stack[top].isObject {
                    try parseKeyAndColon()
                }
                node = try parseValueOrOpen()
            } else if index < bytes.count, bytes[index] == closing {
                node = close(at: index)
                index += 1
            } else if stack[top].isObject {
                throw unexpected("expected ',' or '}' after object member")
            } else {
                throw unexpected("expected ',' or ']' after array element")
            }
        }
    }

    /// Right after `[` or `{`: closes an empty container, or reads up to the first value
    /// (and the key before it). Returns the closed container, or nil to read a value.
    private mutating func afterOpen() throws(JSONSyntaxError) -> JSONNode? {
        let top = stack.count - 1
        skipWhitespace()
        let closing: UInt8 = stack[top].isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
        if index < bytes.count, bytes[index] == closing {
            let node = close(at: index)
            index += 1
            return node
        }
        if stack[top].isObject {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw unexpected("expected a string key or '}' after '{'")
            }
            try parseKeyAndColon()
        }
        return try parseValueOrOpen()
    }

    /// Pops the innermost container, whose closing bracket is at `offset`.
    private mutating func close(at offset: Int) -> JSONNode {
        let frame = stack.removeLast()
        let range = SourceRange(start: frame.start, end: tracker.location(at: offset))
        let value: JSONValue = frame.isObject
            ? .object(members.popArray(from: frame.firstChild))
            : .array(nodes.popArray(from: frame.firstChild))
        return JSONNode(value: value, range: range)
    }

    private mutating func parseKeyAndColon() throws(JSONSyntaxError) {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
            throw unexpected("expected a string key")
        }
        let (key, range) = try parseString()
        let top = stack.count - 1
        stack[top].pendingKey = key
        stack[top].pendingKeyRange = range
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
            throw unexpected("expected ':' after object key")
        }
        index += 1
    }

    /// Adds the member whose key is pending in the innermost object, noting a duplicate
    /// key. Small objects are searched; past `linearScanLimit` members an index of first
    /// positions keeps this linear.
    private mutating func addMember(value: consuming JSONNode) {
        let top = stack.count - 1
        let key = stack[top].pendingKey
        let keyRange = stack[top].pendingKeyRange
        let siblings = members.elements(from: stack[top].firstChild)
        var firstIndex: Int?
        if stack[top].keyIndex != nil {
            firstIndex = stack[top].keyIndex![key]
            if firstIndex == nil { stack[top].keyIndex![key] = siblings.count }
        } else {
            firstIndex = siblings.firstIndex { $0.key == key }
            if siblings.count + 1 > Self.linearScanLimit {
                var keyIndex: [String: Int] = [:]
                for (position, existing) in siblings.enumerated() where keyIndex[existing.key] == nil {
                    keyIndex[existing.key] = position
                }
                if keyIndex[key] == nil { keyIndex[key] = siblings.count }
                stack[top].keyIndex = keyIndex
            }
        }
        if let firstIndex {
            findings.append(Finding(
                rule: .duplicateKey,
                severity: .warning,
                FindingMessage(en: "duplicate key \"\(key)\" in this object; the last one is used",
                               ko: "이 객체에 키 \"\(key)\"이(가) 두 번 있습니다. 마지막 것을 씁니다"),
                at: keyRange,
                notes: [Finding.Note(FindingMessage(en: "\"\(key)\" is first defined here", ko: "\"\(key)\"의 첫 정의"),
                                     at: siblings[firstIndex].keyRange)]
            ))
        }
        members.push(JSONMember(key: key, keyRange: keyRange, value: value))
    }

    /// Reads a scalar value and returns it, or opens a container and returns nil.
    private mutating func parseValueOrOpen() throws(JSONSyntaxError) -> JSONNode? {
        skipWhitespace()
        guard index < bytes.count else { throw unexpected("expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            guard stack.count < maxDepth else {
                throw error("nesting deeper than \(maxDepth) levels", at: index)
            }
            let isObject = bytes[index] == UInt8(ascii: "{")
            let start = tracker.location(at: index)
            stack.append(Frame(
                isObject: isObject,
                start: start,
                firstChild: isObject ? members.count : nodes.count,
                pendingKeyRange: SourceRange(start: start, end: start)
            ))
            index += 1
            return nil
        case UInt8(ascii: "\""):
            let (string, range) = try parseString()
            return JSONNode(value: .string(string), range: range)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return try parseNumber()
        case UInt8(ascii: "t"):
            return try parseLiteral("true", .bool(true))
        case UInt8(ascii: "f"):
            return try parseLiteral("false", .bool(false))
        case UInt8(ascii: "n"):
            return try parseLiteral("null", .null)
        default:
            throw unexpected("expected a value")
        }
    }

    // MARK: - Scalars

    private mutating func parseLiteral(_ word: StaticString, _ value: JSONValue) throws(JSONSyntaxError) -> JSONNode {
        let start = index
        let length = word.utf8CodeUnitCount
        let matches = word.withUTF8Buffer { expected in
            start + length <= bytes.count && expected.indices.allSatisfy { bytes[start + $0] == expected[$0] }
        }
        guard matches else { throw error("expected a value (did you mean '\(word)'?)", at: start) }
        index += length
        return JSONNode(value: value, range: range(from: start, to: index))
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> JSONNode {
        let start = index
        // Digits gathered on the way for the fast conversion: the significand (while it
        // fits), how many of its digits follow the point, and the written exponent.
        var significand: UInt64 = 0
        var significantDigits = 0
        var fractionDigits = 0
        var exponent = 0
        var exponentDigits = 0
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative {
            index += 1
        }
        guard index < bytes.count, bytes[index].isASCIIDigit else {
            throw unexpected("expected a digit after '-'")
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, bytes[index].isASCIIDigit {
                throw error("a number must not start with '0' followed by digits", at: index - 1)
            }
        } else {
            while index < bytes.count, bytes[index].isASCIIDigit {
                accumulate(bytes[index], into: &significand, digits: &significantDigits)
                index += 1
            }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, bytes[index].isASCIIDigit else {
                throw unexpected("expected a digit after the decimal point")
            }
            while index < bytes.count, bytes[index].isASCIIDigit {
                accumulate(bytes[index], into: &significand, digits: &significantDigits)
                fractionDigits += 1
                index += 1
            }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            var exponentSign = 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                if bytes[index] == UInt8(ascii: "-") { exponentSign = -1 }
                index += 1
            }
            guard index < bytes.count, bytes[index].isASCIIDigit else {
                throw unexpected("expected a digit in the exponent")
            }
            while index < bytes.count, bytes[index].isASCIIDigit {
                if exponentDigits < 6 { exponent = exponent * 10 + Int(bytes[index] - UInt8(ascii: "0")) }
                exponentDigits += 1
                index += 1
            }
            exponent *= exponentSign
        }
        let text = UnsafeBufferPointer(rebasing: bytes[start..<index])
        let literal = String(decoding: text, as: UTF8.self)
        let double: Double
        let scale = exponent - fractionDigits
        if significantDigits <= 15, exponentDigits < 6, abs(scale) <= 22 {
            // Both the significand and the power of ten are exact doubles, so one
            // multiplication or division rounds correctly (Clinger's fast path).
            let magnitude = scale < 0
                ? Double(significand) / Self.powersOfTen[-scale]
                : Double(significand) * Self.powersOfTen[scale]
            double = negative ? -magnitude : magnitude
        } else {
            double = Self.slowDouble(literal, negative: negative)
        }
        let number = JSONNumber(literal: literal, double: double)
        return JSONNode(value: .number(number), range: range(from: start, to: index))
    }

    /// Adds a digit to the significand while it has at most 15 significant digits
    /// (leading zeros do not count); past that only the count grows.
    private func accumulate(_ digit: UInt8, into significand: inout UInt64, digits: inout Int) {
        if digits == 0, digit == UInt8(ascii: "0") { return }
        digits += 1
        if digits <= 15 { significand = significand * 10 + UInt64(digit - UInt8(ascii: "0")) }
    }

    private static let powersOfTen: [Double] = (0...22).map { exponent in
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }

    /// The nearest `Double` by the C library's correctly rounded conversion; `±infinity`
    /// or `±0` when the value is out of range.
    private static func slowDouble(_ literal: String, negative: Bool) -> Double {
        if let value = Double(literal) { return value }
        let hugeExponent = !literal.contains("e-") && !literal.contains("E-")
        let magnitude: Double = hugeExponent ? .infinity : 0
        return negative ? -magnitude : magnitude
    }

    private mutating func skipDigits() {
        while index < bytes.count, bytes[index].isASCIIDigit { index += 1 }
    }

    /// Reads a string starting at its opening quote; returns it and the range of its
    /// quotes. Escapes are decoded; a lone surrogate escape becomes U+FFFD.
    private mutating func parseString() throws(JSONSyntaxError) -> (String, SourceRange) {
        let start = index
        let startLocation = tracker.location(at: start)
        index += 1
        var segmentStart = index
        var escaped = false
        scratch.removeAll(keepingCapacity: true)
        while true {
            // Fast path: plain ASCII.
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { break }
                index += 1
            }
            guard index < bytes.count else {
                throw error("unterminated string: no closing '\"' before the end of the file", at: start)
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                break
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[segmentStart..<index]))
                try parseEscape(stringStart: start)
                segmentStart = index
            } else if byte < 0x20 {
                throw error("control character \(Self.codePoint(UInt32(byte))) must be escaped in a string", at: index)
            } else {
                let length = Self.utf8SequenceLength(bytes, at: index)
                guard length > 0 else { throw invalidUTF8(at: index) }
                index += length
            }
        }
        let string: String
        if escaped {
            scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[segmentStart..<index]))
            string = String(decoding: scratch, as: UTF8.self)
        } else {
            string = String(decoding: UnsafeBufferPointer(rebasing: bytes[segmentStart..<index]), as: UTF8.self)
        }
        let endLocation = tracker.location(at: index)
        index += 1
        return (string, SourceRange(start: startLocation, end: endLocation))
    }

    /// Decodes the escape at `index` (a backslash) into `scratch`.
    private mutating func parseEscape(stringStart: Int) throws(JSONSyntaxError) {
        let start = index
        index += 1
        guard index < bytes.count else {
            throw error("unterminated string: no closing '\"' before the end of the file", at: stringStart)
        }
        let decoded: UInt8
        switch bytes[index] {
        case UInt8(ascii: "\""): decoded = UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): decoded = UInt8(ascii: "\\")
        case UInt8(ascii: "/"): decoded = UInt8(ascii: "/")
        case UInt8(ascii: "b"): decoded = 0x08
        case UInt8(ascii: "f"): decoded = 0x0C
        case UInt8(ascii: "n"): decoded = 0x0A
        case UInt8(ascii: "r"): decoded = 0x0D
        case UInt8(ascii: "t"): decoded = 0x09
        case UInt8(ascii: "u"):
            index += 1
            let unit = try parseHex4(escapeStart: start)
            var scalar = Unicode.Scalar(unit)
            if (0xD800...0xDBFF).contains(unit), index + 1 < bytes.count,
               bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                let save = index
                index += 2
                let low = try parseHex4(escapeStart: save)
                if (0xDC00...0xDFFF).contains(low) {
                    scalar = Unicode.Scalar(0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00))
                } else {
                    index = save  // Not a pair: the second escape is read on its own.
                }
            }
            appendUTF8(scalar ?? "\u{FFFD}")
            return
        default:
            throw error("invalid escape '\\\(Self.text(bytes, at: index))' in string; expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX", at: start)
        }
        scratch.append(decoded)
        index += 1
    }

    private mutating func parseHex4(escapeStart: Int) throws(JSONSyntaxError) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard index < bytes.count else {
                throw error("expected 4 hexadecimal digits after '\\u'", at: escapeStart)
            }
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("expected 4 hexadecimal digits after '\\u'", at: escapeStart)
            }
            value = value << 4 | UInt16(digit)
            index += 1
        }
        return value
    }

    private mutating func appendUTF8(_ scalar: Unicode.Scalar) {
        UTF8.encode(scalar) { scratch.append($0) }
    }

    // MARK: - Bytes

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    /// The length of the well-formed UTF-8 sequence at `offset` (RFC 3629: no overlong
    /// forms, no surrogates, nothing past U+10FFFF), or 0 when it is not one.
    static func utf8SequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int {
        let lead = bytes[offset]
        func continuation(_ position: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            position < bytes.count && range.contains(bytes[position])
        }
        switch lead {
        case 0x00...0x7F:
            return 1
        case 0xC2...0xDF:
            return continuation(offset + 1) ? 2 : 0
        case 0xE0:
            return continuation(offset + 1, 0xA0...0xBF) && continuation(offset + 2) ? 3 : 0
        case 0xE1...0xEC, 0xEE...0xEF:
            return continuation(offset + 1) && continuation(offset + 2) ? 3 : 0
        case 0xED:
            return continuation(offset + 1, 0x80...0x9F) && continuation(offset + 2) ? 3 : 0
        case 0xF0:
            return continuation(offset + 1, 0x90...0xBF) && continuation(offset + 2) && continuation(offset + 3) ? 4 : 0
        case 0xF1...0xF3:
            return continuation(offset + 1) && continuation(offset + 2) && continuation(offset + 3) ? 4 : 0
        case 0xF4:
            return continuation(offset + 1, 0x80...0x8F) && continuation(offset + 2) && continuation(offset + 3) ? 4 : 0
        default:
            return 0
        }
    }

    // MARK: - Positions and errors

    /// The range from the byte at `start` to the last byte before `end`.
    private mutating func range(from start: Int, to end: Int) -> SourceRange {
        let startLocation = tracker.location(at: start)
        return SourceRange(start: startLocation, end: tracker.location(at: end - 1))
    }

    private mutating func error(_ message: String, at offset: Int) -> JSONSyntaxError {
        JSONSyntaxError(message: message, location: tracker.location(at: offset))
    }

    private mutating func invalidUTF8(at offset: Int) -> JSONSyntaxError {
        error("invalid UTF-8: byte 0x\(String(bytes[offset], radix: 16, uppercase: true)) cannot appear here", at: offset)
    }

    /// The error for whatever is at `index` when `expectation` was not met: the end of the
    /// file, a byte that is not UTF-8, or a character that does not fit.
    private mutating func unexpected(_ expectation: String) -> JSONSyntaxError {
        guard index < bytes.count else {
            return error("\(expectation), found the end of the file", at: index)
        }
        if Self.utf8SequenceLength(bytes, at: index) == 0 {
            return invalidUTF8(at: index)
        }
        return error("\(expectation), found \(Self.describe(bytes, at: index))", at: index)
    }

    /// The character (Unicode scalar) that starts at `offset`.
    private static func text(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> String {
        let length = max(1, utf8SequenceLength(bytes, at: offset))
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<min(bytes.count, offset + length)]), as: UTF8.self)
    }

    /// A character quoted for a message, or its code point when it is invisible.
    private static func describe(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> String {
        let text = text(bytes, at: offset)
        guard let scalar = text.unicodeScalars.first else { return "''" }
        if scalar.value < 0x20 || scalar.value == 0x7F || scalar.properties.generalCategory == .format
            || scalar.properties.isWhitespace {
            return codePoint(scalar.value)
        }
        return "'\(text)'"
    }

    private static func codePoint(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
