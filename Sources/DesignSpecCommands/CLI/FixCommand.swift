import DesignSpecChecks
import DesignSpecCore
import Foundation

/// `designspec fix [--dry-run] [--rule R]…`: rewrites doc table cells from the tokens
/// (`FixPlanner`), each file replaced atomically, and prints what it changed and what it
/// left; `--dry-run` prints the unified diff instead (the listing goes to standard error)
/// and writes nothing. Exit 0 when nothing is left unfixed, 1 when findings that cannot be
/// fixed automatically remain (off-scale, tap-target, or a cell whose form cannot state
/// the token's value), 2 when the input or the arguments cannot be used or a doc cannot be
/// written.
enum FixCommand {
    static func run(_ context: CommandContext) -> CommandLineTool.ExitStatus {
        guard let loaded = ModelCommand.loadModel(context) else { return .unusable }
        let model = TokenHistoryRenames.applied(to: loaded, context)
        let chosen = context.options.all("--rule").compactMap(RuleID.init(rawValue:))
        let rules = Set(chosen.isEmpty ? FixPlanner.rules : chosen)
        let findings = Checker().check(model).findings.filter { rules.contains($0.rule) }
        var sources: [String: FixSourceFile] = [:]
        var unwritable: [String: String] = [:]
        let content = DocWriteGuard.contentFolder(option: context.options.value("--content"), configuration: model.configuration,
                                                  workingDirectory: context.workingDirectory)
        // Only docs are ever read for writing (a finding may point into a token file).
        for path in Set(findings.map(\.range.file)).intersection(model.docs.map(\.path)) {
            let url = ProjectPaths.url(path, workingDirectory: context.workingDirectory)
            if let problem = DocWriteGuard.problem(writing: url, in: content, workingDirectory: context.workingDirectory) {
                unwritable[path] = problem
            } else if let data = FileManager.default.contents(atPath: url.path) {
                if let source = FixSourceFile(path: path, bytes: Array(data)) {
                    sources[path] = source
                } else {
                    unwritable[path] = "the doc is not UTF-8 text (or holds a NUL), so its cells cannot be rewritten exactly"
                }
            } else {
                unwritable[path] = "the doc cannot be read"
            }
        }
        let plan = FixPlanner(model: model, sources: sources, unwritable: unwritable).plan(findings, rules: rules)
        let dryRun = context.options.has("--dry-run")
        let files = Dictionary(grouping: plan.edits, by: \.file)
        var written: [String] = []
        for path in files.keys.sorted() {
            guard let source = sources[path], let edits = files[path] else { continue }
            let bytes = CellEditApplier.apply(edits, to: source)
            if dryRun {
                context.console.write(UnifiedDiff.diff(path: path, old: source.bytes, new: bytes))
            } else if let problem = AtomicFileWriter.replace(ProjectPaths.url(path, workingDirectory: context.workingDirectory).path,
                                                             with: bytes) {
                let before = written.isEmpty ? "" : "; fixed before it: " + written.joined(separator: ", ")
                context.console.writeError("designspec: error: cannot write \(path): \(problem); it is unchanged\(before)\n")
                return .unusable
            } else {
                written.append(path)
            }
        }
        let listing = FixListing.text(plan, dryRun: dryRun)
        if dryRun { context.console.writeError(listing) } else { context.console.write(listing) }
        return plan.left.isEmpty ? .success : .findings
    }
}
