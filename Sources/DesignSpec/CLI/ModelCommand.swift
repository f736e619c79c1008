/// `designspec model`.
enum ModelCommand {
    static func run(_ context: CommandContext) -> CommandLineTool.ExitStatus {
        context.console.writeError("designspec: model is not built yet\n")
        return .unusable
    }
}
