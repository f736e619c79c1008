/// Reads the nested-group formats: W3C DTCG and the legacy `value` format of Style
/// Dictionary and Tokens Studio. Walks iteratively, so nesting depth cannot overflow
/// the stack.
///
/// DTCG: an object with `$value` is a token; otherwise it is a group whose `$type` its
/// tokens inherit; `$root` is a token named by its group's path; `$extends` copies a
/// group's tokens (see `TokenExtends`); an object with `$type` and nothing else is a token
/// without a value (an `invalid-value` finding).
///
/// Legacy: an object with `value` is a token (`comment` or `description` describes it,
/// `type` types it, other keys are kept as extensions); a string or number outside any
/// token is a plain leaf that references may name (`{globals.unit}`).
struct TokenTreeReader {
    var format: TokenFormat
    var mode: TokenModeKey?
    var origins: [String]
    var fileOrder: Int

    /// A `$extends` found while reading: the group at `path` extends `target`.
    struct Extends: Hashable {
        var path: [String]
        var target: String
        var range: SourceRange
    }

    func read(_ root: JSONNode, into contents: inout TokenFileContents, extends: inout [Extends]) {
        var stack: [(node: JSONNode, path: [String], type: TokenType?, deprecation: TokenDeprecation?)] = [(root, [], nil, nil)]
        while let (node, path, inheritedType, inheritedDeprecation) = stack.popLast() {
            guard let members = node.objectMembers else { continue }
            if format == .dtcg {
                let groupType = node["$type"]?.stringValue.map(TokenType.init(formatName:)) ?? inheritedType
                let groupDeprecation = Self.deprecation(node["$deprecated"]) ?? inheritedDeprecation
                for member in members.reversed() {
                    let childPath = member.key == "$root" ? path : path + [member.key]
                    if member.key == "$extends", let target = member.value.stringValue {
                        extends.append(Extends(path: path, target: TokenReference.wholeAlias(target) ?? target, range: member.value.range))
                        continue
                    }
                    guard member.key == "$root" || !member.key.hasPrefix("$"), member.value.objectMembers != nil else { continue }
                    let child = member.value
                    if let value = child["$value"] {
                        contents.definitions.append(definition(path: childPath, member: member, value: value,
                                                               type: child["$type"]?.stringValue.map(TokenType.init(formatName:)) ?? groupType,
                                                               description: child["$description"]?.stringValue,
                                                               deprecation: Self.deprecation(child["$deprecated"]) ?? groupDeprecation,
                                                               extensions: child["$extensions"]?.value))
                    } else if child["$type"] != nil, child.objectMembers?.allSatisfy({ $0.key.hasPrefix("$") }) == true {
                        contents.findings.append(Finding(
                            rule: .invalidValue, severity: .error,
                            FindingMessage(en: "token \(code: childPath.joined(separator: ".")) has a \(code: "$type") but no \(code: "$value")",
                                           ko: "\(code: childPath.joined(separator: ".")) 토큰에 \(code: "$type")은(는) 있지만 \(code: "$value")이(가) 없습니다"),
                            at: member.keyRange))
                    } else {
                        stack.append((child, childPath, groupType, groupDeprecation))
                    }
                }
            } else {
                for member in members.reversed() {
                    let childPath = path + [member.key]
                    let child = member.value
                    switch child.value {
                    case .object:
                        if let value = child["value"] {
                            contents.definitions.append(legacyDefinition(path: childPath, member: member, value: value))
                        } else {
                            stack.append((child, childPath, nil, nil))
                        }
                    case .string, .number:
                        contents.plainLeaves[childPath.joined(separator: ".")] = child
                    default:
                        continue
                    }
                }
            }
        }
    }

    private func legacyDefinition(path: [String], member: JSONMember, value: JSONNode) -> TokenDefinition {
        let node = member.value
        let known: Set<String> = ["value", "type", "comment", "description", "$type", "$description"]
        let extra = (node.objectMembers ?? []).filter { !known.contains($0.key) }
        return definition(path: path, member: member, value: value,
                          type: (node["type"] ?? node["$type"])?.stringValue.map(TokenType.init(formatName:)),
                          description: (node["description"] ?? node["comment"] ?? node["$description"])?.stringValue,
                          deprecation: Self.deprecation(node["deprecated"]),
                          extensions: extra.isEmpty ? nil : .object(extra))
    }

    private func definition(path: [String], member: JSONMember, value: JSONNode, type: TokenType?, description: String?,
                            deprecation: TokenDeprecation?, extensions: JSONValue?) -> TokenDefinition {
        TokenDefinition(path: path, type: type, description: description, deprecation: deprecation, extensions: extensions,
                        value: value, keyRange: member.keyRange, mode: mode, origins: origins, fileOrder: fileOrder)
    }

    /// `true` → deprecated, `"reason"` → deprecated with a reason, `false`/absent → nil.
    static func deprecation(_ node: JSONNode?) -> TokenDeprecation? {
        guard let node else { return nil }
        if node.boolValue == true { return .deprecated }
        if let reason = node.stringValue { return .reason(reason) }
        return nil
    }
}
