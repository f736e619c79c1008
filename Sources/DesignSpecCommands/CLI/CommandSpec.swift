/// What a subcommand accepts: its options and its help text. The parser, the help output
/// and the suggestions for misspelled options all read from this one description.
struct CommandSpec: Sendable {
    struct Option: Sendable {
        /// `--content`
        var name: String
        /// `DIR`, or nil for a flag.
        var valueName: String?
        var help: String
        var repeatable = false
        /// The values the option accepts, when it is a choice (`text`, `json`, ...).
        var choices: [String] = []
    }

    var name: String
    var summary: String
    var options: [Option]
    var discussion: String = ""
    /// The one argument given without an option name (`completion`'s `SHELL`), if the
    /// command takes one; `valueName` names it, `choices` are its values.
    var positional: Option? = nil

    func option(named name: String) -> Option? {
        options.first { $0.name == name }
    }
}

extension CommandSpec.Option {
    static let content = Self(name: "--content", valueName: "DIR", help: "The folder of Markdown docs (default: content/, or the config's).")
    static let tokens = Self(name: "--tokens", valueName: "PATH", help: "A token file or folder; repeatable (default: <content>/tokens).", repeatable: true)
    static let config = Self(name: "--config", valueName: "FILE", help: "The configuration file (default: ./designspec.json when present).")
}

extension CommandSpec {
    static let build = CommandSpec(
        name: "build",
        summary: "Build the static HTML site from the docs and tokens.",
        options: [
            .content, .tokens, .config,
            Option(name: "--output", valueName: "DIR", help: "Where the site is written (default: _site/). Replaced only when the build succeeds."),
            Option(name: "--templates", valueName: "DIR", help: "Templates that override the built-in ones, file by file."),
            Option(name: "--lang", valueName: "LANG", help: "The language of the site's chrome (default: the config's, else en).", choices: ["en", "ko"]),
            Option(name: "--single-file", valueName: "FILE", help: "Write the whole site as one self-contained HTML file instead."),
        ],
        discussion: "The site works from file:// with no server and no network."
    )

    static let serve = CommandSpec(
        name: "serve",
        summary: "Build the site, serve it on 127.0.0.1, rebuild and reload the page on every save.",
        options: [
            .content, .tokens, .config,
            Option(name: "--port", valueName: "PORT", help: "The port on 127.0.0.1 (default: 8000; 0 picks a free one)."),
            Option(name: "--output", valueName: "DIR", help: "Where the site is written (default: a temporary folder, removed on exit)."),
            Option(name: "--templates", valueName: "DIR", help: "Templates that override the built-in ones, file by file."),
            Option(name: "--lang", valueName: "LANG", help: "The language of the site's chrome (default: the config's, else en).", choices: ["en", "ko"]),
        ],
        discussion: """
            Watches the content folder, the token files, the templates and the configuration; \
            a build that fails shows its error on the page until the next good save. \
            Ctrl-C stops the server and removes the temporary folder.
            Exit status: 0 when stopped, 2 unusable input or arguments (a port in use).
            """
    )

    static let check = CommandSpec(
        name: "check",
        summary: "Report every place where the docs and the tokens disagree.",
        options: [
            .content, .tokens, .config,
            Option(name: "--format", valueName: "FORMAT", help: "text (default), json, github or sarif.", choices: ["text", "json", "github", "sarif"]),
            Option(name: "--strict", valueName: nil, help: "Treat warnings as errors."),
            Option(name: "--lang", valueName: "LANG", help: "The language of the messages: en (default) or ko. JSON and SARIF keep English and add the other beside it.", choices: ["en", "ko"]),
        ],
        discussion: "Exit status: 0 no errors, 1 errors (or warnings with --strict), 2 unusable input or arguments."
    )

    static let model = CommandSpec(
        name: "model",
        summary: "Print the structured model built from the docs and tokens, as JSON.",
        options: [.content, .tokens, .config]
    )

    static let tokensCommand = CommandSpec(
        name: "tokens",
        summary: "List the resolved tokens: path, type, value per mode, alias chain, location.",
        options: [
            .content, .tokens, .config,
            Option(name: "--format", valueName: "FORMAT", help: "text (default) or json.", choices: ["text", "json"]),
        ]
    )

    static let diff = CommandSpec(
        name: "diff",
        summary: "Show what changed between two token sets, and the doc lines naming those tokens.",
        options: [
            Option(name: "--from", valueName: "A", help: "A token file or folder, or a git revision (HEAD~1, origin/main) of the project's tokens."),
            Option(name: "--to", valueName: "B", help: "The same. The side not given is the working tree's tokens."),
            Option(name: "--format", valueName: "FORMAT", help: "text (default), markdown or json.", choices: ["text", "markdown", "json"]),
            .content, .tokens, .config,
        ],
        discussion: """
            An existing file or folder wins over a git revision of the same name. Revisions are read \
            with git ls-tree and git cat-file: nothing is checked out, nothing is written.
            Exit status: 0 whatever changed, 2 unusable input or arguments.
            """
    )

    static let all: [CommandSpec] = [.initCommand, .build, .serve, .check, .fix, .model, .tokensCommand, .diff, .completion]
}
