/// The one value built from all inputs: the docs with what was extracted from them, the
/// tokens, and the findings made while building it. The site and the check read only this.
public struct DesignModel: Hashable, Sendable {
    public var configuration: Configuration
    /// Docs sorted by path.
    public var docs: [DocModel]
    public var tokens: TokenSet
    /// Findings made while reading, sorted: configuration (`config`), extraction
    /// (`ambiguous-inference`, `ignore-without-reason`) and the token side
    /// (`TokenSet.findings`).
    public var findings: [Finding]

    public init(configuration: Configuration, docs: [DocModel], tokens: TokenSet, findings: [Finding]) {
        self.configuration = configuration
        self.docs = docs
        self.tokens = tokens
        self.findings = findings
    }
}
