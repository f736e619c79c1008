/// The text of `designspec --help`, `designspec help COMMAND` and the short usage a bare
/// `designspec` prints.
enum HelpText {
    /// What a bare `designspec` prints on standard error (it exits 2).
    static var usage: String {
        [
            "USAGE: designspec <command> [options]",
            "  commands: " + CommandSpec.all.map(\.name).joined(separator: ", "),
            "See 'designspec --help' for what each command does.",
        ].joined(separator: "\n")
    }

    static var overview: String {
        var lines = [
            "OVERVIEW: Keep a design system's docs and its design tokens in agreement.",
            "",
            "USAGE: designspec <command> [options]",
            "",
            "COMMANDS:",
        ]
        let width = CommandSpec.all.map(\.name.count).max() ?? 0
        for command in CommandSpec.all {
            lines.append("  " + command.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + command.summary)
        }
        lines += [
            "",
            "OPTIONS:",
            "  --color WHEN            auto (default: on a terminal, unless NO_COLOR is set), always or never.",
            "  --help                  Show this help.",
            "  --version               Show the version.",
            "",
            "Start with 'designspec init' in a repository of docs and token files.",
            "See 'designspec help <command>' for a command's options.",
        ]
        return lines.joined(separator: "\n")
    }

    static func command(_ spec: CommandSpec) -> String {
        let argument = spec.positional.map { " <\($0.valueName?.lowercased() ?? "value")>" } ?? ""
        var lines = [
            "OVERVIEW: \(spec.summary)",
            "",
            "USAGE: designspec \(spec.name)\(argument) [options]",
            "",
        ]
        if let positional = spec.positional {
            lines += ["ARGUMENTS:", "  <\(positional.valueName?.lowercased() ?? "value")>  \(positional.help)", ""]
        }
        lines.append("OPTIONS:")
        let options = spec.options + [ColorChoice.option]
        let labels = options.map { option in
            option.valueName.map { "\(option.name) \($0)" } ?? option.name
        }
        let width = max(22, labels.map(\.count).max() ?? 0)
        for (option, label) in zip(options, labels) {
            lines.append("  " + label.padding(toLength: width + 2, withPad: " ", startingAt: 0) + option.help)
        }
        lines.append("  " + "--help".padding(toLength: width + 2, withPad: " ", startingAt: 0) + "Show this help.")
        if !spec.discussion.isEmpty {
            lines += ["", spec.discussion]
        }
        return lines.joined(separator: "\n")
    }
}
