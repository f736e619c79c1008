import DesignSpecCore
import DesignSpecChecks

/// `designspec diff --from A [--to B] [--format text|markdown|json]`: what changed between
/// two token sets (token files or folders, or the project's token files at git revisions;
/// the side not given is the working tree), and where the current docs name or show the
/// changed tokens. Never checks anything out and never writes a file. Exit 0 whatever
/// changed; 2 when a side or the project cannot be read.
enum DiffCommand {
    static func run(_ context: CommandContext) -> CommandLineTool.ExitStatus {
        let from = context.options.value("--from"), to = context.options.value("--to")
        guard from != nil || to != nil else {
            context.console.writeError("designspec: error: diff needs --from A or --to B: a token file or folder, or a git revision\n")
            return .unusable
        }
        guard let model = ModelCommand.loadModel(context) else { return .unusable }
        let sides = TokenDiffSideLoader(project: context, model: model)
        let report: TokenDiffReport
        do throws(TokenDiffSideLoader.Failure) {
            // The side not given is the working tree.
            var fromSide = TokenDiffSide.workingTree, toSide = TokenDiffSide.workingTree
            if let from { fromSide = try sides.side(from, option: "--from") }
            if let to { toSide = try sides.side(to, option: "--to") }
            let old = try sides.load(fromSide)
            let new = try sides.load(toSide)
            for (side, set) in [(fromSide, old), (toSide, new)] {
                // The working tree's skipped paths were said with the project's.
                if side != .workingTree { for skipped in set.skipped { context.console.writeError(skipped.line + "\n") } }
                warnAboutErrors(in: set, of: side, context)
            }
            report = TokenDiffReport(from: fromSide, old: old, to: toSide, new: new, docs: model,
                                     workingDirectory: context.workingDirectory)
        } catch {
            context.console.writeError("designspec: error: \(error.message)\n")
            return .unusable
        }
        switch context.options.value("--format") ?? "text" {
        case "markdown": context.console.write(TokenDiffMarkdownFormatter().format(report))
        case "json": context.console.write(TokenDiffJSONFormatter().format(report))
        default: context.console.write(TokenDiffTextFormatter().format(report))
        }
        return .success
    }

    /// One line on standard error when a side's token files have errors: the diff compares
    /// what could be read, and `designspec check` says the rest.
    private static func warnAboutErrors(in set: TokenSet, of side: TokenDiffSide, _ context: CommandContext) {
        let errors = set.findings.filter { $0.severity == .error }
        guard let first = errors.first else { return }
        let count = errors.count == 1 ? "1 error" : "\(errors.count) errors"
        context.console.writeError("designspec: warning: the tokens of \(side.label) have \(count), the first at "
                                   + "\(first.range.start): \(first.message) [\(first.rule)]\n")
    }
}
