/// `designspec build`.
enum BuildCommand {
    static func run(_ context: CommandContext) -> CommandLineTool.ExitStatus {
        context.console.writeError("designspec: build is not built yet\n")
        return .unusable
    }
}
