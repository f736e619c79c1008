import DesignSpecCore
import DesignSpecChecks

/// `designspec check`: loads the project, runs every rule, prints the report in the chosen
/// format. Exit 0 with no errors, 1 with errors (or warnings under `--strict`), 2 when the
/// project cannot be loaded, `designspec.json` has problems, or nothing was read to check
/// (no doc; docs that name tokens and no token file): the report is printed, then why.
/// Never renders HTML.
enum CheckCommand {
    static func run(_ context: CommandContext) -> CommandLineTool.ExitStatus {
        guard let loaded = ModelCommand.loadModel(context) else { return .unusable }
        let model = TokenHistoryRenames.applied(to: loaded, context)
        let strict = context.options.has("--strict")
        context.progress.phase("checking")
        let report = Checker(strict: strict).check(model)
        context.keepUntilExit(model)
        context.keepUntilExit(report)
        // `--lang` is one of the spec's choices, checked before the command runs.
        let language = context.options.value("--lang").flatMap(MessageLanguage.init(rawValue:)) ?? .en
        let output: String
        switch context.options.value("--format") ?? "text" {
        case "json": output = JSONReportFormatter(language: language).format(report)
        case "github": output = GitHubReportFormatter().format(report)
        case "sarif":
            output = SARIFReportFormatter(language: language)
                .format(report, columns: CodePointColumns(workingDirectory: context.workingDirectory))
        default: output = TextReportFormatter(colors: context.paints, language: language).format(report)
        }
        context.console.write(output)
        if let message = report.coverage?.nothingReadMessage(model) {
            context.console.writeError("designspec: error: \(message)\n")
            return .unusable
        }
        return report.hasFailures(strict: strict) ? .findings : .success
    }
}
