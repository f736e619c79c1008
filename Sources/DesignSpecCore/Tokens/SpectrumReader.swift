/// Reads Adobe Spectrum's own token format (`spectrum-design-data/packages/tokens/src`).
///
/// What is read: every top-level member is a token with a flat, hyphenated name
/// (`accent-background-color-default`, one path segment). Its type comes from the last
/// component of its `$schema` URL (`color.json`, `dimension.json`, `font-size.json`,
/// `alias.json` (typed by its target), `color-set.json`, `scale-set.json`...). `value`
/// holds the value; `sets` holds one value per mode: `light`/`dark`/`wireframe` become
/// modes of the `colorScheme` group, `desktop`/`mobile` modes of the `scale` group, the
/// first one seen being the default. `description` describes it; `deprecated` and
/// `deprecated_comment` mark it deprecated; `uuid`, `component`, `private` and `renamed`
/// are kept as extensions. Colors `rgb()`/`rgba()`, dimensions `px`/`em`/`%`/`dp`,
/// font weights by name, drop shadows (lists of `{x, y, blur, spread, color}`) and
/// typography objects are typed; other types are kept as strings or numbers.
struct SpectrumReader {
    var origins: [String]
    var fileOrder: Int

    static let colorSchemeModes: Set<String> = ["light", "dark", "wireframe", "darkest"]

    func read(_ root: JSONNode, into contents: inout TokenFileContents) {
        for member in root.objectMembers ?? [] where !member.key.hasPrefix("$") {
            let node = member.value
            guard node.objectMembers != nil else { continue }
            let type = Self.type(of: node)
            let deprecation: TokenDeprecation? = node["deprecated"]?.boolValue == true
                ? node["deprecated_comment"]?.stringValue.map { .reason($0) } ?? .deprecated
                : nil
            let kept = (node.objectMembers ?? []).filter { ["uuid", "component", "private", "renamed"].contains($0.key) }
            func definition(value: JSONNode, type: TokenType?, mode: TokenModeKey?) -> TokenDefinition {
                TokenDefinition(path: [member.key], type: type, description: node["description"]?.stringValue,
                                deprecation: deprecation, extensions: kept.isEmpty ? nil : .object(kept), value: value,
                                keyRange: member.keyRange, mode: mode, origins: origins, fileOrder: fileOrder)
            }
            if let value = node["value"] {
                contents.definitions.append(definition(value: value, type: type, mode: nil))
            } else if let sets = node["sets"]?.objectMembers {
                for set in sets {
                    guard let value = set.value["value"] else { continue }
                    let group = Self.colorSchemeModes.contains(set.key) ? "colorScheme" : "scale"
                    note(mode: set.key, group: group, in: &contents.modeGroups)
                    contents.definitions.append(definition(value: value, type: Self.type(of: set.value) ?? type,
                                                           mode: TokenModeKey(group: group, mode: set.key)))
                }
            }
        }
    }

    private func note(mode: String, group: String, in groups: inout [TokenModeGroup]) {
        if let index = groups.firstIndex(where: { $0.name == group }) {
            if !groups[index].modes.contains(mode) { groups[index].modes.append(mode) }
        } else {
            groups.append(TokenModeGroup(name: group, modes: [mode]))
        }
    }

    /// The type named by `$schema`'s last component; nil for aliases and sets (typed by
    /// their target or their entries).
    static func type(of node: JSONNode) -> TokenType? {
        guard let schema = node["$schema"]?.stringValue, let last = schema.split(separator: "/").last else { return nil }
        let name = last.hasSuffix(".json") ? String(last.dropLast(5)) : String(last)
        switch name {
        case "alias", "set", "scale-set", "system-set": return nil
        case "color-set": return .color
        default: return TokenType(formatName: name)
        }
    }
}
