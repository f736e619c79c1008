/// DTCG `$extends`: a group that extends another gets a copy of every token of the
/// target group that it does not define itself. Chains of extends are followed one
/// level per pass, up to `maximumPasses` passes.
enum TokenExtendsExpander {
    static let maximumPasses = 32

    static func expand(_ definitions: [TokenDefinition], extends: [TokenTreeReader.Extends], findings: inout [Finding]) -> [TokenDefinition] {
        guard !extends.isEmpty else { return definitions }
        var result = definitions
        var names = Set(definitions.map(\.name))
        for _ in 0..<maximumPasses {
            var added = false
            for rule in extends {
                let target = rule.target.split(separator: ".").map(String.init)
                let members = result.filter { $0.path.count > target.count && Array($0.path.prefix(target.count)) == target }
                if members.isEmpty, !result.contains(where: { Array($0.path.prefix(target.count)) == target }) {
                    let finding = Finding(rule: .brokenReference, severity: .error,
                                          FindingMessage(en: "\(code: "$extends") names {\(rule.target)}, which is not a group",
                                                         ko: "\(code: "$extends")에 적힌 {\(rule.target)}은(는) 그룹이 아닙니다"), at: rule.range)
                    if !findings.contains(finding) { findings.append(finding) }
                    continue
                }
                for member in members {
                    var copy = member
                    copy.path = rule.path + member.path.dropFirst(target.count)
                    if copy.path.starts(with: target) { continue }
                    if names.insert(copy.name).inserted {
                        result.append(copy)
                        added = true
                    }
                }
            }
            if !added { break }
        }
        return result
    }
}
