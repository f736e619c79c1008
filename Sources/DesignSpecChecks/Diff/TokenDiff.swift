import DesignSpecCore

/// The changes from one token set to another, by kind, each kind in name order.
///
/// - added / removed: a name only one side has;
/// - renamed: a removed and an added token with the same type and the same value in every
///   mode (by meaning, and naming the same alias: `renameKey`). When several added tokens
///   could be the new name, the nearest by edit distance is;
/// - value changed: the modes whose value differs (by meaning, or naming another alias);
/// - type changed: the `$type` differs (every mode's value is shown, before and after);
/// - deprecated: `$deprecated` is new on a token both sides have.
package enum TokenDiff {
    package static func changes(from old: TokenSet, to new: TokenSet) -> [TokenChange] {
        var changes: [TokenChange] = []
        var removed = old.tokens.filter { new[$0.name] == nil }
        var added = new.tokens.filter { old[$0.name] == nil }

        // Added tokens by what a rename must keep, in name order.
        var candidates: [String: [Token]] = [:]
        for token in added { candidates[renameKey(token), default: []].append(token) }
        var renamedNames = Set<String>()
        for token in removed {
            let key = renameKey(token)
            guard let bucket = candidates[key], let index = nearest(in: bucket, to: token) else { continue }
            let match = bucket[index]
            candidates[key]!.remove(at: index)
            renamedNames.formUnion([token.name, match.name])
            changes.append(TokenChange(kind: .renamed, name: match.name, oldName: token.name, type: match.type,
                                       values: modes(token, match).map { TokenValueChange(mode: $0, before: token.value(in: $0),
                                                                                         after: match.value(in: $0)) },
                                       location: match.definitionRange))
        }
        removed.removeAll { renamedNames.contains($0.name) }
        added.removeAll { renamedNames.contains($0.name) }
        changes += added.map { token in
            TokenChange(kind: .added, name: token.name, type: token.type,
                        values: token.values.map { TokenValueChange(mode: $0.mode, before: nil, after: $0) },
                        location: token.definitionRange)
        }
        changes += removed.map { token in
            TokenChange(kind: .removed, name: token.name, type: token.type,
                        values: token.values.map { TokenValueChange(mode: $0.mode, before: $0, after: nil) },
                        location: token.definitionRange)
        }
        for token in new.tokens {
            guard let before = old[token.name] else { continue }
            let values = modes(before, token).map { TokenValueChange(mode: $0, before: before.value(in: $0), after: token.value(in: $0)) }
            if before.type != token.type {
                changes.append(TokenChange(kind: .typeChanged, name: token.name, type: token.type, oldType: before.type,
                                           values: values, location: token.definitionRange))
            } else {
                let changed = values.filter { !sameValue($0.before, $0.after) }
                if !changed.isEmpty {
                    changes.append(TokenChange(kind: .valueChanged, name: token.name, type: token.type, values: changed,
                                               location: token.definitionRange))
                }
            }
            if before.deprecation == nil, let deprecation = token.deprecation {
                changes.append(TokenChange(kind: .deprecated, name: token.name, type: token.type, values: [],
                                           deprecation: deprecation, location: token.definitionRange))
            }
        }
        let order = Dictionary(uniqueKeysWithValues: TokenChange.Kind.allCases.enumerated().map { ($1, $0) })
        return changes.sorted { (order[$0.kind]!, $0.name, $0.oldName ?? "") < (order[$1.kind]!, $1.name, $1.oldName ?? "") }
    }

    /// The modes to compare: nil alone when neither token varies by mode, else every mode
    /// either names, the old token's first.
    static func modes(_ old: Token, _ new: Token) -> [String?] {
        var names: [String] = []
        for value in old.values + new.values {
            if let mode = value.mode, !names.contains(mode) { names.append(mode) }
        }
        return names.isEmpty ? [nil] : names
    }

    /// What a renamed token keeps: its type, and per mode the alias it names and its value
    /// by meaning (lengths in points, colours by their 8-bit RGBA, durations in
    /// milliseconds, anything else as displayed), so candidates are found by lookup, not by
    /// comparing every removed token with every added one.
    static func renameKey(_ token: Token) -> String {
        var key = token.type.description
        for value in token.values.sorted(by: { ($0.mode ?? "") < ($1.mode ?? "") }) {
            key += "\u{1F}" + (value.mode ?? "") + "\u{1E}" + (value.aliasChain.first?.name ?? "") + "\u{1E}"
            switch value.resolved {
            case .dimension(let dimension)?: key += "n" + DesignValue.format(dimension.points)
            case .number(let number)?: key += "n" + DesignValue.format(number)
            case .ratio(let ratio)? where ratio.notation == .multiplier && ratio.of == nil: key += "n" + DesignValue.format(ratio.value)
            case .color(let color)?: key += "c" + color.rgba8.map(String.init).joined(separator: ",")
            case .duration(let duration)?: key += "t" + DesignValue.format(duration.milliseconds)
            case let resolved?: key += "v" + resolved.displayString
            case nil: key += "r" + JSONWriter.serialize(value.raw.jsonOutput, pretty: false)
            }
        }
        return key
    }

    /// The added token `removed` was most likely renamed to: the nearest name by edit
    /// distance (then name order); among more than 64 candidates, which would cost too
    /// much to measure, the first with the same last segment, else the first.
    private static func nearest(in candidates: [Token], to removed: Token) -> Int? {
        guard !candidates.isEmpty else { return nil }
        guard candidates.count <= 64 else {
            return candidates.firstIndex { $0.path.last == removed.path.last } ?? 0
        }
        return candidates.indices.min { nearer(candidates[$0].name, candidates[$1].name, to: removed.name) }
    }

    /// Same by meaning, naming the same alias; values that did not resolve compare as written.
    static func sameValue(_ old: TokenModeValue?, _ new: TokenModeValue?) -> Bool {
        guard let old, let new else { return old == nil && new == nil }
        guard old.aliasChain.first?.name == new.aliasChain.first?.name else { return false }
        switch (old.resolved, new.resolved) {
        case (let a?, let b?): return a.matches(b)
        case (nil, nil): return old.raw == new.raw
        default: return false
        }
    }

    /// Whether `a` is nearer to `name` than `b` (edit distance, then name order).
    private static func nearer(_ a: String, _ b: String, to name: String) -> Bool {
        (Suggestions.editDistance(a, name), a) < (Suggestions.editDistance(b, name), b)
    }
}

extension Token {
    /// The value in `mode`; for nil, the value that holds in every mode.
    func value(in mode: String?) -> TokenModeValue? {
        guard let mode else { return values.first { $0.mode == nil } ?? values.first }
        return value(inMode: mode)
    }
}
