/// How a token's layer is inferred. A token is **Base** when
/// 1. one of its groups (any path segment but the last) is named in `baseGroupNames`
///    (`color.base.gray.600`), or
/// 2. it comes from a file, folder or set named so, or with such a word in its name
///    (`primitive/colors.json`, `core.tokens.json`, `primitive-color.light.json`, `base/`),
///    or from a Tokens Studio set the themes use only as `source` (`sourceSetOrigin`), or
/// 3. other tokens alias it while it aliases nothing (the palette under semantic names);
///    and then so are its siblings, when no token of its group aliases anything (the
///    whole `colors.orange.*` ramp, not only the step that is used);
/// otherwise it is **Semantic**. Names compare case-insensitively.
public struct TokenLayerRules: Hashable, Sendable {
    /// The group names that make a token Base when they are in its path.
    public static let defaultBaseGroupNames = ["base", "primitive", "primitives", "core", "global"]

    /// The origin the loader adds for a token of a Tokens Studio set that themes use only
    /// as `source`: it resolves references but is not published, so it is Base. Not a name
    /// a file or set can have (`$` starts Tokens Studio's own keys).
    static let sourceSetOrigin = "$source"

    /// Group names (any segment of a path but the last) that make a token Base (rule 1): `baseGroups` in `designspec.json`.
    public var baseGroupNames: [String]
    /// Whether rule 3 applies. (The sibling part of rule 3 is applied by the resolver, as
    /// it needs the whole set.)
    public var inferFromAliases: Bool

    /// Rules with `baseGroupNames`, inferring from aliases (rule 3) unless `inferFromAliases` is false.
    public init(baseGroupNames: [String] = TokenLayerRules.defaultBaseGroupNames, inferFromAliases: Bool = true) {
        self.baseGroupNames = baseGroupNames
        self.inferFromAliases = inferFromAliases
    }

    /// The layer of a token at `path`, read from files or sets named `origins`.
    public func layer(path: [String], origins: [String], isAliasedByOthers: Bool, aliasesOtherTokens: Bool) -> TokenLayer {
        layer(path: path, origins: origins, isAliasedByOthers: isAliasedByOthers, aliasesOtherTokens: aliasesOtherTokens,
              baseNames: lowercasedBaseGroupNames)
    }

    /// `baseGroupNames` lowercased, made once for a whole token set.
    var lowercasedBaseGroupNames: Set<String> { Set(baseGroupNames.map { $0.lowercased() }) }

    /// `layer(path:origins:isAliasedByOthers:aliasesOtherTokens:)` with the names made once.
    func layer(path: [String], origins: [String], isAliasedByOthers: Bool, aliasesOtherTokens: Bool,
               baseNames names: Set<String>) -> TokenLayer {
        if path.dropLast().contains(where: { names.contains($0.lowercased()) }) { return .base }
        if origins.contains(Self.sourceSetOrigin) { return .base }
        if origins.contains(where: { names.contains($0.lowercased()) || NameWords.split($0).contains(where: names.contains) }) {
            return .base
        }
        if inferFromAliases, isAliasedByOthers, !aliasesOtherTokens { return .base }
        return .semantic
    }
}
