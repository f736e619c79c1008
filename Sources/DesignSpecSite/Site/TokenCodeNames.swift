/// The names code uses for a token, shown on the tokens page to copy.
///
/// - Swift: the code root whose group is the longest prefix of the token's path
///   (`color.base` → `BaseColor`), else the first segment in UpperCamelCase; then the
///   remaining segments, split at `-`, in UpperCamelCase and the last in lowerCamelCase,
///   a number joining the word before it, as the seed system's generated Swift does:
///   `color.base.gray.600` → `BaseColor.gray600`,
///   `color.bg.secondary.default-hover` → `SemanticColor.Bg.Secondary.Default.hover`,
///   `typography.heading.1` → `Typography.heading1`.
/// - CSS: Style Dictionary's custom property, the path joined with `-`:
///   `--color-bg-secondary-default-hover`.
public enum TokenCodeNames {
    /// A code root and the token group it stands for.
    public struct Prefix: Sendable, Hashable {
        /// The root as written in code (`SemanticColor`).
        public var code: String
        /// The token group it stands for (`color`; empty for a root that adds nothing).
        public var group: String

        /// The root `code` standing for the token group `group`.
        public init(code: String, group: String) {
            self.code = code
            self.group = group
        }
    }

    /// None: a project's code roots are its own (`Configuration.effectivePrefixes`).
    public static let defaultPrefixes: [Prefix] = []

    /// The Swift name of the token at `path`: `color.base.gray.600` → `BaseColor.gray600`.
    public static func swiftName(_ path: [String], prefixes: [Prefix] = defaultPrefixes) -> String {
        var root: String?
        var rest = path[...]
        let isASCII = path.allSatisfy(\.isASCII)
        for prefix in prefixes where !prefix.group.isEmpty {
            guard let length = isASCII && prefix.group.isASCII
                ? asciiGroupLength(prefix.group, in: path) : groupLength(prefix.group, in: path) else { continue }
            if length > path.count - rest.count, length < path.count {
                root = prefix.code
                rest = path.dropFirst(length)
            }
        }
        if root == nil, let first = rest.first, rest.count > 1 {
            root = upperCamel(first[...])
            rest = rest.dropFirst()
        }
        if rest.allSatisfy(\.isASCII) { return asciiName(root: root, rest: rest) }
        // Segments split at `-`; a number joins the segment before it.
        var segments: [Substring] = []
        for segment in rest.lazy.flatMap({ $0.split(separator: "-") }) {
            if let last = segments.last, isNumber(segment) {
                segments[segments.count - 1] = Substring(last + segment)
            } else {
                segments.append(segment)
            }
        }
        var name = root ?? ""
        for (index, segment) in segments.enumerated() {
            if index > 0 || root != nil { name += "." }
            name += index == segments.count - 1 ? lowerCamel(segment) : upperCamel(segment)
        }
        return name
    }

    /// How many segments `group` has (split at `.`, empty pieces dropped) when they are
    /// the first segments of `path`; nil when they are not.
    static func groupLength(_ group: String, in path: [String]) -> Int? {
        let segments = group.split(separator: ".")
        guard segments.count <= path.count, segments.elementsEqual(path.prefix(segments.count), by: { $0 == $1 }) else { return nil }
        return segments.count
    }

    /// `groupLength` of an ASCII group in an ASCII path, on their bytes: ASCII text equals
    /// other ASCII text exactly when its bytes do (no canonical equivalents to weigh).
    static func asciiGroupLength(_ group: String, in path: [String]) -> Int? {
        var group = group
        return group.withUTF8 { bytes -> Int? in
            var count = 0
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: ".") { end += 1 }
                if end > start {  // `split` drops empty pieces
                    guard count < path.count, path[count].utf8.elementsEqual(bytes[start..<end]) else { return nil }
                    count += 1
                }
                start = end + 1
            }
            return count
        }
    }

    /// The name after its root for segments that are all ASCII (token paths nearly always
    /// are), byte by byte: the same words, joined and cased by the same rules as the
    /// general path of `swiftName`.
    private static func asciiName(root: String?, rest: ArraySlice<String>) -> String {
        var name = Array((root ?? "").utf8)
        name.reserveCapacity(name.count + rest.reduce(rest.count) { $0 + $1.utf8.count })
        // Where the last word starts in `name`: each word is written as it is read, in
        // `upperCamel`, and only the last one then made `lowerCamel`.
        var lastWord: Int?
        // Segments split at `-`; a number joins the segment before it.
        for var segment in rest {
            segment.withUTF8 { bytes in
                var start = 0
                while start < bytes.count {
                    var end = start
                    while end < bytes.count, bytes[end] != UInt8(ascii: "-") { end += 1 }
                    defer { start = end + 1 }
                    let part = bytes[start..<end]
                    if part.isEmpty { continue }  // `split` drops empty pieces
                    if lastWord != nil, part.allSatisfy(\.isASCIIDigit) {
                        name.append(contentsOf: part)
                        continue
                    }
                    if lastWord != nil || root != nil { name.append(UInt8(ascii: ".")) }
                    lastWord = name.count
                    var startsWord = true
                    for byte in part {
                        if byte == UInt8(ascii: "_") || byte == UInt8(ascii: " ") {
                            startsWord = true
                            continue
                        }
                        name.append(startsWord && byte.isASCIILowercase ? byte - 0x20 : byte)
                        startsWord = false
                    }
                }
            }
        }
        // `lowerCamel`: the first character lowercased, or `_` before it when it is a digit.
        if let start = lastWord, start < name.count {
            if name[start].isASCIIDigit {
                name.insert(UInt8(ascii: "_"), at: start)
            } else if name[start].isASCIIUppercase {
                name[start] += 0x20
            }
        }
        return String(decoding: name, as: UTF8.self)
    }

    /// The CSS custom property of the token at `path`: `--color-bg-default`.
    public static func cssName(_ path: [String]) -> String {
        "--" + path.joined(separator: "-")
    }

    /// Whether every character is a number (Unicode's `isNumber`; for ASCII, the digits).
    private static func isNumber(_ segment: Substring) -> Bool {
        guard !segment.isEmpty else { return false }
        if segment.isASCII {
            return segment.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
        }
        return segment.allSatisfy(\.isNumber)
    }

    /// The words (split on `-`, `_` and spaces), each with its first character uppercased,
    /// joined.
    private static func upperCamel(_ segment: Substring) -> String {
        // ASCII (token paths nearly always are): the same, byte by byte.
        if segment.isASCII {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(segment.utf8.count)
            var startsWord = true
            for byte in segment.utf8 {
                if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: " ") {
                    startsWord = true
                    continue
                }
                let isLower = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                bytes.append(startsWord && isLower ? byte - 0x20 : byte)
                startsWord = false
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        var result = ""
        for word in segment.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " }) {
            result += word.prefix(1).uppercased()
            result += word.dropFirst()
        }
        return result
    }

    private static func lowerCamel(_ segment: Substring) -> String {
        let upper = upperCamel(segment)
        guard let first = upper.first else { return upper }
        if first.isNumber { return "_" + upper }
        return first.lowercased() + upper.dropFirst()
    }
}
