import Foundation
import PackagePlugin

/// Turns every file under the package's `templates/` folder into one generated Swift
/// source file, so the default templates are built into the binary while `templates/`
/// stays their one source.
@main
struct EmbedTemplatesPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let templates = context.package.directoryURL.appending(path: "templates")
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedTemplates.swift")
        let files = try Self.files(under: templates)
        return [
            .buildCommand(
                displayName: "Embedding \(files.count) templates",
                executable: try context.tool(named: "embed-templates").url,
                arguments: [templates.path(), output.path()],
                inputFiles: files,
                outputFiles: [output]
            )
        ]
    }

    private static func files(under root: URL) throws -> [URL] {
        guard let walker = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: [.isRegularFileKey]
        ) else { return [] }
        return walker.compactMap { $0 as? URL }
            .filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
            .sorted { $0.path < $1.path }
    }
}
