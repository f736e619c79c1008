import DesignSpecCore

/// The labels of the three severities in one language (`SiteStrings.severityLabel`), read
/// once: the report page and the doc tables label every finding they show (the report some
/// 16,000 in a thousand-doc build), and each label was a dictionary look-up of a hashed key.
/// It also holds the language the findings' messages are shown in, the site's.
struct SeverityLabels: Sendable {
    let language: MessageLanguage
    private let note: String
    private let warning: String
    private let error: String

    init(_ strings: SiteStrings) {
        language = strings.messageLanguage
        note = strings.severityLabel(.note)
        warning = strings.severityLabel(.warning)
        error = strings.severityLabel(.error)
    }

    subscript(severity: Severity) -> String {
        switch severity {
        case .note: note
        case .warning: warning
        case .error: error
        }
    }
}
