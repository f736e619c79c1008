import DesignSpecCore
import Foundation

/// The command line: parses arguments, runs a command, returns the exit status:
/// 0 success, 1 findings, 2 unusable input or arguments.
public enum CommandLineTool {
    /// What a command returns, as the process exit status.
    public enum ExitStatus: Int32, Sendable {
        case success = 0
        case findings = 1
        case unusable = 2
    }

    /// Runs `arguments`. `freesModelAtExit: false` is for the executable, which exits right
    /// after: the model and report are then left to the operating system instead of being
    /// freed value by value (a 400,000-row doc's model took a second to free). `commit` is
    /// the commit the executable was built from, for `--version`.
    public static func run(arguments: [String], console: Console = .standard, workingDirectory: URL? = nil,
                           freesModelAtExit: Bool = true, commit: String? = nil) -> Int32 {
        let workingDirectory = workingDirectory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        do {
            let status = try dispatch(arguments, console: console, workingDirectory: workingDirectory,
                                      freesModelAtExit: freesModelAtExit, commit: commit)
            return console.outputFailed() ? ExitStatus.unusable.rawValue : status.rawValue
        } catch {
            console.writeError("designspec: error: \(error.message)\n")
            return ExitStatus.unusable.rawValue
        }
    }

    private static func dispatch(_ arguments: [String], console: Console, workingDirectory: URL,
                                 freesModelAtExit: Bool, commit: String?) throws(UsageError) -> ExitStatus {
        // `--color` is taken wherever it stands, before the command or among its options.
        let (arguments, color) = try ColorChoice.take(from: arguments)
        guard let first = arguments.first else {
            // As swift-argument-parser does on a missing subcommand: the short usage, exit 2.
            console.writeError(HelpText.usage + "\n")
            return .unusable
        }
        switch first {
        case "--version":
            console.write(BuildInfo.versionLine(commit: commit) + "\n")
            return .success
        case "--help", "-h":
            console.write(HelpText.overview + "\n")
            return .success
        case "help":
            return try help(Array(arguments.dropFirst()), console: console)
        default:
            break
        }
        guard let spec = CommandSpec.all.first(where: { $0.name == first }) else {
            let hint = Suggestions.nearest(to: first, in: CommandSpec.all.map(\.name) + ["help"], limit: 1)
                .first.map { "; did you mean '\($0)'?" } ?? "; see 'designspec --help'"
            throw UsageError(message: "unknown command '\(first)'\(hint)")
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            console.write(HelpText.command(spec) + "\n")
            return .success
        }
        let options = try spec.parse(rest)
        let progress = Progress(enabled: console.errorIsTerminal, write: console.writeError)
        defer { progress.finish() }
        var shown = console
        // Whatever else is written goes on a line of its own, the progress line cleared first.
        shown.write = { text in progress.clear(); console.write(text) }
        shown.writeError = { text in progress.clear(); console.writeError(text) }
        let context = CommandContext(options: options, console: shown, workingDirectory: workingDirectory,
                                     freesModelAtExit: freesModelAtExit,
                                     paints: color.paints(outputIsTerminal: console.isTerminal, noColor: console.noColor),
                                     progress: progress)
        switch spec.name {
        case CommandSpec.build.name: return BuildCommand.run(context)
        case CommandSpec.serve.name: return ServeCommand.run(context)
        case CommandSpec.check.name: return CheckCommand.run(context)
        case CommandSpec.fix.name: return FixCommand.run(context)
        case CommandSpec.model.name: return ModelCommand.run(context)
        case CommandSpec.diff.name: return DiffCommand.run(context)
        case CommandSpec.initCommand.name: return InitCommand.run(context)
        case CommandSpec.completion.name: return CompletionCommand.run(context)
        default: return TokensCommand.run(context)
        }
    }

    private static func help(_ arguments: [String], console: Console) throws(UsageError) -> ExitStatus {
        guard let name = arguments.first else {
            console.write(HelpText.overview + "\n")
            return .success
        }
        guard let spec = CommandSpec.all.first(where: { $0.name == name }) else {
            let hint = Suggestions.nearest(to: name, in: CommandSpec.all.map(\.name), limit: 1)
                .first.map { "; did you mean '\($0)'?" } ?? ""
            throw UsageError(message: "no help for unknown command '\(name)'\(hint)")
        }
        console.write(HelpText.command(spec) + "\n")
        return .success
    }
}

/// What every command gets: its parsed options, where to write, where it runs.
struct CommandContext: Sendable {
    var options: ParsedArguments
    var console: Console
    var workingDirectory: URL
    /// False when the process exits as soon as the command returns (see `keepUntilExit`).
    var freesModelAtExit = true
    /// Whether text output is coloured (`--color`, `NO_COLOR`, a terminal).
    var paints = false
    /// The phases of a long run, on a terminal's standard error.
    var progress = Progress.off
}
