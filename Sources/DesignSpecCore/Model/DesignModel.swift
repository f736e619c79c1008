/// The one value built from all inputs: the docs with what was extracted from them, the
/// tokens, and the findings made while building it. The site and the check read only this.
public struct DesignModel: Hashable, Sendable {
    /// The configuration: `designspec.json`'s, or the defaults.
    public var configuration: Configuration
    /// Docs sorted by path.
    public var docs: [DocModel]
    /// What the content folder holds that was not read as a doc, and why, in path order.
    public var skipped: [SkippedPath]
    /// Every token read, resolved, with the token files' findings.
    public var tokens: TokenSet
    /// Findings made while reading, sorted: configuration (`config`), extraction
    /// (`ambiguous-inference`, `ignore-without-reason`) and the token side
    /// (`TokenSet.findings`).
    public var findings: [Finding]
    /// The token files and folders looked for, as the user sees them (`--tokens`, else the
    /// configuration's `tokens`, else `content/tokens`): `check` names them when it read no
    /// token file.
    public var tokenPaths: [String] = []
    /// The content folder, as the user sees it (`content`).
    public var contentPath = ""
    /// What doc paths start with before their path in the content folder (`content/`,
    /// `""` when the content folder is the working folder): links are read from there.
    public var contentPrefix = ""

    /// A model of `docs` and `tokens` under `configuration`, with the findings made reading them.
    public init(configuration: Configuration, docs: [DocModel], skipped: [SkippedPath] = [], tokens: TokenSet,
                findings: [Finding]) {
        self.configuration = configuration
        self.docs = docs
        self.skipped = skipped
        self.tokens = tokens
        self.findings = findings
    }
}
