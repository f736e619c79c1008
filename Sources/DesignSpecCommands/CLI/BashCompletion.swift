/// The bash completion script: commands, then each command's options, and the values of an
/// option that takes one (its choices, folders for a `DIR`, files otherwise).
struct BashCompletion {
    var commands: [CommandSpec]

    var script: String {
        var lines = [
            "# bash completion for designspec (written by 'designspec completion bash').",
            "_designspec() {",
            "    local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"${COMP_WORDS[COMP_CWORD-1]}\" command=\"\" i",
            "    for ((i = 1; i < COMP_CWORD; i++)); do",
            "        case \"${COMP_WORDS[i]}\" in",
            "            --color) ((i++)) ;;",
            "            -*) ;;",
            "            *) command=\"${COMP_WORDS[i]}\"; break ;;",
            "        esac",
            "    done",
            "    case \"$prev\" in",
        ]
        lines += valueCases(CompletionShell.topOptions, indent: "        ")
        lines += [
            "    esac",
            "    case \"$command\" in",
            "        \"\")",
            "            " + reply(words: commands.map(\.name) + ["help"] + CompletionShell.topOptions.map(\.name)),
            "            ;;",
        ]
        for command in commands {
            lines.append("        \(command.name))")
            let own = command.options.filter { $0.valueKind != .none }
            if !own.isEmpty {
                lines.append("            case \"$prev\" in")
                lines += valueCases(own, indent: "                ")
                lines.append("            esac")
            }
            var words = (command.options + CompletionShell.commonOptions).map(\.name)
            if let positional = command.positional { words = positional.choices + words }
            lines += ["            " + reply(words: words), "            ;;"]
        }
        lines += [
            "        help)",
            "            " + reply(words: commands.map(\.name)),
            "            ;;",
            "    esac",
            "}",
            "complete -F _designspec designspec",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `--lang) COMPREPLY=(...); return ;;` for each option that takes a value.
    private func valueCases(_ options: [CommandSpec.Option], indent: String) -> [String] {
        options.compactMap { option in
            let completion: String
            switch option.valueKind {
            case .none: return nil
            case .choices(let choices): completion = reply(words: choices)
            case .folder: completion = "COMPREPLY=($(compgen -d -- \"$cur\"))"
            case .file: completion = "COMPREPLY=($(compgen -f -- \"$cur\"))"
            }
            return indent + "\(option.name)) \(completion); return ;;"
        }
    }

    private func reply(words: [String]) -> String {
        "COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\"))"
    }
}
