extension TokenResolver {
    /// Resolves every token in every mode it varies in, and infers the layers.
    mutating func resolve() -> [Token] {
        var tokens: [Token] = []
        var origins: [[String]] = []
        for (offset, entry) in entries.enumerated() {
            let standard = resolve(offset, 0)
            let groups = modeGroups.filter { standard.groups.contains($0.name) }
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
            var paletteGroups = Set<[String]>()
            var aliasingGroups = Set<[String]>()
            for token in tokens where token.path.count >= 2 {
                let group = Array(token.path.dropLast())
                let aliasesOthers = token.values.contains { !$0.aliasChain.isEmpty || !$0.references.isEmpty }
                if aliasesOthers { aliasingGroups.insert(group) }
                if !aliasesOthers, aliased.contains(token.name) { paletteGroups.insert(group) }
            }
            for offset in tokens.indices where tokens[offset].path.count >= 2 {
                let group = Array(tokens[offset].path.dropLast())
                if paletteGroups.contains(group), !aliasingGroups.contains(group) { tokens[offset].layer = .base }
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
