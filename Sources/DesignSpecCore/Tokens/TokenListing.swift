/// What `designspec tokens` prints: every resolved token with its type, its value per
/// mode, its alias chain (Semantic → Base) and where it is defined, as an aligned text
/// table or as JSON.
package enum TokenListing {
    static let headers = ["TOKEN", "TYPE", "LAYER", "MODE", "VALUE", "ALIAS CHAIN", "LOCATION"]

    /// One row per token and mode; a token's later modes leave name, type and layer blank.
    /// Columns are separated by two spaces and padded by characters; no trailing spaces.
    package static func text(_ set: TokenSet) -> String {
        var rows: [[String]] = [headers]
        for token in set.tokens {
            for (offset, value) in token.values.enumerated() {
                rows.append([
                    offset == 0 ? token.name : "",
                    offset == 0 ? token.type.description : "",
                    offset == 0 ? token.layer.rawValue : "",
                    value.mode ?? "-",
                    value.resolved?.displayString ?? "(unresolved)",
                    value.aliasChain.isEmpty ? "-" : AliasChainDisplay(value.aliasChain).joinedNames(separator: " → "),
                    value.rawRange.start.description,
                ])
            }
        }
        var widths = [Int](repeating: 0, count: headers.count)
        for row in rows {
            for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
        }
        var output = ""
        for row in rows {
            var line = ""
            for (column, cell) in row.enumerated() {
                line += cell
                if column < row.count - 1 { line += String(repeating: " ", count: widths[column] - cell.count + 2) }
            }
            while line.hasSuffix(" ") { line.removeLast() }
            output += line + "\n"
        }
        let aliasCount = set.resolvedAliasCount
        output += "\(set.tokens.count) tokens, \(aliasCount) aliases resolved, \(set.findings.count) findings, from \(set.files.count) files\n"
        return output
    }

    /// The set as pretty JSON, keys in a fixed order: `files`, `modeGroups`, `tokens`
    /// (each with `name`, `path`, `type`, `layer`, `description`, `deprecated`, `location`,
    /// `values` with `mode`, `value`, `raw`, `aliasChain`, `references`, `location`) and
    /// `findings`. Optional keys are left out when empty. A chain longer than
    /// `AliasChainDisplay.maximumShown` lists its first and last step, and
    /// `aliasChainOmitted` says how many are left out between them.
    package static func json(_ set: TokenSet) -> String {
        var root = JSONObject()
        root["files"] = .array(set.files.map { .string($0) })
        root["modeGroups"] = .array(set.modeGroups.map { group in
            ["name": .string(group.name), "modes": .array(group.modes.map { .string($0) })]
        })
        root["tokens"] = .array(set.tokens.map(tokenOutput))
        root["findings"] = .array(set.findings.map(findingOutput))
        return JSONWriter.serialize(.object(root), pretty: true) + "\n"
    }

    static func tokenOutput(_ token: Token) -> JSONOutput {
        var object = JSONObject()
        object["name"] = .string(token.name)
        object["path"] = .array(token.path.map { .string($0) })
        object["type"] = .string(token.type.description)
        object["layer"] = .string(token.layer.rawValue)
        object.set("description", ifPresent: token.description.map { .string($0) })
        switch token.deprecation {
        case .deprecated?: object["deprecated"] = true
        case .reason(let reason)?: object["deprecated"] = .string(reason)
        case nil: break
        }
        object["location"] = .string(token.definitionRange.start.description)
        object["values"] = .array(token.values.map { value in
            var output = JSONObject()
            output["mode"] = value.mode.map { .string($0) } ?? .null
            output["value"] = value.resolved.map { .string($0.displayString) } ?? .null
            output["raw"] = value.raw.jsonOutput
            if !value.aliasChain.isEmpty {
                let display = AliasChainDisplay(value.aliasChain)
                output["aliasChain"] = .array(display.steps.map { step in
                    ["name": .string(step.name), "location": .string(step.range.start.description)]
                })
                if display.omitted > 0 { output["aliasChainOmitted"] = .int(display.omitted) }
            }
            if !value.references.isEmpty { output["references"] = .array(value.references.map { .string($0) }) }
            output["location"] = .string(value.rawRange.start.description)
            return .object(output)
        })
        if let extensions = token.extensions { object["extensions"] = extensions.jsonOutput }
        return .object(object)
    }

    static func findingOutput(_ finding: Finding) -> JSONOutput {
        var object: JSONObject = [
            "rule": .string(finding.rule.rawValue),
            "severity": .string(finding.severity.rawValue),
            "message": .string(finding.message),
            "location": .string(finding.range.start.description),
        ]
        if !finding.notes.isEmpty {
            object["notes"] = .array(finding.notes.map { ["message": .string($0.message), "location": .string($0.range.start.description)] })
        }
        return .object(object)
    }
}
