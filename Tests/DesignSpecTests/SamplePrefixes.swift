@testable import DesignSpecCore
@testable import DesignSpecSite

extension Configuration {
    /// The sample system's code roots, as its `designspec.json` gives them (there are no
    /// default ones), for tests that bind the names its generated Swift uses.
    static let samplePrefixes: [Prefix] = [
        Prefix(code: "SemanticColor", group: "color"),
        Prefix(code: "BaseColor", group: "color.base"),
        Prefix(code: "AppTheme", group: ""),
    ]
}

extension TokenCodeNames {
    /// `Configuration.samplePrefixes` as the tokens page takes them.
    static let samplePrefixes = Configuration.samplePrefixes.map { Prefix(code: $0.code, group: $0.group) }
}
