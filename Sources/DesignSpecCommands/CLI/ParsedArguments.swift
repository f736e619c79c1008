import DesignSpecCore

/// The options given to one subcommand, after parsing.
struct ParsedArguments: Sendable, Equatable {
    private(set) var values: [String: [String]] = [:]
    private(set) var flags: Set<String> = []

    /// The last value given for an option (`--output a --output b` is `b`).
    func value(_ name: String) -> String? { values[name]?.last }

    /// Every value given for a repeatable option, in order.
    func all(_ name: String) -> [String] { values[name] ?? [] }

    func has(_ flag: String) -> Bool { flags.contains(flag) }

    mutating func add(_ name: String, value: String) { values[name, default: []].append(value) }
    mutating func set(_ flag: String) { flags.insert(flag) }
}

/// A problem with the command line itself: one line for the user, exit status 2.
struct UsageError: Error, Equatable, CustomStringConvertible {
    var message: String
    var description: String { message }
}

extension CommandSpec {
    /// Parses `--name value`, `--name=value` and flags. Unknown options get a suggestion;
    /// a positional argument only when the command takes one (`positional`).
    func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("--") else {
                if let positional, parsed.value(positional.name) == nil {
                    try positional.check(argument)
                    parsed.add(positional.name, value: argument)
                    continue
                }
                throw UsageError(message: "unexpected argument '\(argument)' for '\(name)'; see 'designspec help \(name)'")
            }
            var optionName = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                optionName = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let option = option(named: optionName) else {
                let hint = Suggestions.nearest(to: optionName, in: options.map(\.name) + ["--help"], limit: 1)
                    .first.map { "; did you mean '\($0)'?" } ?? "; see 'designspec help \(name)'"
                throw UsageError(message: "unknown option '\(optionName)' for '\(name)'\(hint)")
            }
            guard let valueName = option.valueName else {
                if inlineValue != nil { throw UsageError(message: "option '\(optionName)' takes no value") }
                parsed.set(optionName)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count {
                value = arguments[index]
                index += 1
            } else {
                throw UsageError(message: "option '\(optionName)' needs a value (\(valueName))")
            }
            try option.check(value)
            if !option.repeatable, parsed.value(optionName) != nil {
                throw UsageError(message: "option '\(optionName)' given more than once")
            }
            parsed.add(optionName, value: value)
        }
        if let positional, parsed.value(positional.name) == nil {
            throw UsageError(message: "'\(name)' needs a \(positional.valueName ?? "value") (one of: \(positional.choices.joined(separator: ", ")))")
        }
        return parsed
    }
}

extension CommandSpec.Option {
    /// Refuses a value that is not one of `choices`, when the option has choices.
    func check(_ value: String) throws(UsageError) {
        guard !choices.isEmpty, !choices.contains(value) else { return }
        let hint = Suggestions.nearest(to: value, in: choices, limit: 1).first.map { "; did you mean '\($0)'?" } ?? ""
        let place = name.hasPrefix("--") ? " for \(name)" : ""
        throw UsageError(message: "'\(value)' is not a valid \(valueName ?? "value")\(place) (one of: \(choices.joined(separator: ", ")))\(hint)")
    }
}
