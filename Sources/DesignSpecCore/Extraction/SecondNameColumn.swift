/// Decides what a table's second name column means: the alias target of the
/// first column's token (`Semantic token | Base token`), the tokens that alias it
/// (`Base | Semantic`), or the tokens a composite's parts reference
/// (`typography.heading1 | typography.base.weight.bold | 700`).
///
/// The tokens decide first: each row whose two names are tokens is evidence for the
/// reading it agrees with (the first aliases the second; the second aliases the first; a
/// field of the first, a composite, references the second), and the reading most rows
/// agree with wins. When no row agrees with any, the header words decide (a first header
/// such as Base/Primitive with a second such as Semantic/사용처 토큰: `aliasedBy`; a second
/// such as Part/구성: `part`), else `aliasTarget`.
enum SecondNameColumn {
    struct Reading: Equatable {
        var role: TableColumn.Role
        /// For `designspec model`: `alias target of the first column (by the tokens: 2 of 3 rows)`.
        var description: String
    }

    /// One row: the first column's token (carried down over rows that continue it) and
    /// the tokens the second column names.
    struct Row {
        var first: String?
        var seconds: [String]
    }

    static let baseWords: Set<String> = ["base", "primitive", "primitives", "core", "global", "palette", "foundation",
                                         "기본", "원시", "팔레트", "베이스"]
    static let userWords: Set<String> = ["semantic", "semantics", "시맨틱", "시멘틱", "used", "users", "사용", "사용처", "참조",
                                         "aliases", "alias", "component", "컴포넌트"]
    static let partWords: Set<String> = ["part", "parts", "구성", "구성요소", "요소", "ingredient", "ingredients", "member", "members"]

    static func read(firstHeader: String, secondHeader: String, rows: [Row], tokens: TokenSet) -> Reading {
        var forward = 0, reverse = 0, part = 0, evidenced = 0
        for row in rows {
            guard let first = row.first, let token = tokens[first], !row.seconds.isEmpty else { continue }
            let known = row.seconds.filter { tokens[$0] != nil }
            guard !known.isEmpty else { continue }
            evidenced += 1
            if token.type.isComposite, known.contains(where: { CompositeParts.field(for: $0, in: token, tokens: tokens)?.reference != nil }) {
                part += 1
            } else if known.contains(where: { CompositeParts.reaches(first, $0, in: tokens) && $0 != first }) {
                forward += 1
            } else if known.contains(where: { CompositeParts.reaches($0, first, in: tokens) && $0 != first }) {
                reverse += 1
            }
        }
        let best = max(forward, reverse, part)
        if best > 0 {
            let evidence = "by the tokens: \(best) of \(evidenced) \(evidenced == 1 ? "row" : "rows")"
            if part == best { return Reading(role: .part, description: "parts of the first column's composite token (\(evidence))") }
            if forward == best { return Reading(role: .aliasTarget, description: "alias target of the first column (\(evidence))") }
            return Reading(role: .aliasedBy, description: "tokens that alias the first column (\(evidence))")
        }
        let headers = "by the headers '\(firstHeader)', '\(secondHeader)'"
        let first = words(firstHeader), second = words(secondHeader)
        if !second.isDisjoint(with: partWords) {
            return Reading(role: .part, description: "parts of the first column's composite token (\(headers))")
        }
        if !first.isDisjoint(with: baseWords), !second.isDisjoint(with: userWords) {
            return Reading(role: .aliasedBy, description: "tokens that alias the first column (\(headers))")
        }
        return Reading(role: .aliasTarget, description: "alias target of the first column (\(headers))")
    }

    /// A header's words, lower-cased.
    static func words(_ header: String) -> Set<String> {
        Set(header.lowercased().split { $0.isWhitespace || $0 == "-" || $0 == "_" || $0 == "(" || $0 == ")" || $0 == "/" }
            .map(String.init))
    }
}
