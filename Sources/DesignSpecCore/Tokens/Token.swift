/// One design token after loading and resolution: its path, type, metadata, where it is
/// defined, and its value in every mode.
public struct Token: Hashable, Sendable {
    /// The group path and the token's own name: `["color", "bg", "neutral", "default"]`.
    public var path: [String] {
        didSet { name = path.joined(separator: ".") }
    }
    /// What kind of value it holds (`color`, `dimension`, `typography`…): `$type`, inherited from its group or inferred.
    public var type: TokenType
    /// `$description` as written, when there is one.
    public var description: String?
    /// Whether `$deprecated` marks it, and why; nil when it is not deprecated.
    public var deprecation: TokenDeprecation?
    /// `$extensions` (or a format's own extra metadata), kept as written.
    public var extensions: JSONValue?
    /// Base (the internal palette) or Semantic (the public names that alias it).
    public var layer: TokenLayer
    /// The token's key in its (first) file.
    public var definitionRange: SourceRange
    /// The token's value in its (first) file.
    public var valueRange: SourceRange
    /// One value per mode, the default mode first; a single value with `mode == nil` when
    /// the token is the same in every mode.
    public var values: [TokenModeValue]

    /// The dot-joined path: `color.bg.neutral.default`. Stored, not computed: sorting and
    /// indexing thousands of tokens asks for it again and again.
    public private(set) var name: String

    /// The value in the default mode.
    public var defaultValue: TokenModeValue? { values.first }

    /// The value in `mode`, or the default value when the token does not vary by mode.
    public func value(inMode mode: String) -> TokenModeValue? {
        values.first { $0.mode == mode } ?? values.first { $0.mode == nil }
    }

    /// A token at `path`; `name` is made from the path.
    public init(path: [String], type: TokenType, description: String? = nil, deprecation: TokenDeprecation? = nil,
                extensions: JSONValue? = nil, layer: TokenLayer = .semantic, definitionRange: SourceRange,
                valueRange: SourceRange, values: [TokenModeValue]) {
        self.path = path
        self.name = path.joined(separator: ".")
        self.type = type
        self.description = description
        self.deprecation = deprecation
        self.extensions = extensions
        self.layer = layer
        self.definitionRange = definitionRange
        self.valueRange = valueRange
        self.values = values
    }
}

/// Base tokens are the internal palette; Semantic tokens are the public names that alias them.
public enum TokenLayer: String, Hashable, Sendable {
    case base, semantic
}

/// `$deprecated: true` or `$deprecated: "reason"` (Spectrum: `deprecated` + `deprecated_comment`).
public enum TokenDeprecation: Hashable, Sendable {
    case deprecated
    case reason(String)
}

/// A token's value in one mode: as written, the alias chain followed, and the typed result.
public struct TokenModeValue: Hashable, Sendable {
    /// The mode's name (`light`, `dark`, `Casual`, `mobile`), nil when the value is the
    /// same in every mode.
    public var mode: String?
    /// The value as written in this mode's definition.
    public var raw: JSONValue
    /// Where the raw value is.
    public var rawRange: SourceRange
    /// The aliases followed, Semantic → Base: the first step is the token this one names,
    /// the last the token whose literal value was used. Empty when the value is a literal.
    public var aliasChain: [AliasStep]
    /// Other tokens referenced inside the value (composite fields, math, several
    /// references in one string), in source order, without repeats.
    public var references: [String]
    /// The typed value, nil when it could not be resolved (a finding says why).
    public var resolved: DesignValue?

    /// The value in `mode` (nil for every mode), written `raw` at `rawRange`, resolved through `aliasChain` to `resolved`.
    public init(mode: String?, raw: JSONValue, rawRange: SourceRange, aliasChain: [AliasStep] = [],
                references: [String] = [], resolved: DesignValue?) {
        self.mode = mode
        self.raw = raw
        self.rawRange = rawRange
        self.aliasChain = aliasChain
        self.references = references
        self.resolved = resolved
    }
}

/// One step of an alias chain: the token named, and where its value is.
public struct AliasStep: Hashable, Sendable {
    /// The token named, dot-joined (`color.blue.500`).
    public var name: String
    /// Where that token's value is in its file.
    public var range: SourceRange

    /// The step to `name`, whose value is at `range`.
    public init(name: String, range: SourceRange) {
        self.name = name
        self.range = range
    }
}

extension Token {
    /// The value the docs compare with for a cell of `mode`: that mode's value, else the
    /// value shared by every mode. Nil when the token has several modes and not that one.
    package func modeValue(for mode: String?) -> TokenModeValue? {
        guard let mode else { return values.first }
        return values.first { $0.mode?.lowercased() == mode.lowercased() } ?? values.first { $0.mode == nil }
    }
}
