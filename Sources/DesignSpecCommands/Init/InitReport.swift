import DesignSpecCore
import Foundation

/// What `designspec init` prints about what it found: the docs folder, the token files, the
/// code roots, one line each.
struct InitReport {
    var findings: InitFindings

    var lines: [String] {
        var lines: [String] = []
        if let content = findings.content {
            let docs = findings.docs
            lines.append("  docs    \(folder(content)): " + [
                EnglishCount.of(docs.count, "doc"),
                EnglishCount.of(docs.reduce(0) { $0 + $1.tokenTables }, "token table"),
                EnglishCount.of(docs.reduce(0) { $0 + $1.recipes }, "recipe"),
            ].joined(separator: ", "))
        }
        lines.append("  tokens  " + tokens)
        let roots = findings.codeRoots
        if !roots.roots.isEmpty {
            lines.append("  code    " + roots.roots.map { root in
                let group = root.group.isEmpty ? "(no group)" : root.group
                return "\(root.code) → \(group)" + (root.needsPrefix ? " (a prefix)" : "")
            }.joined(separator: ", "))
        }
        if !roots.unmatched.isEmpty {
            lines.append("  unbound " + roots.unmatched.map { "\($0.code) (\(EnglishCount.of($0.uses, "name")))" }.joined(separator: ", ")
                         + ": no token has these names; check will say where they are used")
        }
        return lines
    }

    private var tokens: String {
        let set = findings.tokens
        guard !findings.tokenPaths.isEmpty else {
            return "none found among \(EnglishCount.of(findings.jsonCount, "JSON file")): check will read the docs alone"
        }
        var parts = [EnglishCount.of(set.files.count, "file") + (findings.tokenFormats.isEmpty ? "" : " (\(findings.tokenFormats.joined(separator: ", ")))"),
                     EnglishCount.of(set.tokens.count, "token")]
        let groups = set.modeGroups.filter { !$0.modes.isEmpty }
        if groups.isEmpty {
            parts.append("no modes")
        } else {
            parts.append("modes " + groups.map { group in
                group.modes.joined(separator: ", ") + (group.name.isEmpty ? "" : " (\(group.name))")
            }.joined(separator: "; "))
        }
        return findings.tokenPaths.map(folder).joined(separator: ", ") + ": " + parts.joined(separator: ", ")
    }

    /// `docs/` for a folder, `tokens.json` for a file, `./` for the working folder.
    private func folder(_ url: URL) -> String {
        let path = findings.relative(url)
        if path == "." { return "./" }
        return url.hasDirectoryPath || isFolder(url) ? path + "/" : path
    }

    private func isFolder(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
