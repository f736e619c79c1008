/// A mode of one mode group: `theme` / `dark`.
struct TokenModeKey: Hashable, Sendable {
    var group: String
    var mode: String
}

/// One definition of a token as read from one file (and, for mode files, one mode),
/// before resolution.
struct TokenDefinition: Hashable, Sendable {
    var path: [String]
    /// The `$type` written on the token or inherited from its groups, mapped.
    var type: TokenType?
    var description: String?
    var deprecation: TokenDeprecation?
    var extensions: JSONValue?
    var value: JSONNode
    var keyRange: SourceRange
    /// The mode this definition is for; nil when it holds in every mode.
    var mode: TokenModeKey?
    /// File and set names it came from (`primitive/colors`, `base`), for the layer rules.
    var origins: [String]
    /// The position of its file in reading order; later files override earlier ones.
    var fileOrder: Int

    var name: String { path.joined(separator: ".") }
}

/// What one token file contributed.
struct TokenFileContents: Sendable {
    var definitions: [TokenDefinition] = []
    /// Plain leaves that are not tokens (Style Dictionary's `"globals": {"unit": "px"}`),
    /// which references may still name.
    var plainLeaves: [String: JSONNode] = [:]
    var findings: [Finding] = []
    /// Mode groups a format declares inside its files (Spectrum's `sets`).
    var modeGroups: [TokenModeGroup] = []
}
