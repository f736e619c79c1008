/// How much a finding matters. `error` fails `designspec check`; `warning` fails it only
/// under `--strict`; `note` never appears alone (it annotates a finding).
public enum Severity: String, Hashable, Comparable, Sendable, Codable {
    case note, warning, error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A problem found in the user's input: data, never an exception. Every finding has a
/// stable rule id (`value-mismatch`, `broken-reference`, ...), a location, notes that
/// point at related places (the token's definition, the other duplicate), and, when it
/// names one, its fix.
public struct Finding: Hashable, Sendable {
    /// A related place a finding points at, with what it is (`` `spacing.md` defined here ``).
    public struct Note: Hashable, Sendable {
        /// The English text, code in backticks: the stable field of JSON and SARIF.
        public var message: String
        /// The Korean text; nil for a note made from English alone, which Korean shows in English.
        public var korean: MessageText?
        /// Where the related place is.
        public var range: SourceRange

        /// A note in English alone, at `range`.
        public init(_ message: String, at range: SourceRange) {
            self.message = message
            self.range = range
        }

        /// A note in English and Korean, at `range`.
        public init(_ message: FindingMessage, at range: SourceRange) {
            self.message = message.english.plain
            self.korean = message.korean
            self.range = range
        }

        /// The note's words in `language`.
        public func text(in language: MessageLanguage) -> MessageText {
            Finding.text(english: message, korean: korean, in: language)
        }
    }

    /// The rule that found it: `value-mismatch`, `unknown-token`, `broken-link`.
    public var rule: RuleID
    /// How much it matters, after the configuration and `--strict` are applied.
    public var severity: Severity
    /// The English text, code in backticks: the stable field of JSON, SARIF and GitHub output.
    public var message: String
    /// The Korean text; nil for a finding made from English alone, which Korean shows in English.
    public var korean: MessageText?
    /// Where in the doc or token file it is: `path:line:col` to its end.
    public var range: SourceRange
    /// Related places: the token's definition, each alias step, the other duplicate.
    public var notes: [Note]
    /// What `designspec fix` may do about it; nil when it names no fix.
    public var fix: FindingFix?

    /// A finding of `rule` in English alone, at `range`, fixed as `fix` says.
    public init(rule: RuleID, severity: Severity, message: String, at range: SourceRange, notes: [Note] = [],
                fix: FindingFix? = nil) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.range = range
        self.notes = notes
        self.fix = fix
    }

    /// A finding of `rule` in English and Korean, at `range`, fixed as `fix` says.
    public init(rule: RuleID, severity: Severity, _ message: FindingMessage, at range: SourceRange, notes: [Note] = [],
                fix: FindingFix? = nil) {
        self.init(rule: rule, severity: severity, message: message.english.plain, at: range, notes: notes, fix: fix)
        korean = message.korean
    }

    /// The finding's words in `language`: English is read back from `message`, so it is
    /// the same text, code and all, whichever way the finding was made.
    public func text(in language: MessageLanguage) -> MessageText {
        Self.text(english: message, korean: korean, in: language)
    }

    static func text(english: String, korean: MessageText?, in language: MessageLanguage) -> MessageText {
        if language == .ko, let korean { return korean }
        return MessageText(plain: english)
    }
}

extension Finding: Comparable {
    /// Findings sort by place, then rule, so every output is deterministic.
    public static func < (lhs: Finding, rhs: Finding) -> Bool {
        if lhs.range != rhs.range { return lhs.range < rhs.range }
        if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
        return lhs.message < rhs.message
    }
}
