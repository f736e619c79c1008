import DesignSpecCore

/// `designspec diff --format markdown`: for a pull-request comment or a changelog. A
/// heading, the summary, a table per change kind, then the doc places.
///
/// Colours are code spans GitHub draws a swatch beside in issues, pull requests and
/// discussions: `#RRGGBB`, or `rgba(R, G, B, A)` for a colour with alpha (GitHub shows no
/// swatch for `#RRGGBBAA`); anywhere else, a changelog file say, they read as the value.
/// GitHub strips inline `<svg>` and `data:` images from comments, so there are none. The
/// first line is the HTML comment `<!-- designspec-diff -->`, by which a workflow finds its
/// own comment to update it.
package struct TokenDiffMarkdownFormatter: Sendable {
    /// The first line of every report.
    package static let marker = "<!-- designspec-diff -->"

    package init() {}

    package func format(_ report: TokenDiffReport) -> String {
        var lines = [Self.marker, "### Token changes: \(side(report.from)) → \(side(report.to))", ""]
        guard !report.changes.isEmpty else { return (lines + ["No token changes."]).joined(separator: "\n") + "\n" }
        lines.append(report.summary)
        for kind in TokenChange.Kind.allCases {
            let changes = report.changes(kind)
            guard !changes.isEmpty else { continue }
            lines += ["", "#### \(kind.title.prefix(1).uppercased() + kind.title.dropFirst()) (\(changes.count))", ""]
            lines += table(kind, changes)
        }
        lines.append("")
        if report.uses.isEmpty {
            lines.append("No doc names or shows a changed token.")
        } else {
            lines += ["#### Docs that name or show a changed token (\(report.uses.count))", "",
                      "| place | written | as | token | change |", "| --- | --- | --- | --- | --- |"]
            for use in report.uses {
                let role = use.role == .names ? "name" : "value" + (use.mode.map { " (\(Self.cell($0)))" } ?? "")
                let change = use.kinds.map(\.title).joined(separator: ", ")
                lines.append("| \(Self.code(use.range.start.description)) | \(Self.code(use.text)) | \(role) | "
                             + "\(Self.code(use.token)) | \(change) |")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func side(_ side: TokenDiffSide) -> String {
        side == .workingTree ? side.label : Self.code(side.label)
    }

    private func table(_ kind: TokenChange.Kind, _ changes: [TokenChange]) -> [String] {
        switch kind {
        case .added, .removed:
            return ["| token | type | value |", "| --- | --- | --- |"] + changes.map { change in
                let values = change.values.map { ($0.mode, kind == .added ? $0.after : $0.before) }
                return "| \(Self.code(change.name)) | \(change.type) | \(Self.values(values)) |"
            }
        case .renamed:
            return ["| before | after | type | value |", "| --- | --- | --- | --- |"] + changes.map { change in
                "| \(Self.code(change.oldName ?? "")) | \(Self.code(change.name)) | \(change.type) | "
                    + "\(Self.values(change.values.map { ($0.mode, $0.after) })) |"
            }
        case .valueChanged, .typeChanged:
            let typeColumn = kind == .typeChanged ? " type |" : ""
            let typeRule = kind == .typeChanged ? " --- |" : ""
            var rows = ["| token | mode |\(typeColumn) before | after | ΔE OK |", "| --- | --- |\(typeRule) --- | --- | ---: |"]
            for change in changes {
                for value in change.values {
                    let type = kind == .typeChanged ? " \((change.oldType ?? change.type).description) → \(change.type) |" : ""
                    let difference = value.colorDifference.map(TokenDiffReport.formatDifference) ?? ""
                    rows.append("| \(Self.code(change.name)) | \(value.mode.map(Self.cell) ?? "") |\(type) "
                                + "\(Self.value(value.before)) | \(Self.value(value.after)) | \(difference) |")
                }
            }
            return rows
        case .deprecated:
            return ["| token | type | reason |", "| --- | --- | --- |"] + changes.map { change in
                var reason = ""
                if case .reason(let text)? = change.deprecation { reason = Self.cell(text) }
                return "| \(Self.code(change.name)) | \(change.type) | \(reason) |"
            }
        }
    }

    /// One value per mode in a cell: `light` … `<br>` `dark` ….
    private static func values(_ values: [(mode: String?, value: TokenModeValue?)]) -> String {
        values.map { entry in (entry.mode.map { cell($0) + " " } ?? "") + value(entry.value) }.joined(separator: "<br>")
    }

    /// `` `#1A73E8` ``, `` `rgba(26, 115, 232, 0.5)` ``, `` `16px` `` with its alias: `` (`{spacing.base.4}`) ``.
    static func value(_ value: TokenModeValue?) -> String {
        guard let value else { return "–" }
        var text: String
        switch value.resolved {
        case .color(let color)? where color.alpha < 1:
            let channels = color.rgba8.prefix(3).map(String.init).joined(separator: ", ")
            text = code("rgba(\(channels), \(DesignValue.format((color.alpha * 1000).rounded() / 1000)))")
        case .color(let color)?:
            text = code(color.hex)
        case let resolved?:
            text = code(resolved.displayString)
        case nil:
            text = "(unresolved)"
        }
        if let alias = value.aliasChain.first { text += " (\(code("{" + alias.name + "}")))" }
        return text
    }

    /// `text` as a code span that can sit in a table cell: fenced by more backticks than
    /// it holds in a row, `|` escaped (GFM splits cells before it reads code spans).
    static func code(_ text: String) -> String {
        var longest = 0, run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let padded = text.hasPrefix("`") || text.hasSuffix("`") ? " \(text) " : text
        return fence + cell(padded) + fence
    }

    /// Text for a table cell: `|` escaped, line breaks as spaces.
    static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\r\n", with: " ")
            .replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\r", with: " ")
    }
}
