import Foundation
@testable import DesignSpecCore

/// A git repository in a fresh temporary folder: write files, commit them, run
/// `designspec diff` in it. Commits use a fixed author and date, so nothing depends on the
/// machine's git configuration.
final class GitFixture {
    let folder: URL

    /// The doc every diff test reads: a token table (names and values), a prose code span
    /// and a recipe.
    static let doc = """
        # Tokens

        | Token | Value |
        | --- | --- |
        | `{spacing.medium}` | 16pt |
        | `{color.fg}` | #1B1D22 |
        | `{motion.fast}` | 200ms |

        Cards use `{spacing.small}` inside, and `Color.bg` behind.

        ## Card

        ```swift
        VStack(spacing: Spacing.medium) { Text("a") }
        ```
        """

    static let tokens = """
        {
          "color": {
            "$type": "color",
            "bg": { "$value": "#FFFFFF" },
            "fg": { "$value": "#1B1D22" }
          },
          "spacing": {
            "$type": "dimension",
            "small": { "$value": "8px" },
            "medium": { "$value": "16px" }
          },
          "motion": { "fast": { "$type": "duration", "$value": "200ms" } }
        }
        """

    /// A repository whose first commit holds `doc` and `tokens`, and whose second commit
    /// holds the tokens `change` makes of them.
    convenience init(changing change: (String) -> String) throws {
        try self.init(files: ["content/a.md": Self.doc, "content/tokens/tokens.json": Self.tokens])
        try commit("first")
        try write(["content/tokens/tokens.json": change(Self.tokens)])
        try commit("second")
    }

    init(files: [String: String]) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("designspec-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try git(["init", "-q"])
        try write(files)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    func write(_ files: [String: String]) throws {
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    func commit(_ message: String) throws {
        try git(["add", "-A"])
        try git(["-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "-q", "-m", message])
    }

    /// `designspec diff ARGUMENTS` in the repository.
    func diff(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
        runTool(["diff"] + arguments, in: folder)
    }

    @discardableResult
    func git(_ arguments: [String]) throws -> String {
        let result = runProcess("/usr/bin/env", ["GIT_AUTHOR_DATE=2026-01-01T00:00:00Z", "GIT_COMMITTER_DATE=2026-01-01T00:00:00Z",
                                                 "git"] + arguments, in: folder)
        guard result.status == 0 else { throw GitFailure(message: "git \(arguments.joined(separator: " ")): \(result.err)") }
        return result.out
    }

    struct GitFailure: Error {
        var message: String
    }
}
