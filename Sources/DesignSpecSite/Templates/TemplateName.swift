/// The name in a variable or section tag: `.` (the top of the context stack) or a dotted
/// path such as `page.title`, its segments hashed once here (`TemplateKey`) rather than
/// at each look-up.
enum TemplateName: Hashable, Sendable {
    case implicitIterator
    case path([TemplateKey])

    /// Parses a tag's trimmed content; nil for an empty name, a name with an empty
    /// segment (`a..b`, `.a`) or one with whitespace inside.
    init?(_ text: String) {
        if text == "." {
            self = .implicitIterator
            return
        }
        let segments = text.split(separator: ".", omittingEmptySubsequences: false).map { TemplateKey(String($0)) }
        guard !text.isEmpty,
              segments.allSatisfy({ !$0.name.isEmpty }),
              !text.contains(where: \.isWhitespace) else { return nil }
        self = .path(segments)
    }

    /// Resolves the name against a context stack (innermost last): the first segment in
    /// the innermost object that has it, the rest strictly inside that value. Nil when
    /// anything is missing: a broken chain never falls back to outer contexts.
    func resolve(in stack: [TemplateValue]) -> TemplateValue? {
        switch self {
        case .implicitIterator:
            return stack.last
        case .path(let segments):
            guard let first = segments.first, var value = Self.innermost(first, in: stack) else { return nil }
            // Most names are one segment: no slice of the rest is made for them.
            var index = 1
            while index < segments.count {
                guard case .object(let fields) = value, let next = fields[segments[index]] else { return nil }
                value = next
                index += 1
            }
            return value
        }
    }

    /// The value of `key` in the innermost object of the stack that has it, the frames read
    /// through the array's buffer.
    private static func innermost(_ key: TemplateKey, in stack: [TemplateValue]) -> TemplateValue? {
        stack.withUnsafeBufferPointer { frames in
            var index = frames.count
            while index > 0 {
                index -= 1
                if case .object(let fields) = frames[index], let value = fields[key] { return value }
            }
            return nil
        }
    }
}
