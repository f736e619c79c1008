/// `designspec completion SHELL`: its argument and help.
extension CommandSpec {
    static let completion = CommandSpec(
        name: "completion",
        summary: "Print the shell completion script for bash, zsh or fish.",
        options: [],
        discussion: """
            The script is made from the commands' own option lists, so it never falls behind them.
              bash: designspec completion bash > /etc/bash_completion.d/designspec  (or: source <(designspec completion bash))
              zsh:  designspec completion zsh > "${fpath[1]}/_designspec"  (a folder of your fpath, before compinit runs)
              fish: designspec completion fish > ~/.config/fish/completions/designspec.fish
            """,
        positional: Option(name: "shell", valueName: "SHELL", help: "bash, zsh or fish.", choices: CompletionShell.allCases.map(\.rawValue))
    )
}
