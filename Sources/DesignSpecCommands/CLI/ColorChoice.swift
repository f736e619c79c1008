import DesignSpecCore

/// `--color auto|always|never`, the option every command takes, and what it makes of the
/// terminal and `NO_COLOR` (no-color.org): in `auto`, colour only when standard output is
/// a terminal and `NO_COLOR` is unset or empty; `always` and `never` win over both.
enum ColorChoice: String, CaseIterable, Sendable {
    case auto, always, never

    static let optionName = "--color"

    /// Whether text output is painted.
    func paints(outputIsTerminal: Bool, noColor: String?) -> Bool {
        switch self {
        case .always: true
        case .never: false
        case .auto: outputIsTerminal && (noColor ?? "").isEmpty
        }
    }
}

extension ColorChoice {
    /// The option as every command's help and completions show it.
    static let option = CommandSpec.Option(name: optionName, valueName: "WHEN",
                                           help: "Colour the output: auto (default: on a terminal, unless NO_COLOR is set), always or never.",
                                           choices: allCases.map(\.rawValue))

    /// `arguments` without `--color WHEN` (or `--color=WHEN`), and the choice; `auto` when
    /// not given. The last one given wins, as a shell alias and a typed option may both
    /// give one.
    static func take(from arguments: [String]) throws(UsageError) -> (arguments: [String], choice: ColorChoice) {
        var rest: [String] = []
        var choice = ColorChoice.auto
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            let value: String
            if argument == optionName {
                guard index < arguments.count else { throw UsageError(message: "option '\(optionName)' needs a value (WHEN)") }
                value = arguments[index]
                index += 1
            } else if argument.hasPrefix(optionName + "=") {
                value = String(argument.dropFirst(optionName.count + 1))
            } else {
                rest.append(argument)
                continue
            }
            guard let given = ColorChoice(rawValue: value) else {
                let names = allCases.map(\.rawValue)
                let hint = Suggestions.nearest(to: value, in: names, limit: 1).first.map { "; did you mean '\($0)'?" } ?? ""
                throw UsageError(message: "'\(value)' is not a valid WHEN for \(optionName) (one of: \(names.joined(separator: ", ")))\(hint)")
            }
            choice = given
        }
        return (rest, choice)
    }
}
