import DesignSpecCore

/// Git history's renames (`TokenHistoryRenames`) as the suggestions of the unknown names
/// they explain.
extension DesignModel {
    /// Whether a doc's table or recipe names a token that does not exist.
    package var hasUnknownTokenNames: Bool {
        docs.contains { doc in
            doc.tables.contains { table in
                table.entries.contains { entry in
                    entry.name?.binding.isUnknown == true || entry.aliasTarget?.binding.isUnknown == true
                        || entry.aliasedBy.contains { $0.binding.isUnknown } || entry.parts.contains { $0.binding.isUnknown }
                }
            } || doc.recipes.contains { $0.tokenReferences.contains { $0.binding.isUnknown } }
        }
    }

    /// The model with every unknown name that a token of `renames` (old name → new name)
    /// was renamed from suggesting that token alone: the rename is what the doc meant.
    package func suggesting(_ renames: [String: String]) -> DesignModel {
        guard !renames.isEmpty else { return self }
        // By the old names' words, as unknown names are looked up (`spacing.xxl`).
        var byReference: [String: String] = [:]
        for (old, new) in renames { byReference[NameWords.split(old).joined(separator: ".")] = new }
        func rebind(_ binding: inout TokenBinding) {
            guard case .unknown(let reference, _) = binding, let new = byReference[reference] else { return }
            binding = .unknown(reference: reference, suggestions: [new])
        }
        func rebind(_ entry: inout TableEntry) {
            if entry.name != nil { rebind(&entry.name!.binding) }
            if entry.aliasTarget != nil { rebind(&entry.aliasTarget!.binding) }
            for index in entry.aliasedBy.indices { rebind(&entry.aliasedBy[index].binding) }
            for index in entry.parts.indices { rebind(&entry.parts[index].binding) }
        }
        var model = self
        for doc in model.docs.indices {
            for table in model.docs[doc].tables.indices {
                for entry in model.docs[doc].tables[table].entries.indices { rebind(&model.docs[doc].tables[table].entries[entry]) }
            }
            for recipe in model.docs[doc].recipes.indices {
                for use in model.docs[doc].recipes[recipe].tokenReferences.indices {
                    rebind(&model.docs[doc].recipes[recipe].tokenReferences[use].binding)
                }
            }
        }
        return model
    }
}

extension TokenBinding {
    /// Whether the name is in a known group but no token has it.
    var isUnknown: Bool {
        if case .unknown = self { true } else { false }
    }
}
