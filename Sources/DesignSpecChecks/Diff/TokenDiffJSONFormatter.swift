import DesignSpecCore

/// `designspec diff --format json`, keys in a fixed order:
///
/// - `from`, `to`: the sides (`HEAD~1`, `working tree`, a path);
/// - `summary`: the count of every kind, `added` … `deprecated`;
/// - `changes`: each with `kind` (`added`, `removed`, `renamed`, `valueChanged`,
///   `typeChanged`, `deprecated`), `token`, `previousName` (renamed), `type`,
///   `previousType` (typeChanged), `location`, `values` (each `mode`, `before`, `after` —
///   `{value, alias}` or null — and `deltaEOK` for two colours, 4 decimals), and
///   `deprecated` (true or the reason) for a newly deprecated token;
/// - `docs`: each place with `location`, `text`, `token`, `role` (`names`, `shows`),
///   `mode` (value cells of a mode column) and `changes` (the kinds).
package struct TokenDiffJSONFormatter: Sendable {
    package init() {}

    package func format(_ report: TokenDiffReport) -> String {
        var root = JSONObject()
        root["from"] = .string(report.from.label)
        root["to"] = .string(report.to.label)
        var summary = JSONObject()
        for kind in TokenChange.Kind.allCases { summary[kind.rawValue] = .int(report.changes(kind).count) }
        root["summary"] = .object(summary)
        root["changes"] = .array(report.changes.map(changeOutput))
        root["docs"] = .array(report.uses.map { use in
            var object = JSONObject()
            object["location"] = .string(use.range.start.description)
            object["text"] = .string(use.text)
            object["token"] = .string(use.token)
            object["role"] = .string(use.role.rawValue)
            object.set("mode", ifPresent: use.mode.map { .string($0) })
            object["changes"] = .array(use.kinds.map { .string($0.rawValue) })
            return .object(object)
        })
        return JSONWriter.serialize(.object(root), pretty: true) + "\n"
    }

    private func changeOutput(_ change: TokenChange) -> JSONOutput {
        var object = JSONObject()
        object["kind"] = .string(change.kind.rawValue)
        object["token"] = .string(change.name)
        object.set("previousName", ifPresent: change.oldName.map { .string($0) })
        object["type"] = .string(change.type.description)
        object.set("previousType", ifPresent: change.oldType.map { .string($0.description) })
        object["location"] = .string(change.location.start.description)
        if change.kind != .deprecated {
            object["values"] = .array(change.values.map { value in
                var output = JSONObject()
                output["mode"] = value.mode.map { .string($0) } ?? .null
                output["before"] = valueOutput(value.before)
                output["after"] = valueOutput(value.after)
                output.set("deltaEOK", ifPresent: value.colorDifference.map { .double(($0 * 10000).rounded() / 10000) })
                return .object(output)
            })
        }
        switch change.deprecation {
        case .deprecated?: object["deprecated"] = true
        case .reason(let reason)?: object["deprecated"] = .string(reason)
        case nil: break
        }
        return .object(object)
    }

    private func valueOutput(_ value: TokenModeValue?) -> JSONOutput {
        guard let value else { return .null }
        var object = JSONObject()
        object["value"] = value.resolved.map { .string($0.displayString) } ?? .null
        object["alias"] = value.aliasChain.first.map { .string($0.name) } ?? .null
        return .object(object)
    }
}
