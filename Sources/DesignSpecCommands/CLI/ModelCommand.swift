import DesignSpecCore
import DesignSpecChecks

/// `designspec model`: prints the model as JSON (shape: `DesignModel.jsonOutput`).
/// Exit 0; 2 when the project cannot be loaded or `designspec.json` has problems (they
/// go to standard error).
enum ModelCommand {
    static func run(_ context: CommandContext) -> CommandLineTool.ExitStatus {
        guard let model = loadModel(context) else { return .unusable }
        context.console.write(model.jsonOutput.serialized(pretty: true) + "\n")
        return .success
    }

    /// The model for any command's `--content`, `--tokens`, `--config`, with a line on
    /// standard error for each path of the content folder that was skipped; nil (after writing
    /// why to standard error) when the project cannot be loaded or the configuration has
    /// `config` findings, which make every command exit 2.
    static func loadModel(_ context: CommandContext) -> DesignModel? {
        let loader = ProjectLoader(workingDirectory: context.workingDirectory,
                                   content: context.options.value("--content"),
                                   tokens: context.options.all("--tokens"),
                                   configFile: context.options.value("--config"),
                                   keepsIndexUntilExit: !context.freesModelAtExit)
        let model: DesignModel
        context.progress.phase("reading the docs and tokens")
        do {
            // The configuration's own problems first: a wrong `content` (misspelled, not a
            // string, a file that is not JSON) would otherwise show as no content folder.
            let configuration = try loader.loadConfiguration()
            guard configuration.findings.isEmpty else {
                let report = CheckReport(findings: configuration.findings, rules: [])
                context.console.writeError(TextReportFormatter(colors: false).format(report))
                return nil
            }
            model = try loader.load(configuration: configuration)
        } catch {
            context.console.writeError("designspec: error: \(error.message)\n")
            return nil
        }
        for skipped in model.skipped { context.console.writeError(skipped.line + "\n") }
        return model
    }
}
