import DesignSpecChecks
import DesignSpecCore
import DesignSpecSite
import Foundation

/// `designspec build`: the docs and tokens into a static site, or into one
/// self-contained HTML file with `--single-file`.
enum BuildCommand {
    static func run(_ context: CommandContext) -> CommandLineTool.ExitStatus {
        let options = context.options
        let base = context.workingDirectory
        func url(_ path: String) -> URL {
            (path.hasPrefix("/") ? URL(fileURLWithPath: path) : base.appendingPathComponent(path)).standardizedFileURL
        }
        // The built-in templates are parsed on another thread while the project loads:
        // parsed when first used, they took ~32 M instructions (drift1000) on one core
        // between the load and the check, with the other core idle.
        DispatchQueue.global(qos: .userInitiated).async { _ = TemplateLibrary.builtIn }
        guard let model = ModelCommand.loadModel(context) else { return .unusable }
        do {
            let language = options.value("--lang") ?? model.configuration.language ?? "en"
            guard let strings = SiteStrings.forLanguage(language) else {
                context.console.writeError("designspec: error: unknown language '\(language)'; use en or ko\n")
                return .unusable
            }
            let templates = try options.value("--templates").map { path throws(TemplateError) in
                try TemplateLibrary(overridingWith: url(path))
            } ?? .builtIn
            let content = url(options.value("--content") ?? model.configuration.content)
            context.progress.phase("checking")
            let report = Checker().check(model)
            var input = SiteInput(model: model, report: report)
            input.assets = SiteAssets.load(documents: input.documents, contentPrefix: model.contentPrefix, content: content)
            context.keepUntilExit(model)
            context.keepUntilExit(input)
            var builder = SiteBuilder(templates: templates, strings: strings)
            builder.keepsPlanUntilExit = !context.freesModelAtExit
            if let single = options.value("--single-file") {
                context.progress.phase("writing the file")
                // What the build read: the token files and the configuration.
                let inputs = model.tokens.files.map(url) + [url(options.value("--config") ?? "designspec.json")]
                let writer = SingleFileWriter(destination: url(single), content: content, inputs: inputs)
                try writer.checkPlacement()
                try writer.write(try builder.buildSingleFile(input))
                // Into a stream (`--single-file /dev/stdout`) the HTML alone goes.
                let wrote = "wrote \(writer.destination.path)\n"
                if writer.isStream { context.console.writeError(wrote) } else { context.console.write(wrote) }
                let built = writer.isStream ? "one file" : ProjectPaths.display(writer.destination, workingDirectory: base)
                context.console.writeError(BuildSummary.draftsLine(input.drafts))
                context.console.writeError(BuildSummary(built: built, report: report, reportPlace: "its report page").line)
            } else {
                let output = url(options.value("--output") ?? "_site")
                context.progress.phase("writing the site")
                var pages = 0
                var files = 0
                try SiteWriter(output: output, content: content).write { staging throws(TemplateError) in
                    let counting = PageCountingSink(staging)
                    try builder.build(input, into: counting)
                    pages = counting.pages
                    files = counting.docFiles
                }
                context.console.write("wrote \(output.path)/index.html\n")
                let page = ProjectPaths.display(output.appendingPathComponent(SiteBuilder.Paths.report), workingDirectory: base)
                context.console.writeError(BuildSummary.draftsLine(input.drafts))
                context.console.writeError(BuildSummary(built: BuildSummary.pages(pages, docFiles: files), report: report, reportPlace: page).line)
            }
            return .success
        } catch {
            context.console.writeError("designspec: error: \(error)\n")
            return .unusable
        }
    }
}
