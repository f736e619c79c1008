import DesignSpecChecks
import DesignSpecCore
import Foundation

extension TokenHistoryRenames {
    /// `model` with git history's renames as the suggestions of the unknown names they
    /// explain (`DesignModel.suggesting`), for `check` and `fix`; the project's tokens as
    /// `designspec diff` reads them. Git is run only when some name is unknown.
    static func applied(to model: DesignModel, _ context: CommandContext) -> DesignModel {
        guard model.hasUnknownTokenNames, isInRepository(context.workingDirectory) else { return model }
        return model.suggesting(find(TokenDiffSideLoader(project: context, model: model)))
    }
}
