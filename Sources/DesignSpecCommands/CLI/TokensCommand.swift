import DesignSpecCore

/// `designspec tokens [--format text|json]`: the resolved tokens — path, type, value per
/// mode, alias chain, location. Exit 0; 2 when the project cannot be loaded.
enum TokensCommand {
    static func run(_ context: CommandContext) -> CommandLineTool.ExitStatus {
        guard let model = ModelCommand.loadModel(context) else { return .unusable }
        switch context.options.value("--format") ?? "text" {
        case "json": context.console.write(TokenListing.json(model.tokens))
        default: context.console.write(TokenListing.text(model.tokens))
        }
        return .success
    }
}
