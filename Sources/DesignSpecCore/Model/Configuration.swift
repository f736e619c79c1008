/// What `designspec.json` says; every key optional, every default below.
///
/// ```json
/// {
///   "content": "content",
///   "tokens": ["content/tokens"],
///   "prefixes": { "SemanticColor": "color", "BaseColor": "color.base", "AppTheme": "" },
///   "baseGroups": ["base"],
///   "site": { "title": "Makers Design System", "language": "ko" },
///   "rules": { "undocumented-token": "off", "off-scale": "error" },
///   "scales": { "duration": "motion.duration", "opacity": "opacity" }
/// }
/// ```
///
/// `ConfigurationLoader` reads it; unknown keys and wrong types are `config` findings.
public struct Configuration: Hashable, Sendable {
    /// A code root and the token group it stands for.
    public struct Prefix: Hashable, Sendable {
        /// The code root as written in code (`SemanticColor`, `AppTheme.Spacing`).
        public var code: String
        /// The token group it stands for (`color`; empty to drop the root).
        public var group: String

        /// The root `code` standing for the token group `group`.
        public init(code: String, group: String) {
            self.code = code
            self.group = group
        }
    }

    /// The content folder, relative to the working folder.
    public var content: String = "content"
    /// Token files or folders; empty means `<content>/tokens`.
    public var tokens: [String] = []
    /// Longest code root first when matching (`NameMatcher` sorts them). None by default:
    /// without `prefixes` in `designspec.json`, they are inferred from the docs' code
    /// (`inferredPrefixes`).
    public var prefixes: [Prefix] = Configuration.defaultPrefixes
    /// Whether `prefixes` were given (in `designspec.json`); if not, they are inferred.
    public var prefixesGiven = false
    /// The code roots inferred from the docs' Swift (`CodeRootInference`) when no
    /// `prefixes` were given.
    public var inferredPrefixes: [Prefix] = []
    /// The code roots names are read with: those given, else those inferred.
    public var effectivePrefixes: [Prefix] { prefixesGiven ? prefixes : prefixes + inferredPrefixes }
    /// Group names that make a token Base (`TokenLayerRules.baseGroupNames`).
    public var baseGroups: [String] = TokenLayerRules.defaultBaseGroupNames
    /// The site's title: `siteTitle` in `designspec.json`.
    public var siteTitle: String = "Design System"
    /// `ko` or `en`; nil lets the site choose (`--lang`, else `en`).
    public var language: String? = nil
    /// Rule id → severity; a nil severity turns the rule off.
    public var severities: [RuleID: Severity?] = [:]
    /// The scale recipe code's literals of a kind are checked against, by kind
    /// (`Configuration.scaleKinds`) → a scale name as a `<!-- scale: -->` hint writes it.
    /// Without one, spacing, radius and duration use the built-in scales and the other
    /// kinds are not checked.
    public var scales: [String: String] = [:]
    /// Where each `scales` value is written (kind → its place in the file), so a scale that
    /// names nothing the tokens have is reported there.
    public var scaleLocations: [String: SourceRange] = [:]
    /// The kinds `scales` takes.
    public static let scaleKinds = ["spacing", "radius", "duration", "fontSize", "opacity", "lineWidth"]
    /// The file it was read from (display path), nil when no file was read.
    public var file: String? = nil

    /// The defaults: content in `content/`, tokens in `<content>/tokens`, every rule at its own severity.
    public init() {}

    /// None: a project's code roots are its own (`designspec.json`, or inferred).
    public static let defaultPrefixes: [Prefix] = []
}
