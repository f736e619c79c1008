import DesignSpecCore

/// The coverage as JSON, for `check --format json` (with every place) and SARIF's run
/// properties (counts and line; the places are results there):
/// `{"docs", "tokenFiles", "tokens", "modes", "tokenTables", "rows", "recipes",
/// "notCheckedCounts": {"file", "table", "column", "row", "recipe"}, "line", "notChecked": [...]}`.
enum CoverageJSON {
    static func output(_ coverage: Coverage, places: Bool) -> JSONOutput {
        var counts: JSONObject = [:]
        for kind in NotCheckedPlace.Kind.allCases { counts.append(kind.rawValue, .int(coverage.notCheckedCount(kind))) }
        var object: JSONObject = [
            "docs": .int(coverage.docs),
            "tokenFiles": .int(coverage.tokenFiles),
            "tokens": .int(coverage.tokens),
            "modes": .array(coverage.modeGroups.map { .array($0.map(JSONOutput.string)) }),
            "tokenTables": .int(coverage.tokenTables),
            "rows": .int(coverage.rows),
            "recipes": .int(coverage.recipes),
            "notCheckedCounts": .object(counts),
            "line": .string(coverage.line),
        ]
        if places { object.append("notChecked", .array(coverage.notChecked.map(place))) }
        return .object(object)
    }

    /// `{"kind", "file", "line", "column", "reason", "rule"}`: no line and column for a
    /// whole file or folder, `rule` only for a place a finding reports.
    private static func place(_ place: NotCheckedPlace) -> JSONOutput {
        var object: JSONObject = [
            "kind": .string(place.kind.rawValue),
            "file": .string(place.path),
        ]
        if let range = place.range {
            object.append("line", .int(range.start.line))
            object.append("column", .int(range.start.column))
        }
        object.append("reason", .string(place.reason))
        if let rule = place.rule { object.append("rule", .string(rule.rawValue)) }
        return .object(object)
    }
}
