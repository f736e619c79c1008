/// One side of `designspec diff`: the project's token files as they are on disk, a token
/// file or folder named on the command line, or the project's token files at a git
/// revision.
package enum TokenDiffSide: Hashable, Sendable {
    /// The project's token paths (`--tokens`, the configuration's, `<content>/tokens`).
    case workingTree
    /// A token file or folder, as the user wrote it.
    case path(String)
    /// The project's token paths at a commit (`HEAD~1`, `origin/main`), read from git.
    case revision(String)

    /// How reports name the side: `working tree`, `tokens-old`, `HEAD~1`.
    package var label: String {
        switch self {
        case .workingTree: "working tree"
        case .path(let path): path
        case .revision(let revision): revision
        }
    }
}
