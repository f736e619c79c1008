import Foundation

/// Reads the HTML comments that direct extraction (DESIGN.md): `<!-- tokens: GROUP -->`,
/// `<!-- scale: GROUP -->`, `<!-- designspec-ignore: RULE reason -->`. Any other comment is
/// an ordinary comment and says nothing.
enum DocHintParser {
    /// The hint in the comment `body` (the text between `<!--` and `-->`, trimmed), or
    /// nil for an ordinary comment.
    static func parse(_ body: String, range: SourceRange) -> DocHint? {
        guard let colon = body.firstIndex(of: ":") else {
            return body.lowercased() == "designspec-ignore" ? .ignore(rule: "", reason: nil, range: range) : nil
        }
        let key = body[..<colon].trimmingSpaces().lowercased()
        let rest = body[body.index(after: colon)...].trimmingSpacesAndNewlines()
        switch key {
        case "tokens":
            guard let group = rest.split(whereSeparator: \.isWhitespace).first else { return nil }
            return .tokens(group: String(group), range: range)
        case "scale":
            guard let group = rest.split(whereSeparator: \.isWhitespace).first else { return nil }
            return .scale(group: String(group), range: range)
        case "designspec-ignore":
            let parts = rest.split(maxSplits: 1, whereSeparator: \.isWhitespace)
            let rule = parts.first.map(String.init) ?? ""
            var reason = parts.count > 1 ? String(parts[1]) : ""
            while let first = reason.first, first == "-" || first == "—" || first == ":" || first.isWhitespace {
                reason.removeFirst()
            }
            return .ignore(rule: rule, reason: reason.isEmpty ? nil : reason, range: range)
        default:
            return nil
        }
    }

    /// The `ignore-without-reason` finding for an ignore hint that gives no rule or no
    /// reason, else nil.
    static func finding(for hint: DocHint) -> Finding? {
        guard case .ignore(let rule, let reason, let range) = hint else { return nil }
        if rule.isEmpty {
            return Finding(rule: .ignoreWithoutReason, severity: .warning,
                           FindingMessage(en: "designspec-ignore names no rule; write '<!-- designspec-ignore: RULE reason -->'",
                                          ko: "designspec-ignore에 규칙이 없습니다. '<!-- designspec-ignore: RULE reason -->'처럼 쓰세요"),
                           at: range)
        }
        guard reason == nil else { return nil }
        return Finding(rule: .ignoreWithoutReason, severity: .warning,
                       FindingMessage(en: "designspec-ignore: \(rule) gives no reason; say why after the rule id",
                                      ko: "designspec-ignore: \(rule)에 이유가 없습니다. 규칙 id 뒤에 이유를 쓰세요"),
                       at: range)
    }
}
