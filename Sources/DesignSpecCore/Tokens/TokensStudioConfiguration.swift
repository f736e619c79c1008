/// Tokens Studio's `$metadata` (the order of sets) and `$themes` (themes, which become
/// modes, grouped by their `group`): the files `$metadata.json` and `$themes.json` of a
/// folder export, or the keys of a single-file export.
///
/// A set `enabled` in a theme holds that theme's values; a set that is `source` or not
/// mentioned holds values for every mode. A set enabled in every theme of its group holds
/// values for every mode too. A set that every theme naming it marks `disabled` is not
/// read. A set that themes mark `source` and none marks `enabled` resolves references but is
/// not published: its tokens are Base (internal; the docs need not name them). Names in `tokenSetOrder` that match no set are ignored (exports often carry stale
/// names); sets it does not name come after, by name.
struct TokensStudioConfiguration {
    var setOrder: [String] = []
    var modeGroups: [TokenModeGroup] = []
    /// Set name → the modes it holds values for.
    var setModes: [String: [TokenModeKey]] = [:]
    /// Sets that every theme naming them marks `disabled`.
    var disabledSets: Set<String> = []
    /// Sets some theme marks `source` and none marks `enabled`: read, but not published.
    var sourceSets: Set<String> = []

    mutating func readMetadata(_ root: JSONNode) {
        setOrder = (root["tokenSetOrder"]?.arrayElements ?? []).compactMap(\.stringValue)
    }

    mutating func readThemes(_ root: JSONNode) {
        var enabledBy: [String: [TokenModeKey]] = [:]
        var used = Set<String>()
        var disabled = Set<String>()
        var source = Set<String>()
        for theme in root.arrayElements ?? [] {
            guard let name = theme["name"]?.stringValue else { continue }
            let group = theme["group"]?.stringValue ?? "theme"
            let key = TokenModeKey(group: group, mode: name)
            if let index = modeGroups.firstIndex(where: { $0.name == group }) {
                if !modeGroups[index].modes.contains(name) { modeGroups[index].modes.append(name) }
            } else {
                modeGroups.append(TokenModeGroup(name: group, modes: [name]))
            }
            for set in theme["selectedTokenSets"]?.objectMembers ?? [] {
                switch set.value.stringValue {
                case "enabled":
                    enabledBy[set.key, default: []].append(key)
                    used.insert(set.key)
                case "disabled":
                    disabled.insert(set.key)
                case "source":
                    source.insert(set.key)
                    used.insert(set.key)
                default:
                    used.insert(set.key)
                }
            }
        }
        disabledSets = disabled.subtracting(used)
        sourceSets = source.subtracting(enabledBy.keys)
        for (set, keys) in enabledBy {
            let groups = Set(keys.map(\.group))
            let everywhere = groups.allSatisfy { group in
                let modes = modeGroups.first { $0.name == group }?.modes ?? []
                return modes.allSatisfy { mode in keys.contains(TokenModeKey(group: group, mode: mode)) }
            }
            if !everywhere { setModes[set] = keys }
        }
    }

    /// Orders set names: `tokenSetOrder` first (skipping names that are not sets), then the rest.
    func ordered(_ setNames: [String]) -> [String] {
        let available = Set(setNames)
        var result: [String] = []
        for name in setOrder where available.contains(name) && !result.contains(name) { result.append(name) }
        return result + setNames.filter { !result.contains($0) }.sorted()
    }
}
