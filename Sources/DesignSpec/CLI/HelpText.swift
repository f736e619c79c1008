/// The text of `designspec --help` and `designspec help COMMAND`.
enum HelpText {
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
            "  --help                  Show this help.",
            "  --version               Show the version.",
            "",
            "See 'designspec help <command>' for a command's options.",
        ]
        return lines.joined(separator: "\n")
    }

    static func command(_ spec: CommandSpec) -> String {
        var lines = [
            "OVERVIEW: \(spec.summary)",
            "",
            "USAGE: designspec \(spec.name) [options]",
            "",
            "OPTIONS:",
        ]
        let labels = spec.options.map { option in
            option.valueName.map { "\(option.name) \($0)" } ?? option.name
        }
        let width = max(22, labels.map(\.count).max() ?? 0)
        for (option, label) in zip(spec.options, labels) {
            lines.append("  " + label.padding(toLength: width + 2, withPad: " ", startingAt: 0) + option.help)
        }
        lines.append("  " + "--help".padding(toLength: width + 2, withPad: " ", startingAt: 0) + "Show this help.")
        if !spec.discussion.isEmpty {
            lines += ["", spec.discussion]
        }
        return lines.joined(separator: "\n")
    }
}
