import Foundation

/// Reads a DTCG 2025.10 resolver file (`*.resolver.json`): its `sets` are files read in
/// every mode, each `modifier` is a mode group whose `contexts` are modes (the `default`
/// first) with their own files. Sources are followed in `resolutionOrder`; inline token
/// sources are not read.
struct DTCGResolverReader {
    /// A file the resolver names, and the mode it holds (nil: every mode).
    struct Source: Hashable {
        var url: URL
        var mode: TokenModeKey?
        var setName: String
    }

    var sources: [Source] = []
    var modeGroups: [TokenModeGroup] = []

    init(root: JSONNode, directory: URL) {
        let sets = root["sets"]?.objectMembers ?? []
        let modifiers = root["modifiers"]?.objectMembers ?? []
        var order: [(kind: String, name: String)] = []
        for entry in root["resolutionOrder"]?.arrayElements ?? [] {
            guard let reference = entry["$ref"]?.stringValue else { continue }
            let parts = reference.split(separator: "/").map(String.init)
            if parts.count == 3, parts[0] == "#" { order.append((parts[1], parts[2])) }
        }
        if order.isEmpty {
            order = sets.map { ("sets", $0.key) } + modifiers.map { ("modifiers", $0.key) }
        }
        func urls(_ list: JSONNode?) -> [URL] {
            (list?.arrayElements ?? []).compactMap { $0["$ref"]?.stringValue }
                .filter { !$0.hasPrefix("#") }
                .map { directory.appendingPathComponent($0).standardizedFileURL }
        }
        for (kind, name) in order {
            if kind == "sets", let set = sets.last(where: { $0.key == name })?.value {
                sources += urls(set["sources"]).map { Source(url: $0, mode: nil, setName: name) }
            } else if kind == "modifiers", let modifier = modifiers.last(where: { $0.key == name })?.value {
                var contexts = modifier["contexts"]?.objectMembers ?? []
                if let defaultName = modifier["default"]?.stringValue, let index = contexts.firstIndex(where: { $0.key == defaultName }) {
                    contexts.insert(contexts.remove(at: index), at: 0)
                }
                modeGroups.append(TokenModeGroup(name: name, modes: contexts.map(\.key)))
                for context in contexts {
                    sources += urls(context.value).map { Source(url: $0, mode: TokenModeKey(group: name, mode: context.key), setName: name) }
                }
            }
        }
    }
}
