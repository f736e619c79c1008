/// `designspec completion bash|zsh|fish`: prints the completion script for the shell.
enum CompletionCommand {
    static func run(_ context: CommandContext) -> CommandLineTool.ExitStatus {
        // The parser has checked the shell against the choices.
        guard let name = context.options.value("shell"), let shell = CompletionShell(rawValue: name) else { return .unusable }
        context.console.write(shell.script(for: CommandSpec.all))
        return .success
    }
}
