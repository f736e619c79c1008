/// The fish completion script: `complete -c designspec …` lines for the commands (before
/// one is given), each command's options (after it) and their values.
struct FishCompletion {
    var commands: [CommandSpec]

    var script: String {
        let names = commands.map(\.name) + ["help"]
        var lines = [
            "# fish completion for designspec (written by 'designspec completion fish').",
            "complete -c designspec -f",
        ]
        for command in commands {
            lines.append("complete -c designspec -n __fish_use_subcommand -a \(command.name) -d \(quoted(command.summary))")
        }
        lines.append("complete -c designspec -n __fish_use_subcommand -a help -d \(quoted("Show the help of a command."))")
        for option in CompletionShell.topOptions {
            lines.append(line(option, condition: "__fish_use_subcommand"))
        }
        for command in commands {
            let condition = "__fish_seen_subcommand_from \(command.name)"
            if let positional = command.positional {
                lines.append("complete -c designspec -n \(quoted(condition)) -a \(quoted(positional.choices.joined(separator: " "))) -d \(quoted(positional.help))")
            }
            for option in command.options + CompletionShell.commonOptions {
                lines.append(line(option, condition: condition))
            }
        }
        lines.append("complete -c designspec -n \(quoted("__fish_seen_subcommand_from help")) -a \(quoted(names.dropLast().joined(separator: " ")))")
        return lines.joined(separator: "\n") + "\n"
    }

    private func line(_ option: CommandSpec.Option, condition: String) -> String {
        var text = "complete -c designspec -n \(quoted(condition)) -l \(option.name.dropFirst(2))"
        switch option.valueKind {
        case .none: break
        case .choices(let choices): text += " -x -a \(quoted(choices.joined(separator: " ")))"
        case .folder: text += " -x -a '(__fish_complete_directories)'"
        case .file: text += " -r -F"
        }
        return text + " -d \(quoted(option.help))"
    }

    /// In single quotes, where fish reads `\'` and `\\`.
    private func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }
}
