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
/// stable rule id (`value-mismatch`, `broken-reference`, ...), a location, and notes that
/// point at related places (the token's definition, the other duplicate).
public struct Finding: Hashable, Sendable {
    public struct Note: Hashable, Sendable {
        public var message: String
        public var range: SourceRange

        public init(_ message: String, at range: SourceRange) {
            self.message = message
            self.range = range
        }
    }

    public var rule: String
    public var severity: Severity
    public var message: String
    public var range: SourceRange
    public var notes: [Note]

    public init(rule: String, severity: Severity, message: String, at range: SourceRange, notes: [Note] = []) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.range = range
        self.notes = notes
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
