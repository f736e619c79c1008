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
    public struct Prefix: Sendable, Hashable {
        /// The root as written in code (`SemanticColor`).
        public var code: String
        /// The token group it stands for (`color`; empty for a root that adds nothing).
        public var group: String

        public init(code: String, group: String) {
            self.code = code
            self.group = group
        }
    }

    /// The seed system's generated Swift (DESIGN.md).
    public static let defaultPrefixes = [
        Prefix(code: "SemanticColor", group: "color"),
        Prefix(code: "BaseColor", group: "color.base"),
    ]

    public static func swiftName(_ path: [String], prefixes: [Prefix] = defaultPrefixes) -> String {
        var root: String?
        var rest = path
        var longest = 0
        for prefix in prefixes where !prefix.group.isEmpty {
            let group = prefix.group.split(separator: ".").map(String.init)
            if group.count > longest, group.count < path.count, Array(path.prefix(group.count)) == group {
                longest = group.count
                root = prefix.code
                rest = Array(path.dropFirst(group.count))
            }
        }
        if root == nil, let first = rest.first, rest.count > 1 {
            root = upperCamel(first)
            rest.removeFirst()
        }
        var segments: [String] = []
        for segment in rest.flatMap({ $0.split(separator: "-").map(String.init) }) {
            if let last = segments.last, !segment.isEmpty, segment.allSatisfy(\.isNumber) {
                segments[segments.count - 1] = last + segment
            } else {
                segments.append(segment)
            }
        }
        var names = segments.enumerated().map { index, segment in
            index == segments.count - 1 ? lowerCamel(segment) : upperCamel(segment)
        }
        if let root { names.insert(root, at: 0) }
        return names.joined(separator: ".")
    }

    public static func cssName(_ path: [String]) -> String {
        "--" + path.joined(separator: "-")
    }

    /// Words split on `-`, `_` and spaces.
    private static func words(_ segment: String) -> [String] {
        segment.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " }).map(String.init)
    }

    private static func upperCamel(_ segment: String) -> String {
        words(segment).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    private static func lowerCamel(_ segment: String) -> String {
        let upper = upperCamel(segment)
        guard let first = upper.first else { return upper }
        if first.isNumber { return "_" + upper }
        return first.lowercased() + upper.dropFirst()
    }
}
