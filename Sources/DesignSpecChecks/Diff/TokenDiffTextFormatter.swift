import DesignSpecCore

/// `designspec diff`'s default output: a summary line, a block per change kind, then the
/// doc places (`path:line:col`, as editors and terminals link them). Names and doc text are
/// shown with control characters escaped, as in the check's text report.
package struct TokenDiffTextFormatter: Sendable {
    package init() {}

    package func format(_ report: TokenDiffReport) -> String {
        let sides = "\(TerminalText.sanitize(report.from.label)) → \(TerminalText.sanitize(report.to.label))"
        guard !report.changes.isEmpty else { return "No token changes, \(sides).\n" }
        var lines = ["Token changes, \(sides): \(report.summary)"]
        for kind in TokenChange.Kind.allCases {
            let changes = report.changes(kind)
            guard !changes.isEmpty else { continue }
            lines += ["", kind.title]
            for change in changes { lines += self.lines(for: change).map { "  " + $0 } }
        }
        lines.append("")
        if report.uses.isEmpty {
            lines.append("No doc names or shows a changed token.")
        } else {
            lines.append("Docs that name or show a changed token: \(report.uses.count)")
            for use in report.uses {
                let mode = use.mode.map { ", \(TerminalText.sanitize($0))" } ?? ""
                let kinds = use.kinds.map(\.title).joined(separator: ", ")
                lines.append("\(use.range.start): `\(TerminalText.sanitize(use.text))` \(use.role.rawValue) "
                             + "\(TerminalText.sanitize(use.token))\(mode) (\(kinds))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func lines(for change: TokenChange) -> [String] {
        let name = TerminalText.sanitize(change.name)
        let type = change.type.description
        switch change.kind {
        case .added:
            return ["\(name) (\(type)): \(values(change.values.map { ($0.mode, $0.after) }))"]
        case .removed:
            return ["\(name) (\(type)): \(values(change.values.map { ($0.mode, $0.before) }))"]
        case .renamed:
            return ["\(TerminalText.sanitize(change.oldName ?? "")) → \(name) (\(type)): \(values(change.values.map { ($0.mode, $0.after) }))"]
        case .valueChanged, .typeChanged:
            let label = change.kind == .typeChanged ? "\((change.oldType ?? change.type).description) → \(type)" : type
            return change.values.map { value in
                let mode = value.mode.map { ", " + TerminalText.sanitize($0) } ?? ""
                var line = "\(name) (\(label))\(mode): \(Self.value(value.before)) → \(Self.value(value.after))"
                if let difference = value.colorDifference { line += ", ΔE OK \(TokenDiffReport.formatDifference(difference))" }
                return line
            }
        case .deprecated:
            if case .reason(let reason)? = change.deprecation { return ["\(name) (\(type)): \(TerminalText.sanitize(reason))"] }
            return ["\(name) (\(type))"]
        }
    }

    /// `#1A73E8`, or `light #FFFFFF, dark #000000`.
    private func values(_ values: [(mode: String?, value: TokenModeValue?)]) -> String {
        values.map { entry in (entry.mode.map { TerminalText.sanitize($0) + " " } ?? "") + Self.value(entry.value) }
            .joined(separator: ", ")
    }

    /// `16px`, `#1A73E8 ({color.base.blue.500})`, `(unresolved)`, `(none)`.
    static func value(_ value: TokenModeValue?) -> String {
        guard let value else { return "(none)" }
        var text = TerminalText.sanitize(value.resolved?.displayString ?? "(unresolved)")
        if let alias = value.aliasChain.first { text += " ({\(TerminalText.sanitize(alias.name))})" }
        return text
    }
}
