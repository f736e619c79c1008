import Foundation

/// `designspec build`: the docs into a static site (or one file with `--single-file`).
enum BuildCommand {
    static func run(_ context: CommandContext) -> CommandLineTool.ExitStatus {
        let options = context.options
        let base = context.workingDirectory
        func url(_ path: String) -> URL {
            path.hasPrefix("/") ? URL(fileURLWithPath: path) : base.appendingPathComponent(path)
        }
        let content = url(options.value("--content") ?? "content")
        let language = options.value("--lang") ?? "en"
        guard let strings = SiteStrings.forLanguage(language) else {
            context.console.writeError("designspec: error: unknown language '\(language)'; use en or ko\n")
            return .unusable
        }
        do {
            let templates = try options.value("--templates").map { path throws(TemplateError) in
                try TemplateLibrary(overridingWith: url(path))
            } ?? .builtIn
            let input = try SiteInput.load(content: content, title: "Design System")
            let builder = SiteBuilder(templates: templates, strings: strings)
            if let single = options.value("--single-file") {
                let html = try builder.buildSingleFile(input)
                let destination = url(single)
                try Data(html.utf8).write(to: destination, options: .atomic)
                context.console.write("wrote \(destination.path)\n")
            } else {
                let output = url(options.value("--output") ?? "_site")
                try SiteWriter(output: output, content: content).write(try builder.build(input))
                context.console.write("wrote \(output.path)/index.html\n")
            }
            return .success
        } catch {
            context.console.writeError("designspec: error: \(error)\n")
            return .unusable
        }
    }
}
