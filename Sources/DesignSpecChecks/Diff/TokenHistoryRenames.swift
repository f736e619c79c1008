import Foundation

/// "Did you mean" from git history: when the project's tokens are in a git repository and
/// a doc names a token that is no more, a rename `designspec diff` reports from that name
/// is the suggestion, whatever the spelling (`spacing.xxl` → `spacing.2xl`, or
/// `color.primary` → `color.brand`).
///
/// The renames are those from HEAD's committed tokens to the working tree's; when the
/// working tree's tokens are HEAD's (no change at all), those from the commit before HEAD
/// to HEAD. Read only when some doc names an unknown token, so a clean check never runs
/// git; the cost then is one or two reads of the tokens from git's object store
/// (`TokenDiffSideLoader`) and their diff. Outside a repository (no `.git` in the working
/// directory or a folder above it: git is not started), without git, or
/// without a commit before HEAD, there are no renames and the suggestions are by spelling.
package enum TokenHistoryRenames {
    /// Old name → new name (a token of the working tree).
    package static func find(_ sides: TokenDiffSideLoader) -> [String: String] {
        guard let head = try? sides.load(.revision("HEAD")) else { return [:] }
        var changes = TokenDiff.changes(from: head, to: sides.workingTree)
        if changes.isEmpty {
            guard let previous = try? sides.load(.revision("HEAD~1")) else { return [:] }
            changes = TokenDiff.changes(from: previous, to: head)
        }
        var renames: [String: String] = [:]
        for change in changes where change.kind == .renamed {
            if let old = change.oldName, sides.workingTree.contains(change.name) { renames[old] = change.name }
        }
        return renames
    }
}

extension TokenHistoryRenames {
    /// Whether `folder` or a folder above it holds a `.git` (a repository's folder, or a
    /// worktree's file): outside a repository git is not started at all (each `Process`
    /// costs a fork, and Foundation's keeps 32 bytes of it for the life of the process).
    package static func isInRepository(_ folder: URL) -> Bool {
        var path = folder.standardizedFileURL.path
        while true {
            if FileManager.default.fileExists(atPath: (path as NSString).appendingPathComponent(".git")) { return true }
            let parent = (path as NSString).deletingLastPathComponent
            if parent == path || parent.isEmpty { return false }
            path = parent
        }
    }
}
