import DesignSpecChecks
import DesignSpecCore
import Foundation

extension TokenDiffSideLoader {
    /// The sides of the project a command reads (`--content`, `--tokens`, `--config`): its
    /// token files or folders, read as `model`'s were (its base groups), its working tree
    /// `model`'s tokens. `diff` compares them; `check` and `fix` look for renames in them.
    init(project context: CommandContext, model: DesignModel) {
        let project = ProjectLoader(workingDirectory: context.workingDirectory, content: context.options.value("--content"),
                                    tokens: context.options.all("--tokens"), configFile: context.options.value("--config"))
        self.init(workingDirectory: context.workingDirectory, projectTokens: project.tokenURLs(for: model.configuration),
                  loader: TokenLoader(workingDirectory: context.workingDirectory,
                                      layerRules: TokenLayerRules(baseGroupNames: model.configuration.baseGroups)),
                  workingTree: model.tokens)
    }
}
