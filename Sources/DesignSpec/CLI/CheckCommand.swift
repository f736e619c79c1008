/// `designspec check`.
enum CheckCommand {
    static func run(_ context: CommandContext) -> CommandLineTool.ExitStatus {
        context.console.writeError("designspec: check is not built yet\n")
        return .unusable
    }
}
