import Foundation

/// Resolves token definitions into tokens: picks each token's definition per mode,
/// follows aliases to typed values, and reports `broken-reference`,
/// `circular-reference`, `invalid-value` and `duplicate-token` findings.
///
/// Resolution is iterative with memoisation (an explicit work stack, no recursion), so a
/// 10,000-step alias chain costs no stack; chains longer than `maximumChainLength` are a
/// finding. Every (token, mode) pair is resolved at most once. The references in each
/// definition are found, and looked up, once, when the resolver is made.
struct TokenResolver {
    static let maximumChainLength = 1000

    private(set) var findings: [Finding] = []

    /// One token's definitions, the winning one per mode.
    struct Entry {
        var name: String
        var path: [String]
        var definitions: [TokenDefinition]
        var groups: Set<String>
        /// Per definition: the references in its value, in source order.
        var references: [[Reference]] = []
        /// Per definition: the name its value aliases when it is exactly one reference.
        var aliases: [String?] = []

        /// The definition `resolution` (one of this entry's) was made from.
        func definition(of resolution: Resolution) -> TokenDefinition? {
            resolution.definitionIndex.map { definitions[$0] }
        }
    }

    /// One `{name}` in a definition's value: the string holding it and the token it names.
    struct Reference {
        var name: String
        var range: SourceRange
        var target: Int?
    }

    struct Resolution {
        var value: DesignValue?
        var type: TokenType?
        var chain: [AliasStep] = []
        var references: [String] = []
        /// The literal as text, for string interpolation (`{globals.baseline}{globals.unit}`).
        var literalText: String?
        /// Mode groups the result depends on.
        var groups: Set<String> = []
        /// The definition that holds (its index in the entry's `definitions`): an index, not
        /// a copy, since resolutions are copied in and out of the memo for every alias step.
        var definitionIndex: Int?
    }

    let entries: [Entry]
    let modeGroups: [TokenModeGroup]
    let plainLeaves: [String: JSONNode]
    let layerRules: TokenLayerRules
    private let index: [String: Int]
    /// Context 0 is every group in its default mode; the others switch one group to one
    /// of its other modes.
    let contexts: [TokenModeKey?]
    /// Each group's default mode (the first group of a name wins).
    private let defaultModes: [String: String]
    /// Resolutions by `key(token, context)`, nil until resolved.
    private var memo: [Resolution?]
    /// Tokens on the current resolution path, by index (a cycle closes on one of them).
    private var isOpen: [Bool]
    private var reportedFindings = Set<Finding>()
    /// Broken references whose notes `addSuggestions` is still to find.
    private var pendingSuggestions: [PendingSuggestion] = []

    /// A broken reference's finding (its index in `findings`), the name it gives and the
    /// token holding it (never suggested for itself).
    private struct PendingSuggestion: Sendable {
        var finding: Int
        var reference: String
        var holder: String
    }

    init(definitions: [TokenDefinition], plainLeaves: [String: JSONNode], modeGroups: [TokenModeGroup], layerRules: TokenLayerRules) {
        self.modeGroups = modeGroups
        self.plainLeaves = plainLeaves
        self.layerRules = layerRules
        var contexts: [TokenModeKey?] = [nil]
        for group in modeGroups {
            for mode in group.modes.dropFirst() { contexts.append(TokenModeKey(group: group.name, mode: mode)) }
        }
        self.contexts = contexts
        var defaultModes: [String: String] = [:]
        for group in modeGroups where defaultModes[group.name] == nil {
            if let mode = group.defaultMode { defaultModes[group.name] = mode }
        }
        self.defaultModes = defaultModes

        // Group by name, in name order, each name's definitions in reading order (a stable
        // sort of their positions: no dictionary of arrays); the same name in the same mode
        // twice is a duplicate (the later wins).
        let names = definitions.map(\.name)
        var order = Array(definitions.indices)
        order.sort { names[$0] < names[$1] }
        var entries: [Entry] = []
        entries.reserveCapacity(definitions.count)
        var duplicateFindings: [Finding] = []
        var runStart = 0
        while runStart < order.count {
            let name = names[order[runStart]]
            var runEnd = runStart + 1
            while runEnd < order.count, names[order[runEnd]] == name { runEnd += 1 }
            if runEnd == runStart + 1 {
                // One definition (most names): nothing to order or override, one copy.
                let definition = definitions[order[runStart]]
                runStart = runEnd
                entries.append(Entry(name: name, path: definition.path, definitions: [definition],
                                     groups: definition.mode.map { [$0.group] } ?? []))
                continue
            }
            let all = order[runStart..<runEnd].map { definitions[$0] }
                .sorted { ($0.fileOrder, $0.keyRange) < ($1.fileOrder, $1.keyRange) }
            runStart = runEnd
            var kept: [TokenDefinition] = []
            for definition in all {
                if let earlier = kept.firstIndex(where: { $0.mode == definition.mode }) {
                    let first = kept[earlier]
                    duplicateFindings.append(Finding(
                        rule: .duplicateToken, severity: .error,
                        FindingMessage(
                            en: "token \(code: name) is defined again; the definition at \(first.keyRange.start.description) is overridden",
                            ko: "\(code: name) 토큰이 다시 정의되어 \(first.keyRange.start.description)의 정의를 덮어씁니다"),
                        at: definition.keyRange,
                        notes: [Finding.Note(FindingMessage(en: "first definition of \(code: name)", ko: "\(code: name)의 첫 정의"),
                                             at: first.keyRange)]))
                    kept[earlier] = definition
                } else {
                    kept.append(definition)
                }
            }
            entries.append(Entry(name: name, path: all[0].path, definitions: kept, groups: Set(kept.compactMap(\.mode?.group))))
        }
        var index: [String: Int] = [:]
        index.reserveCapacity(entries.count)
        for (offset, entry) in entries.enumerated() { index[entry.name] = offset }
        for offset in entries.indices {
            entries[offset].references = entries[offset].definitions.map { definition in
                Self.references(in: definition.value).map { Reference(name: $0.name, range: $0.range,
                                                                      target: Self.tokenIndex($0.name, in: index)) }
            }
            entries[offset].aliases = entries[offset].definitions.map { $0.value.stringValue.flatMap(TokenReference.wholeAlias) }
        }
        self.entries = entries
        self.index = index
        memo = Array(repeating: nil, count: entries.count * contexts.count)
        isOpen = Array(repeating: false, count: entries.count)
        findings = duplicateFindings
    }

    // MARK: Lookup

    /// The token a reference names: exact, or without Style Dictionary's `.value` or
    /// DTCG's `.$root` suffix.
    func tokenIndex(_ reference: String) -> Int? {
        Self.tokenIndex(reference, in: index)
    }

    static func tokenIndex(_ reference: String, in index: [String: Int]) -> Int? {
        if let exact = index[reference] { return exact }
        for suffix in [".value", ".$root"] where reference.hasSuffix(suffix) {
            if let found = index[String(reference.dropLast(suffix.count))] { return found }
        }
        return nil
    }

    private func plainLeaf(_ reference: String) -> JSONNode? {
        plainLeaves[reference] ?? (reference.hasSuffix(".value") ? plainLeaves[String(reference.dropLast(6))] : nil)
    }

    /// Which of `entry`'s definitions holds in `context`: the one for the context's mode
    /// of its group, else the one for every mode.
    private func definitionIndex(of entry: Entry, in context: Int) -> Int? {
        // One definition for every mode (most tokens): the general search below finds it too.
        if entry.definitions.count == 1, entry.definitions[0].mode == nil { return 0 }
        let switched = contexts[context]
        func effectiveMode(_ group: String) -> String? {
            if let switched, switched.group == group { return switched.mode }
            return defaultModes[group]
        }
        if let modal = entry.definitions.firstIndex(where: { $0.mode.map { effectiveMode($0.group) == $0.mode } ?? false }) {
            return modal
        }
        return entry.definitions.firstIndex { $0.mode == nil }
    }

    private func definition(of entry: Entry, in context: Int) -> TokenDefinition? {
        definitionIndex(of: entry, in: context).map { entry.definitions[$0] }
    }

    /// Every reference in a value with the range of the string holding it.
    private static func references(in node: JSONNode) -> [(name: String, range: SourceRange)] {
        // Most values are one string or a scalar: no stack for those.
        switch node.value {
        case .string(let text): return TokenReference.occurrences(in: text).map { ($0.name, node.range) }
        case .array, .object: break
        default: return []
        }
        var result: [(String, SourceRange)] = []
        var stack = [node]
        while let next = stack.popLast() {
            switch next.value {
            case .string(let text):
                result += TokenReference.occurrences(in: text).map { ($0.name, next.range) }
            case .array(let items): stack += items.reversed()
            case .object(let members): stack += members.reversed().map(\.value)
            default: break
            }
        }
        return result
    }

    // MARK: Resolving

    private func key(_ token: Int, _ context: Int) -> Int { token * contexts.count + context }

    private func dependencies(_ token: Int, _ context: Int) -> [Int] {
        let entry = entries[token]
        guard let chosen = definitionIndex(of: entry, in: context) else { return [] }
        return entry.references[chosen].compactMap(\.target)
    }

    /// Resolves (token, context) and everything it depends on, without recursion.
    mutating func resolve(_ token: Int, _ context: Int) -> Resolution {
        if let done = memo[key(token, context)] { return done }
        // A literal (most tokens): nothing to follow, no cycle to watch for.
        if dependencies(token, context).isEmpty {
            let resolution = compute(token, context)
            memo[key(token, context)] = resolution
            return resolution
        }
        var stack: [(token: Int, expanded: Bool)] = [(token, false)]
        var open: [Int] = []
        while let (current, expanded) = stack.popLast() {
            let currentKey = key(current, context)
            if memo[currentKey] != nil { continue }
            if expanded {
                memo[currentKey] = compute(current, context)
                open.removeLast()
                isOpen[current] = false
                continue
            }
            if isOpen[current] { continue }
            open.append(current)
            isOpen[current] = true
            stack.append((current, true))
            for dependency in dependencies(current, context).reversed() where memo[key(dependency, context)] == nil {
                if isOpen[dependency] {
                    reportCycle(open[open.firstIndex(of: dependency)!...] + [dependency], context: context)
                } else {
                    stack.append((dependency, false))
                }
            }
        }
        return memo[key(token, context)]!
    }

    private mutating func reportCycle(_ cycle: ArraySlice<Int>, context: Int) {
        let names = cycle.map { entries[$0].name }
        let first = cycle.first!
        guard let definition = definition(of: entries[first], in: context) else { return }
        let notes = cycle.dropFirst().dropLast().compactMap { member -> Finding.Note? in
            self.definition(of: entries[member], in: context).map { Finding.Note(FindingMessage(en: "\(code: entries[member].name) is defined here",
                                                                                ko: "\(code: entries[member].name) 정의 위치"), at: $0.value.range) }
        }
        report(Finding(rule: .circularReference, severity: .error,
                       FindingMessage(en: "circular reference: \(names.joined(separator: " → "))",
                                      ko: "순환 참조입니다: \(names.joined(separator: " → "))"),
                       at: definition.value.range, notes: notes))
    }

    private mutating func report(_ finding: Finding) {
        if reportedFindings.insert(finding).inserted { findings.append(finding) }
    }

    /// Reports a broken reference now and finds its "did you mean" notes later, with every
    /// other's (`addSuggestions`).
    private mutating func reportBroken(_ reference: String, at range: SourceRange, from token: String) {
        let finding = Finding(rule: .brokenReference, severity: .error,
                              FindingMessage(en: "reference {\(reference)} does not name a token",
                                             ko: "참조 {\(reference)}이(가) 가리키는 토큰이 없습니다"), at: range)
        guard reportedFindings.insert(finding).inserted else { return }
        pendingSuggestions.append(PendingSuggestion(finding: findings.count, reference: reference, holder: token))
        findings.append(finding)
    }

    /// Gives every broken reference its "did you mean" notes: the nearest token names as
    /// docs get them (`TokenNameNeighbours`: a word too many or too few first, then one
    /// word misspelled), else by edit distance (`TokenNameSuggestionIndex`, made once),
    /// found on all cores, in the order reported.
    mutating func addSuggestions() {
        guard !pendingSuggestions.isEmpty else { return }
        let names = entries.map(\.name)
        var byKey: [String: [String]] = [:]
        for name in names { byKey[TokenNameIndex.key(NameWords.split(name)), default: []].append(name) }
        for key in Array(byKey.keys) where byKey[key]!.count > 1 { byKey[key]!.sort() }
        let neighbours = TokenNameNeighbours(tokensByKey: byKey)
        let suggester = TokenNameSuggestionIndex(names)
        let pending = pendingSuggestions
        let suggestions = IndexedConcurrentMap.map(count: pending.count) { offset in
            let reference = pending[offset].reference, holder = pending[offset].holder
            let dotted = NameWords.join(NameWords.split(reference), separator: UInt8(ascii: "."))
            let near = neighbours.nearest(to: dotted, limit: 4).filter { $0 != holder }.prefix(3)
            return near.isEmpty ? suggester.nearest(to: reference, excluding: holder) : Array(near)
        }
        for (offset, names) in suggestions.enumerated() {
            let file = findings[pending[offset].finding].range.file
            findings[pending[offset].finding].notes = names.compactMap { name -> Finding.Note? in
                // Its definition in the finding's own file when it has one (a dark-mode
                // file's reference, the dark definition).
                guard let found = index[name],
                      let definition = entries[found].definitions.first(where: { $0.keyRange.file == file })
                        ?? entries[found].definitions.first else { return nil }
                return Finding.Note(FindingMessage(en: "did you mean \(code: name)?", ko: "\(code: name) 토큰을 뜻했나요?"),
                                    at: definition.keyRange)
            }
        }
        pendingSuggestions = []
    }

    /// Resolves one (token, context) whose dependencies are all resolved (or open: a cycle).
    private mutating func compute(_ token: Int, _ context: Int) -> Resolution {
        let entry = entries[token]
        guard let chosen = definitionIndex(of: entry, in: context) else { return Resolution(groups: entry.groups) }
        let definition = entry.definitions[chosen]
        var result = Resolution(type: definition.type, groups: entry.groups, definitionIndex: chosen)
        let value = definition.value

        // A whole alias: follow it.
        if let reference = entry.aliases[chosen] {
            if let target = tokenIndex(reference) {
                guard let resolved = memo[key(target, context)] else { return result }  // in a cycle
                result.groups.formUnion(resolved.groups)
                guard resolved.value != nil, let targetDefinition = entries[target].definition(of: resolved) else { return result }
                // Too long: said once, at the token whose chain first passes the limit, and
                // checked before the longer chain is made (a 10,000-step chain made 9,000 of them).
                if resolved.chain.count >= Self.maximumChainLength {
                    if resolved.chain.count == Self.maximumChainLength {
                        report(Finding(rule: .aliasChainTooLong, severity: .error,
                                       FindingMessage(en: "alias chain from \(code: entry.name) is longer than \(Self.maximumChainLength) steps",
                                                      ko: "\(code: entry.name)에서 시작하는 참조 사슬이 \(Self.maximumChainLength)단계보다 깁니다"),
                                       at: value.range))
                    }
                    return result
                }
                if let own = definition.type, let targetType = resolved.type, own != targetType, !Self.compatible(own, targetType) {
                    report(Finding(rule: .invalidValue, severity: .error,
                                   FindingMessage(en: "token \(code: entry.name) has type \(own.description) but its alias {\(reference)} names a \(targetType.description) token",
                                                  ko: "\(code: entry.name) 토큰의 타입은 \(own.description)인데 참조 {\(reference)}은(는) \(targetType.description) 토큰입니다"),
                                   at: value.range))
                    return result
                }
                result.chain = [AliasStep(name: entries[target].name, range: targetDefinition.value.range)] + resolved.chain
                result.type = definition.type ?? resolved.type
                result.literalText = resolved.literalText
                result.value = resolved.value
                if let type = definition.type, let converted = resolved.value.flatMap({ Self.convert($0, to: type) }) {
                    result.value = converted
                }
                return result
            }
            if let leaf = plainLeaf(reference) {
                return literal(leaf.value, definition: definition, entry: entry, into: result, context: context)
            }
            reportBroken(reference, at: value.range, from: entry.name)
            return result
        }

        // A reference opened inside another is no reference and no value.
        if case .string(let text) = value.value, TokenReference.opensReferenceInReference(text) {
            let type = definition.type ?? Self.inferredType(value.value, path: entry.path)
            let written = TokenReference.occurrences(in: text).first.map { "; a reference is one name in single braces: `{\($0.name)}`" } ?? ""
            let writtenKorean = TokenReference.occurrences(in: text).first.map { "; 참조는 중괄호 한 쌍 안의 이름 하나입니다: `{\($0.name)}`" } ?? ""
            report(Finding(rule: .invalidValue, severity: .error,
                           Self.invalidValue(entry.name, type, "\(code: text) opens a reference inside another\(MessageText(plain: written))",
                                             ko: "\(code: text)은(는) 참조 안에서 다른 참조를 엽니다\(MessageText(plain: writtenKorean))"),
                           at: value.range))
            return result
        }

        // References inside the value: strings that interpolate them, composite fields.
        var failed = false
        for reference in entry.references[chosen] {
            if let target = reference.target {
                let resolved = memo[key(target, context)]
                result.groups.formUnion(resolved?.groups ?? [])
                if resolved?.value == nil { failed = true }
                if !result.references.contains(entries[target].name) { result.references.append(entries[target].name) }
            } else if plainLeaf(reference.name) == nil {
                reportBroken(reference.name, at: reference.range, from: entry.name)
                failed = true
            }
        }
        if failed { return result }
        var raw = value.value
        if case .string(let text) = raw, !TokenReference.occurrences(in: text).isEmpty {
            raw = .string(interpolate(text, context: context))
        }
        return literal(raw, definition: definition, entry: entry, into: result, context: context)
    }

    /// Replaces each `{reference}` in `text` by the referenced value's text.
    private func interpolate(_ text: String, context: Int) -> String {
        var output = ""
        var position = text.startIndex
        for occurrence in TokenReference.occurrences(in: text) {
            let start = text.index(text.startIndex, offsetBy: occurrence.start)
            let end = text.index(text.startIndex, offsetBy: occurrence.end)
            output += text[position..<start]
            if let target = tokenIndex(occurrence.name), let resolved = memo[key(target, context)] {
                output += resolved.literalText ?? resolved.value?.displayString ?? ""
            } else if let leaf = plainLeaf(occurrence.name) {
                output += leaf.stringValue ?? leaf.numberValue?.literal ?? ""
            }
            position = end
        }
        output += text[position...]
        return output
    }

    /// Types a literal value (after interpolation), evaluating arithmetic where the type is numeric.
    private mutating func literal(_ raw: JSONValue, definition: TokenDefinition, entry: Entry, into base: Resolution,
                                  context: Int) -> Resolution {
        var result = base
        var raw = raw
        var type = definition.type ?? Self.inferredType(raw, path: entry.path)
        // Untyped strings are evaluated only when they computed on references (`{a} * 2`),
        // so a date such as `2024-01-01` stays text.
        let computesOnReferences = definition.value.stringValue?.contains("{" as Character) == true
        if case .string(let text) = raw, TokenMath.looksLikeExpression(text),
           type.isNumeric || (definition.type == nil && computesOnReferences), TokenScalarParser.color(text) == nil {
            do {
                let quantity = try TokenMath.evaluate(text)
                raw = .string(Self.format(quantity))
                if definition.type == nil { type = Self.inferredType(raw, path: entry.path) }
            } catch {
                if type.isNumeric {
                    report(Finding(rule: .invalidValue, severity: .error,
                                   Self.invalidValue(entry.name, type, "\(error.message)", ko: "\(error.message)"),
                                   at: definition.value.range))
                    return result
                }
            }
        }
        switch raw {
        case .string(let text): result.literalText = text
        case .number(let number): result.literalText = number.literal
        default: break
        }
        let parser = TokenValueParser { [memo, index, count = contexts.count] name in
            guard let target = Self.tokenIndex(name, in: index) else { return nil }
            return memo[target * count + context]?.value
        }
        switch parser.parse(raw, as: type) {
        case .success(let value) where !value.isFinite:
            // Infinity would match every finite value a doc states (`DesignValue.close`).
            let written = Self.overflowingLiteral(in: raw).map { "`\($0)`" } ?? "a number"
            report(Finding(rule: .invalidValue, severity: .error,
                           Self.invalidValue(entry.name, type, "\(MessageText(plain: written)) is too large for a number (it reads as infinity)",
                                             ko: "\(MessageText(plain: written))은(는) 수로 읽기에 너무 큽니다(무한대가 됨)"),
                           at: definition.value.range))
        case .success(let value):
            result.value = value
            result.type = type
        case .failure(.invalid(let message)):
            report(Finding(rule: .invalidValue, severity: .error,
                           Self.invalidValue(entry.name, type, MessageText(plain: message), ko: MessageText(plain: message)),
                           at: definition.value.range))
        case .failure(.unresolved):
            break
        }
        return result
    }

    /// The first JSON number in `raw` too large for a `Double`, as written.
    static func overflowingLiteral(in raw: JSONValue) -> String? {
        var stack: [JSONValue] = [raw]
        while let next = stack.popLast() {
            switch next {
            case .number(let number) where !number.double.isFinite: return number.literal
            case .array(let items): stack += items.reversed().map(\.value)
            case .object(let members): stack += members.reversed().map(\.value.value)
            default: continue
            }
        }
        return nil
    }

    static func format(_ quantity: TokenMath.Quantity) -> String {
        NSDecimalNumber(decimal: quantity.value).stringValue + quantity.unit
    }

    /// A type for a value written without one: Style Dictionary's `size` category holds
    /// dimensions; otherwise the value's shape decides.
    static func inferredType(_ raw: JSONValue, path: [String]) -> TokenType {
        let inferred = TokenValueParser.inferType(raw)
        if path.first == "size", inferred == .number { return .dimension }
        return inferred
    }

    /// Aliases between these types are fine: a number where a dimension is expected and so on.
    static func compatible(_ own: TokenType, _ target: TokenType) -> Bool {
        let numeric: Set<TokenType> = [.dimension, .number, .fontWeight]
        if numeric.contains(own), numeric.contains(target) { return true }
        if case .other = own { return true }
        if case .other = target { return true }
        if own == .string || target == .string { return true }
        return false
    }

    /// An aliased value seen through the alias's own type (a number aliased as a dimension).
    static func convert(_ value: DesignValue, to type: TokenType) -> DesignValue? {
        switch (value, type) {
        case (.number(let number), .dimension): .dimension(Dimension(number, .unitless))
        default: nil
        }
    }
}

extension TokenType {
    /// Types whose values arithmetic can produce.
    var isNumeric: Bool {
        switch self {
        case .dimension, .number, .fontWeight, .duration: true
        default: false
        }
    }
}

extension TokenResolver {
    /// `` token `x` has an invalid dimension value: … ``, the reason in each language (a
    /// parser's own reason is English in both).
    static func invalidValue(_ name: String, _ type: TokenType, _ english: MessageText, ko korean: MessageText) -> FindingMessage {
        FindingMessage(en: "token \(code: name) has an invalid \(type.description) value: \(english)",
                       ko: "\(code: name) 토큰의 \(type.description) 값이 잘못되었습니다: \(korean)")
    }
}
