/// The zsh completion script (`#compdef`, `_arguments`): commands with their summaries,
/// each command's options with their help, and the values of an option that takes one.
struct ZshCompletion {
    var commands: [CommandSpec]

    var script: String {
        var lines = [
            "#compdef designspec",
            "# zsh completion for designspec (written by 'designspec completion zsh').",
            "",
            "_designspec() {",
            "    local context state state_descr line",
            "    typeset -A opt_args",
            "    local -a commands",
            "    commands=(",
        ]
        for command in commands {
            lines.append("        " + quoted(escaped(command.name) + ":" + escaped(command.summary)))
        }
        lines += [
            "        " + quoted("help:Show the help of a command."),
            "    )",
            "    _arguments -C \\",
        ]
        lines += CompletionShell.topOptions.map { "        " + spec($0) + " \\" }
        lines += [
            "        '1: :->command' \\",
            "        '*:: :->arguments'",
            "    case $state in",
            "        command) _describe -t commands 'designspec command' commands ;;",
            "        arguments)",
            "            case $words[1] in",
        ]
        for command in commands {
            lines.append("                \(command.name))")
            lines.append("                    _arguments \\")
            var specs = (command.options + CompletionShell.commonOptions).map(spec)
            if let positional = command.positional {
                specs.append(quoted("1:" + escaped(positional.valueName ?? "value") + ":(" + positional.choices.joined(separator: " ") + ")"))
            }
            for (index, spec) in specs.enumerated() {
                lines.append("                        " + spec + (index == specs.count - 1 ? "" : " \\"))
            }
            lines.append("                    ;;")
        }
        lines += [
            "                help) _describe -t commands 'designspec command' commands ;;",
            "            esac",
            "            ;;",
            "    esac",
            "}",
            "",
            "_designspec \"$@\"",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `'--lang[The language…]:LANG:(en ko)'`; a repeatable option may be given again (`*`).
    private func spec(_ option: CommandSpec.Option) -> String {
        var text = (option.repeatable ? "*" : "") + option.name + "[" + escaped(option.help) + "]"
        switch option.valueKind {
        case .none: break
        case .choices(let choices): text += ":" + escaped(option.valueName ?? "") + ":(" + choices.joined(separator: " ") + ")"
        case .folder: text += ":" + escaped(option.valueName ?? "") + ":_files -/"
        case .file: text += ":" + escaped(option.valueName ?? "") + ":_files"
        }
        return quoted(text)
    }

    /// `_arguments` and `_describe` read `[`, `]` and `:` (and `\`) themselves.
    private func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if "[]:\\".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    /// In single quotes, a quote written as `'\''`.
    private func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
