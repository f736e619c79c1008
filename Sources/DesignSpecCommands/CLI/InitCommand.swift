import DesignSpecCore
import Foundation

/// `designspec init [--dry-run]`: looks through the repository it runs in for the docs
/// folder and the token files (`InitFindings`), prints what it found, and writes a minimal
/// `designspec.json` — never over an existing one. Exit 0 written (or printed with
/// `--dry-run`), 2 when a `designspec.json` is already there, when nothing was found, or
/// when the file cannot be written.
enum InitCommand {
    static func run(_ context: CommandContext) -> CommandLineTool.ExitStatus {
        let name = ConfigurationLoader.defaultFileName
        let destination = context.workingDirectory.appendingPathComponent(name)
        let dryRun = context.options.has("--dry-run")
        if FileManager.default.fileExists(atPath: destination.path) {
            context.console.writeError("designspec: error: \(name) already exists; init never overwrites it: "
                                       + "edit it, or remove it and run init again\n")
            return .unusable
        }
        context.progress.phase("looking for docs and tokens")
        let findings = InitFindings.find(in: context.workingDirectory)
        for skipped in findings.skipped { context.console.writeError(skipped.line + "\n") }
        guard findings.content != nil else {
            let tokens = findings.tokenPaths.isEmpty
                ? "no token file among \(EnglishCount.of(findings.jsonCount, "JSON file"))"
                : "token files (\(findings.tokenPaths.map(findings.relative).joined(separator: ", "))) but no doc to check against them"
            context.console.writeError("designspec: error: found no Markdown doc with a token table among "
                                       + "\(EnglishCount.of(findings.markdownCount, "Markdown file")), and \(tokens); init looks for "
                                       + "docs whose tables name tokens (a Token or Name column and a Value or mode column) and for "
                                       + "token JSON (W3C DTCG, Style Dictionary, Tokens Studio); give --content DIR and --tokens PATH "
                                       + "to check or build without a configuration\n")
            return .unusable
        }
        var output = "Found\n" + InitReport(findings: findings).lines.joined(separator: "\n") + "\n"
        let text = findings.fileText
        if dryRun {
            output += "Would write \(name):\n" + text + "Next: designspec init, then designspec check\n"
            context.console.write(output)
            return .success
        }
        if let problem = create(destination.path, text: text) {
            context.console.write(output)
            context.console.writeError("designspec: error: cannot write \(name): \(problem)\n")
            return .unusable
        }
        output += "Wrote \(name):\n" + text + "Next: designspec check\n"
        context.console.write(output)
        return .success
    }

    /// Writes `text` to a new file at `path`, failing (never replacing) when one appeared
    /// since it was looked for; the system's words when it cannot.
    private static func create(_ path: String, text: String) -> String? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        defer { close(descriptor) }
        var text = text
        return text.withUTF8 { POSIXFiles.write($0, toDescriptor: descriptor) }
    }
}
