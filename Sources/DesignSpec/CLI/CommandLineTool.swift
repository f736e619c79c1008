import Foundation

/// The command line: parses arguments, runs a command, returns the exit status:
/// 0 success, 1 findings, 2 unusable input or arguments.
public enum CommandLineTool {
    public static let version = "0.1.0"

    public enum ExitStatus: Int32, Sendable {
        case success = 0
        case findings = 1
        case unusable = 2
    }

    /// Runs `arguments`. `freesModelAtExit: false` is for the executable, which exits right
    /// after: the model and report are then left to the operating system instead of being
    /// freed value by value (a 400,000-row doc's model took a second to free).
    public static func run(arguments: [String], console: Console = .standard, workingDirectory: URL? = nil,
                           freesModelAtExit: Bool = true) -> Int32 {
        let workingDirectory = workingDirectory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        do {
            let status = try dispatch(arguments, console: console, workingDirectory: workingDirectory,
                                      freesModelAtExit: freesModelAtExit)
            return console.outputFailed() ? ExitStatus.unusable.rawValue : status.rawValue
        } catch {
            console.writeError("designspec: error: \(error.message)\n")
            return ExitStatus.unusable.rawValue
        }
    }

    private static func dispatch(_ arguments: [String], console: Console, workingDirectory: URL,
                                 freesModelAtExit: Bool) throws(UsageError) -> ExitStatus {
        guard let first = arguments.first else {
            console.write(HelpText.overview + "\n")
            return .success
        }
        switch first {
        case "--version":
            console.write(BuildInfo.versionLine() + "\n")
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
        let context = CommandContext(options: options, console: console, workingDirectory: workingDirectory,
                                     freesModelAtExit: freesModelAtExit)
        switch spec.name {
        case CommandSpec.build.name: return BuildCommand.run(context)
        case CommandSpec.check.name: return CheckCommand.run(context)
        case CommandSpec.fix.name: return FixCommand.run(context)
        case CommandSpec.model.name: return ModelCommand.run(context)
        case CommandSpec.diff.name: return DiffCommand.run(context)
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
}
