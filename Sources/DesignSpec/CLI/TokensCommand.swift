/// `designspec tokens`.
enum TokensCommand {
    static func run(_ context: CommandContext) -> CommandLineTool.ExitStatus {
        context.console.writeError("designspec: tokens is not built yet\n")
        return .unusable
    }
}
