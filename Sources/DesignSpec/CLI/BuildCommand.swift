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
        guard let model = ModelCommand.loadModel(context, knownRules: Checker.ruleIDs) else { return .unusable }
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
            let input = SiteInput(model: model, report: Checker().check(model))
            context.keepUntilExit(model)
            context.keepUntilExit(input)
            var builder = SiteBuilder(templates: templates, strings: strings)
            builder.keepsPlanUntilExit = !context.freesModelAtExit
            if let single = options.value("--single-file") {
                let destination = url(single)
                try checkSingleFile(destination, content: content)
                let html = try builder.buildSingleFile(input)
                do {
                    try Data(html.utf8).write(to: destination, options: .atomic)
                } catch {
                    throw SiteWriteError("cannot write \(destination.path): \(error.localizedDescription)")
                }
                context.console.write("wrote \(destination.path)\n")
            } else {
                let output = url(options.value("--output") ?? "_site")
                try SiteWriter(output: output, content: content).write { staging throws(TemplateError) in
                    try builder.build(input, into: staging)
                }
                context.console.write("wrote \(output.path)/index.html\n")
            }
            return .success
        } catch {
            context.console.writeError("designspec: error: \(error)\n")
            return .unusable
        }
    }

    /// The single file may not be written into the docs or over a folder.
    static func checkSingleFile(_ destination: URL, content: URL) throws(SiteWriteError) {
        let path = destination.resolvingSymlinksInPath().path
        let contentPath = content.resolvingSymlinksInPath().path
        if path == contentPath || path.hasPrefix(contentPath + "/") {
            throw SiteWriteError("the single file \(destination.path) would be inside the content folder \(content.path); choose a path outside it")
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw SiteWriteError("\(destination.path) is a folder; --single-file needs a file name such as handoff.html")
        }
    }
}
