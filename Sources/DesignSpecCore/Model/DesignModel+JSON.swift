/// `designspec model`: the whole model as JSON, keys in a fixed order, optional keys left
/// out when they have no value. Every place is a string `path:line:col` (where it starts);
/// an infinite number (`.frame(maxWidth: .infinity)`) is `null`.
///
/// ```text
/// { "configuration": { file?, content, tokens, prefixes {code: group}, baseGroups,
///                      site {title, language?}, rules {id: error|warning|off},
///                      scales? {kind: scale} },
///   "docs": [ { path, slug, title, language, frontMatter? {key: value, in order},
///               headings: [ {level, text, anchor, range} ],
///               tables: [ { index, range, kind: tokens|usage|plain, reason, hints,
///                           columns: [ {header, role: name|aliasTarget|aliasedBy|part|
///                                       property|value|description|other, mode?,
///                                       reading?, range} ],
///                           entries: [ {range, name?: NAME, aliasTarget?: NAME,
///                                       aliasedBy?: [NAME], parts?: [NAME],
///                                       values: [ {text, range, mode?, property?, value?,
///                                                  error?, token?} ], description?} ] } ],
///               recipes: [ { name, anchor, range, interactive, hints,
///                            code: [ {range, codeStart, code} ], notes: [ {text, range} ],
///                            facts: [ {key, text, range, values: [ {value, range} ]} ],
///                            literals: [ {kind, edges?, value, range, context, interactive} ],
///                            tokenReferences: [ {name, range, kind?, edges?, context?,
///                                                interactive, binding} ],
///                            skipped: [range] } ] } ],
///   "skipped": [ {path, reason} ],
///   "tokens": { files, modes: [ {group, modes} ],
///               tokens: [ {name, type, layer, description?, deprecated?, definition,
///                          values: [ {mode?, value?, aliasChain, references?, range} ]} ] },
///   "findings": [ {rule, severity, message, range, notes?: [ {message, range} ]} ] }
///
/// A second name column's `role` says how it was read, and `reading` why: `aliasTarget`
/// (the first column's token aliases it), `aliasedBy` (its tokens alias the first column's:
/// `Base | Semantic`), `part` (each row's part of the first column's composite token
/// references it), decided by the tokens where rows say (`by the tokens: 3 of 3 rows`),
/// else by the header words, else `aliasTarget`.
///
/// NAME    = {text, range, binding}
/// binding = {"token": name} | {"group": name} | {"ambiguous": [names]}
///         | {"unknown": {reference, suggestions}} | {"none": reason}
/// hint    = {"tokens": group, range} | {"scale": group, range} | {"ignore": rule, reason?, range}
/// value   = {"dimension": {value, unit}} | {"number": n} | {"ratio": {value, notation, of?}}
///         | {"color": {hex, space}} | {"duration": {milliseconds}} | {"cubicBezier": [x1, y1, x2, y2]}
///         | {"animation": {curve, bezier? | response?, dampingFraction?, duration?, transitions}}
///         | {"fontFamily": [names]} | {"fontWeight": n} | {"string": text}
///         | {"range": {lower, upper}} | {"list": [value]} | {"composite": {field: value}}
/// ```
extension DesignModel {
    /// The model as `designspec model` prints it, in the shape above, keys in a fixed order.
    public var jsonOutput: JSONOutput {
        let docs = docs
        // Each doc on its own core (its language is worked out from its text when asked).
        return [
            "configuration": ModelJSON.configuration(configuration),
            "docs": .array(IndexedConcurrentMap.map(count: docs.count) { ModelJSON.doc(docs[$0]) }),
            "skipped": .array(skipped.map { ["path": .string($0.path), "reason": .string($0.reason)] }),
            "tokens": ModelJSON.tokens(tokens),
            "findings": .array(findings.map(ModelJSON.finding)),
        ]
    }
}

/// The pieces of `DesignModel.jsonOutput`.
enum ModelJSON {
    static func place(_ range: SourceRange) -> JSONOutput { .string(range.start.description) }
    static func place(_ location: SourceLocation) -> JSONOutput { .string(location.description) }
    static func strings(_ values: [String]) -> JSONOutput { .array(values.map(JSONOutput.string)) }

    static func configuration(_ configuration: Configuration) -> JSONOutput {
        var object = JSONObject()
        object.set("file", ifPresent: configuration.file.map(JSONOutput.string))
        object["content"] = .string(configuration.content)
        object["tokens"] = strings(configuration.tokens)
        object["prefixes"] = .object(JSONObject(configuration.prefixes.map { ($0.code, JSONOutput.string($0.group)) }))
        if !configuration.prefixesGiven {
            object["inferredPrefixes"] = .object(JSONObject(configuration.inferredPrefixes.map { ($0.code, JSONOutput.string($0.group)) }))
        }
        object["baseGroups"] = strings(configuration.baseGroups)
        var site = JSONObject()
        site["title"] = .string(configuration.siteTitle)
        site.set("language", ifPresent: configuration.language.map(JSONOutput.string))
        object["site"] = .object(site)
        object["rules"] = .object(JSONObject(configuration.severities.keys.sorted().map { id in
            (id.rawValue, JSONOutput.string(configuration.severities[id]!.map(\.rawValue) ?? "off"))
        }))
        if !configuration.scales.isEmpty {
            object["scales"] = .object(JSONObject(configuration.scales.keys.sorted().map { ($0, JSONOutput.string(configuration.scales[$0]!)) }))
        }
        return .object(object)
    }

    // MARK: - Docs

    static func doc(_ doc: DocModel) -> JSONOutput {
        var object: JSONObject = [
            "path": .string(doc.path),
            "slug": .string(doc.slug),
            "title": .string(doc.title),
            "language": .string(doc.language),
        ]
        if let frontMatter = doc.markdown.frontMatter {
            object["frontMatter"] = .object(JSONObject(frontMatter.entries.map { ($0.key, Self.frontMatterValue($0.value)) }))
        }
        object["headings"] = .array(doc.headings.map { heading in
            ["level": .int(heading.level), "text": .string(heading.text), "anchor": .string(heading.anchor),
             "range": place(heading.range)]
        })
        object["tables"] = .array(doc.tables.map(table))
        object["recipes"] = .array(doc.recipes.map(recipe))
        return .object(object)
    }

    /// A front matter value as the JSON value of the same type.
    static func frontMatterValue(_ value: FrontMatter.Value) -> JSONOutput {
        switch value {
        case .string(let text): .string(text)
        case .bool(let flag): .bool(flag)
        case .integer(let number): .int(number)
        case .list(let items): .array(items.map { .string($0) })
        case .null: .null
        }
    }

    static func table(_ table: DocTable) -> JSONOutput {
        [
            "index": .int(table.index),
            "range": place(table.range),
            "kind": .string(table.kind.rawValue),
            "reason": .string(table.reason),
            "hints": .array(table.hints.map(hint)),
            "columns": .array(table.columns.map(column)),
            "entries": .array(table.entries.map(entry)),
        ]
    }

    static func column(_ column: TableColumn) -> JSONOutput {
        var object: JSONObject = ["header": .string(column.header)]
        switch column.role {
        case .name: object["role"] = "name"
        case .aliasTarget: object["role"] = "aliasTarget"
        case .aliasedBy: object["role"] = "aliasedBy"
        case .part: object["role"] = "part"
        case .property: object["role"] = "property"
        case .value(let mode):
            object["role"] = "value"
            object.set("mode", ifPresent: mode.map(JSONOutput.string))
        case .description: object["role"] = "description"
        case .other: object["role"] = "other"
        }
        object.set("reading", ifPresent: column.reading.map(JSONOutput.string))
        if !column.fields.isEmpty { object["fields"] = strings(column.fields) }
        object["range"] = place(column.range)
        return .object(object)
    }

    static func entry(_ entry: TableEntry) -> JSONOutput {
        var object: JSONObject = ["range": place(entry.range)]
        object.set("name", ifPresent: entry.name.map(nameCell))
        object.set("aliasTarget", ifPresent: entry.aliasTarget.map(nameCell))
        if !entry.aliasedBy.isEmpty { object["aliasedBy"] = .array(entry.aliasedBy.map(nameCell)) }
        if !entry.parts.isEmpty { object["parts"] = .array(entry.parts.map(nameCell)) }
        object["values"] = .array(entry.values.map(valueCell))
        object.set("description", ifPresent: entry.description.map(JSONOutput.string))
        return .object(object)
    }

    static func nameCell(_ cell: NameCell) -> JSONOutput {
        ["text": .string(cell.text), "range": place(cell.range), "binding": binding(cell.binding)]
    }

    static func binding(_ binding: TokenBinding) -> JSONOutput {
        switch binding {
        case .token(let name): ["token": .string(name)]
        case .group(let name): ["group": .string(name)]
        case .ambiguous(let names): ["ambiguous": strings(names)]
        case .unknown(let reference, let suggestions):
            ["unknown": ["reference": .string(reference), "suggestions": strings(suggestions)]]
        case .none(let reason): ["none": .string(reason)]
        }
    }

    static func valueCell(_ cell: ValueCell) -> JSONOutput {
        var object: JSONObject = ["text": .string(cell.text), "range": place(cell.range)]
        object.set("mode", ifPresent: cell.mode.map(JSONOutput.string))
        object.set("property", ifPresent: cell.property.map(JSONOutput.string))
        object.set("value", ifPresent: cell.value.map(value))
        object.set("error", ifPresent: cell.error.map(JSONOutput.string))
        object.set("token", ifPresent: cell.token.map(JSONOutput.string))
        object.set("reference", ifPresent: cell.reference.map(nameCell))
        return .object(object)
    }

    static func hint(_ hint: DocHint) -> JSONOutput {
        switch hint {
        case .tokens(let group, let range): ["tokens": .string(group), "range": place(range)]
        case .scale(let group, let range): ["scale": .string(group), "range": place(range)]
        case .ignore(let rule, let reason, let range):
            .object(JSONObject([("ignore", JSONOutput.string(rule))]
                + (reason.map { [("reason", JSONOutput.string($0))] } ?? [])
                + [("range", place(range))]))
        }
    }

    // MARK: - Recipes

    static func recipe(_ recipe: Recipe) -> JSONOutput {
        [
            "name": .string(recipe.name),
            "anchor": .string(recipe.anchor),
            "range": place(recipe.headingRange),
            "interactive": .bool(recipe.isInteractive),
            "hints": .array(recipe.hints.map(hint)),
            "code": .array(recipe.codeBlocks.map { code in
                ["range": place(code.range), "codeStart": place(code.codeStart), "code": .string(code.code)]
            }),
            "notes": .array(recipe.notes.map { ["text": .string($0.text), "range": place($0.range)] }),
            "facts": .array(recipe.facts.map { fact in
                [
                    "key": .string(fact.key), "text": .string(fact.text), "range": place(fact.range),
                    "values": .array(fact.values.map { ["value": value($0.value), "range": place($0.range)] }),
                ]
            }),
            "literals": .array(recipe.literals.map(literal)),
            "tokenReferences": .array(recipe.tokenReferences.map(tokenUse)),
            "skipped": .array(recipe.skipped.map(place)),
        ]
    }

    static func literal(_ literal: RecipeLiteral) -> JSONOutput {
        var object = JSONObject()
        kind(literal.kind, into: &object)
        object["value"] = value(literal.value)
        object["range"] = place(literal.range)
        object["context"] = .string(literal.context)
        object["interactive"] = .bool(literal.isInteractive)
        return .object(object)
    }

    static func tokenUse(_ use: RecipeTokenUse) -> JSONOutput {
        var object: JSONObject = ["name": .string(use.reference.name), "range": place(use.reference.range)]
        if let literalKind = use.reference.kind { kind(literalKind, into: &object) }
        object.set("context", ifPresent: use.reference.context.map(JSONOutput.string))
        object["interactive"] = .bool(use.reference.isInteractive)
        object["binding"] = binding(use.binding)
        return .object(object)
    }

    /// `kind` (`padding`, `frameWidth`, ...) and, for padding, `edges`.
    static func kind(_ kind: LiteralKind, into object: inout JSONObject) {
        if case .padding(let edges) = kind {
            object["kind"] = "padding"
            object["edges"] = strings(edges.map(\.rawValue))
        } else {
            object["kind"] = .string(String(describing: kind))
        }
    }

    // MARK: - Tokens and findings

    static func tokens(_ set: TokenSet) -> JSONOutput {
        [
            "files": strings(set.files),
            "modes": .array(set.modeGroups.map { ["group": .string($0.name), "modes": strings($0.modes)] }),
            "tokens": .array(set.tokens.map(token)),
        ]
    }

    static func token(_ token: Token) -> JSONOutput {
        var object: JSONObject = [
            "name": .string(token.name), "type": .string(token.type.description), "layer": .string(token.layer.rawValue),
        ]
        object.set("description", ifPresent: token.description.map(JSONOutput.string))
        switch token.deprecation {
        case .deprecated: object["deprecated"] = true
        case .reason(let reason): object["deprecated"] = .string(reason)
        case nil: break
        }
        object["definition"] = place(token.definitionRange)
        object["values"] = .array(token.values.map { modeValue in
            var value = JSONObject()
            value.set("mode", ifPresent: modeValue.mode.map(JSONOutput.string))
            value.set("value", ifPresent: modeValue.resolved.map(ModelJSON.value))
            let chain = AliasChainDisplay(modeValue.aliasChain)
            value["aliasChain"] = strings(chain.steps.map(\.name))
            if chain.omitted > 0 { value["aliasChainOmitted"] = .int(chain.omitted) }
            if !modeValue.references.isEmpty { value["references"] = strings(modeValue.references) }
            value["range"] = place(modeValue.rawRange)
            return .object(value)
        })
        return .object(object)
    }

    static func finding(_ finding: Finding) -> JSONOutput {
        var object: JSONObject = [
            "rule": .string(finding.rule.rawValue), "severity": .string(finding.severity.rawValue),
            "message": .string(finding.message), "range": place(finding.range),
        ]
        if !finding.notes.isEmpty {
            object["notes"] = .array(finding.notes.map { ["message": .string($0.message), "range": place($0.range)] })
        }
        return .object(object)
    }

    // MARK: - Values

    /// A typed value as `{kind: payload}`.
    static func value(_ value: DesignValue) -> JSONOutput {
        switch value {
        case .dimension(let dimension):
            ["dimension": ["value": .double(dimension.value), "unit": .string(dimension.unit.rawValue)]]
        case .number(let number):
            ["number": .double(number)]
        case .ratio(let ratio):
            ["ratio": .object(JSONObject([("value", JSONOutput.double(ratio.value)), ("notation", .string(ratio.notation.rawValue))]
                + (ratio.of.map { [("of", JSONOutput.string($0))] } ?? [])))]
        case .color(let color):
            ["color": ["hex": .string(color.hex), "space": .string(color.space)]]
        case .duration(let duration):
            ["duration": ["milliseconds": .double(duration.milliseconds)]]
        case .cubicBezier(let curve):
            ["cubicBezier": bezier(curve)]
        case .animation(let animation):
            ["animation": self.animation(animation)]
        case .fontFamily(let names):
            ["fontFamily": strings(names)]
        case .fontWeight(let weight):
            ["fontWeight": .int(weight)]
        case .string(let text):
            ["string": .string(text)]
        case .range(let lower, let upper):
            ["range": ["lower": .double(lower), "upper": .double(upper)]]
        case .list(let items):
            ["list": .array(items.map(self.value))]
        case .composite(let fields):
            ["composite": .object(JSONObject(fields.map { ($0.name, self.value($0.value)) }))]
        }
    }

    static func bezier(_ curve: CubicBezier) -> JSONOutput {
        .array([curve.x1, curve.y1, curve.x2, curve.y2].map(JSONOutput.double))
    }

    static func animation(_ animation: Animation) -> JSONOutput {
        var object = JSONObject()
        switch animation.curve {
        case .timing(let name, let curve):
            object["curve"] = .string(name)
            object["bezier"] = bezier(curve)
        case .spring(let response, let dampingFraction):
            object["curve"] = "spring"
            object["response"] = .double(response)
            object["dampingFraction"] = .double(dampingFraction)
        }
        object.set("duration", ifPresent: animation.duration.map { .double($0.milliseconds) })
        object["transitions"] = strings(animation.transitions)
        return .object(object)
    }
}
