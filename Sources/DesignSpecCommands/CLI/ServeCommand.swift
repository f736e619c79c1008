import DesignSpecCore
import Foundation

/// `designspec serve`: builds the site as `build` does, serves it on 127.0.0.1, rebuilds
/// when a doc, a token file, a template or the configuration is saved, and reloads the
/// open pages. Runs until SIGINT or SIGTERM, then removes what it made and exits 0.
enum ServeCommand {
    static let defaultPort: UInt16 = 8000

    static func run(_ context: CommandContext) -> CommandLineTool.ExitStatus {
        let signals = StopSignals()
        let session: PreviewSession
        do {
            session = try start(context)
        } catch {
            context.console.writeError("designspec: error: \(error.message)\n")
            return .unusable
        }
        context.console.write("serving \(session.url) (Ctrl-C stops)\n")
        signals.wait()
        session.stop()
        context.console.writeError("stopped; port \(session.server.port) released\(session.temporary == nil ? "" : ", the temporary site removed")\n")
        return .success
    }

    /// A session built once and serving, for `run` and for tests, which stop it themselves.
    static func start(_ context: CommandContext) throws(ServeError) -> PreviewSession {
        let port = try port(context.options.value("--port"))
        let temporary: URL?
        let output: URL
        if let given = context.options.value("--output") {
            temporary = nil
            output = ProjectPaths.url(given, workingDirectory: context.workingDirectory)
        } else {
            let folder = FileManager.default.temporaryDirectory
                .appendingPathComponent("designspec-serve-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))")
            if let problem = POSIXFiles.makeDirectory(folder.path) {
                throw ServeError("cannot create the temporary folder \(folder.path): \(problem)")
            }
            temporary = folder
            output = folder.appendingPathComponent("site")
        }
        var buildOptions = context.options
        buildOptions.add("--output", value: output.path)
        let buildContext = CommandContext(options: buildOptions, console: context.console, workingDirectory: context.workingDirectory)
        let console = context.console
        do {
            let session = try PreviewSession(
                output: output, temporary: temporary, port: port,
                build: { build(buildContext, console: console) },
                roots: { watchedRoots(context) },
                log: { console.writeError($0) })
            session.start()
            return session
        } catch {
            if let temporary { try? FileManager.default.removeItem(at: temporary) }
            throw error
        }
    }

    static func port(_ value: String?) throws(ServeError) -> UInt16 {
        guard let value else { return defaultPort }
        guard let port = UInt16(value) else { throw ServeError("--port takes a number from 0 to 65535 (0 picks a free port), not '\(value)'") }
        return port
    }

    /// One `build` into the serve's output; its summary or its error goes to standard
    /// error, and the error (nil on success) to the pages.
    private static func build(_ context: CommandContext, console: Console) -> String? {
        let captured = CapturedOutput()
        var quiet = context
        quiet.console = Console(write: { _ in }, writeError: captured.append)
        let status = BuildCommand.run(quiet)
        console.writeError(captured.text)
        return status == .success ? nil : captured.text
    }

    /// The content folder, the token files and folders, the templates folder and the
    /// configuration file, as the build would read them.
    static func watchedRoots(_ context: CommandContext) -> [String] {
        let options = context.options
        let loader = ProjectLoader(workingDirectory: context.workingDirectory, content: options.value("--content"),
                                   tokens: options.all("--tokens"), configFile: options.value("--config"))
        var roots: [URL] = []
        let configFile = ProjectPaths.url(options.value("--config") ?? "designspec.json", workingDirectory: context.workingDirectory)
        roots.append(configFile)
        if let configuration = try? loader.loadConfiguration().configuration {
            roots.append(loader.contentURL(for: configuration))
            roots += loader.tokenURLs(for: configuration).map(\.url)
        } else {
            roots.append(ProjectPaths.url(options.value("--content") ?? "content", workingDirectory: context.workingDirectory))
            roots += options.all("--tokens").map { ProjectPaths.url($0, workingDirectory: context.workingDirectory) }
        }
        if let templates = options.value("--templates") {
            roots.append(ProjectPaths.url(templates, workingDirectory: context.workingDirectory))
        }
        var seen = Set<String>()
        return roots.map(\.standardizedFileURL.path).filter { seen.insert($0).inserted }
    }
}

/// What a build wrote to standard error, kept for the error page.
private final class CapturedOutput: @unchecked Sendable {
    // @unchecked: `collected` is only touched with `lock` held.
    private let lock = NSLock()
    private var collected = ""

    var append: @Sendable (String) -> Void { { text in self.lock.withLock { self.collected += text } } }
    var text: String { lock.withLock { collected } }
}
