/// A language findings are written in: English (the stable text of JSON, SARIF and GitHub
/// output) or Korean. `check --lang` and a Korean site choose it.
public enum MessageLanguage: String, Sendable, Hashable, CaseIterable {
    case en, ko

    /// The language of a site whose chrome speaks `code` (`ko` → Korean, else English).
    public init(siteLanguage code: String) {
        self = code == "ko" ? .ko : .en
    }
}
