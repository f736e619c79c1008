extension TokenResolver {
    /// Resolves every token in every mode it varies in, and infers the layers.
    mutating func resolve() -> [Token] {
        var tokens: [Token] = []
        var origins: [[String]] = []
        for (offset, entry) in entries.enumerated() {
            let standard = resolve(offset, 0)
            let groups = standard.groups.isEmpty ? [] : modeGroups.filter { standard.groups.contains($0.name) }
            var values: [TokenModeValue] = []
            var used: [Resolution] = []
            if groups.isEmpty {
                if let definition = entry.definition(of: standard) {
                    values.append(modeValue(standard, definition: definition, mode: nil))
                    used.append(standard)
                }
            } else {
                for group in groups {
                    for (position, mode) in group.modes.enumerated() {
                        let context = position == 0 ? 0 : contexts.firstIndex(of: TokenModeKey(group: group.name, mode: mode)) ?? 0
                        let resolution = context == 0 ? standard : resolve(offset, context)
                        guard let definition = entry.definition(of: resolution) else { continue }
                        values.append(modeValue(resolution, definition: definition, mode: mode))
                        used.append(resolution)
                    }
                }
            }
            guard let first = used.first, let definition = entry.definition(of: first) else { continue }
            let type = definition.type ?? used.lazy.compactMap(\.type).first ?? Self.inferredType(definition.value.value, path: entry.path)
            tokens.append(Token(path: entry.path, type: type, description: definition.description,
                                deprecation: definition.deprecation, extensions: definition.extensions,
                                definitionRange: definition.keyRange, valueRange: definition.value.range, values: values))
            origins.append(definition.origins)
        }
        var aliased = Set<String>()
        for token in tokens {
            for value in token.values {
                if let first = value.aliasChain.first { aliased.insert(first.name) }
                aliased.formUnion(value.references)
            }
        }
        let baseNames = layerRules.lowercasedBaseGroupNames
        for offset in tokens.indices {
            let aliasesOthers = tokens[offset].values.contains { !$0.aliasChain.isEmpty || !$0.references.isEmpty }
            tokens[offset].layer = layerRules.layer(path: tokens[offset].path, origins: origins[offset],
                                                    isAliasedByOthers: aliased.contains(tokens[offset].name),
                                                    aliasesOtherTokens: aliasesOthers, baseNames: baseNames)
        }
        // Rule 3, for palettes: a group holding a Base-by-aliasing token and no token that
        // aliases anything is Base as a whole (`colors.orange.*`, not only the one aliased).
        if layerRules.inferFromAliases {
            // Each token's group is hashed once, to a number; the rest is flags by number.
            var groupNumbers: [[String]: Int] = [:]
            var tokenGroups = [Int?](repeating: nil, count: tokens.count)
            var isPalette: [Bool] = []
            var isAliasing: [Bool] = []
            for offset in tokens.indices where tokens[offset].path.count >= 2 {
                let group = Array(tokens[offset].path.dropLast())
                let number = groupNumbers[group] ?? groupNumbers.count
                if number == groupNumbers.count {
                    groupNumbers[group] = number
                    isPalette.append(false)
                    isAliasing.append(false)
                }
                tokenGroups[offset] = number
                let aliasesOthers = tokens[offset].values.contains { !$0.aliasChain.isEmpty || !$0.references.isEmpty }
                if aliasesOthers { isAliasing[number] = true }
                if !aliasesOthers, aliased.contains(tokens[offset].name) { isPalette[number] = true }
            }
            for offset in tokens.indices {
                if let number = tokenGroups[offset], isPalette[number], !isAliasing[number] { tokens[offset].layer = .base }
            }
        }
        addSuggestions()
        return tokens
    }

    private func modeValue(_ resolution: Resolution, definition: TokenDefinition, mode: String?) -> TokenModeValue {
        TokenModeValue(mode: mode, raw: definition.value.value, rawRange: definition.value.range,
                       aliasChain: resolution.chain, references: resolution.references, resolved: resolution.value)
    }
}
