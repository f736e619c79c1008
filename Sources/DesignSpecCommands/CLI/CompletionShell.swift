/// The shells `designspec completion` writes a script for.
enum CompletionShell: String, CaseIterable, Sendable {
    case bash, zsh, fish

    /// The script, made from `commands` (`CommandSpec.all`) and the global options.
    func script(for commands: [CommandSpec]) -> String {
        switch self {
        case .bash: BashCompletion(commands: commands).script
        case .zsh: ZshCompletion(commands: commands).script
        case .fish: FishCompletion(commands: commands).script
        }
    }

    /// The options every command takes, after its own: `--color`, `--help`.
    static let commonOptions: [CommandSpec.Option] = [
        ColorChoice.option,
        CommandSpec.Option(name: "--help", valueName: nil, help: "Show this help."),
    ]

    /// The options that stand before any command.
    static let topOptions: [CommandSpec.Option] = [
        ColorChoice.option,
        CommandSpec.Option(name: "--help", valueName: nil, help: "Show the help."),
        CommandSpec.Option(name: "--version", valueName: nil, help: "Show the version."),
    ]
}

extension CommandSpec.Option {
    /// What a shell offers for the option's value.
    enum ValueKind: Equatable {
        /// A flag: no value.
        case none
        case choices([String])
        case folder
        case file
    }

    var valueKind: ValueKind {
        guard let valueName else { return .none }
        if !choices.isEmpty { return .choices(choices) }
        return valueName == "DIR" ? .folder : .file
    }
}
