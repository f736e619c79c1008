/// Every token read from a set of files, resolved: the tokens sorted by name, the modes,
/// the files read, and the findings.
public struct TokenSet: Hashable, Sendable {
    /// Every token, sorted by name.
    public var tokens: [Token]
    /// Mode groups in the order found (a DTCG resolver modifier, a Tokens Studio theme
    /// group, Spectrum's color and scale sets), each with its modes, default first.
    public var modeGroups: [TokenModeGroup]
    /// Display paths of the files read, sorted.
    public var files: [String]
    /// Sorted by place.
    public var findings: [Finding]
    /// What the token folders hold that was not read, and why (`FolderWalker`).
    public var skipped: [SkippedPath] = []
    /// Display paths of the JSON files read that hold no tokens (an array, a manifest),
    /// sorted: `check` reports them as not checked.
    public var emptyFiles: [String] = []
    private var index: [String: Int]

    /// The set of `tokens` (sorted by name when they are not), with their modes, the files read and the findings, sorted by place.
    public init(tokens: [Token], modeGroups: [TokenModeGroup] = [], files: [String] = [], findings: [Finding] = []) {
        // The resolver makes them in order already: checking costs a comparison per token,
        // sorting (and moving) 400,000 tokens a second.
        let inOrder = tokens.indices.dropFirst().allSatisfy { tokens[$0 - 1].name < tokens[$0].name }
        self.tokens = inOrder ? tokens : tokens.sorted { $0.name < $1.name }
        self.modeGroups = modeGroups
        self.files = files
        self.findings = findings.sorted()
        var index: [String: Int] = [:]
        index.reserveCapacity(tokens.count)
        for (offset, token) in self.tokens.enumerated() { index[token.name] = offset }
        self.index = index
    }

    /// Every mode name, group by group.
    public var modes: [String] { modeGroups.flatMap(\.modes) }

    /// The token named `name` (dot-joined path), if any.
    public subscript(name: String) -> Token? {
        index[name].map { tokens[$0] }
    }

    /// Whether a token is named `name`: without copying it out of the set (a token holds a
    /// dozen counted references, and rules ask this for every cell).
    public func contains(_ name: String) -> Bool {
        index[name] != nil
    }

    /// Where the token named `name` is defined (its key), read in place.
    public func definitionRange(of name: String) -> SourceRange? {
        index[name].map { tokens[$0].definitionRange }
    }

    /// How many mode values were reached through at least one alias.
    public var resolvedAliasCount: Int {
        tokens.reduce(0) { count, token in
            count + token.values.filter { !$0.aliasChain.isEmpty && $0.resolved != nil }.count
        }
    }
}

/// A set of mutually exclusive modes: `theme` with `light` and `dark`.
public struct TokenModeGroup: Hashable, Sendable {
    /// The group's name (`theme`, `modifier`, a Tokens Studio theme group).
    public var name: String
    /// Default first.
    public var modes: [String]

    /// The group `name` of `modes`, the default first.
    public init(name: String, modes: [String]) {
        self.name = name
        self.modes = modes
    }

    /// The default mode: the first.
    public var defaultMode: String? { modes.first }
}
