import DesignSpecCore

/// SARIF 2.1.0 for code scanning: the rules with their descriptions and help, results with
/// relative URIs under `%SRCROOT%`, regions (SARIF's end column is exclusive, ours
/// inclusive), notes as related locations, and fingerprints that survive moved lines.
/// Each place not checked that no finding reports is a result of level `note` under the
/// rule `not-checked` (code scanning lists notes with the alerts; a tool notification it
/// does not show), and the run's `properties.coverage` holds the counts and the line.
///
/// `columnKind` is `unicodeCodePoints`: our columns count characters, which are code
/// points for every precomposed text (Hangul syllables included); a character of several
/// code points (Hangul in jamo, a letter with combining marks, a flag, an emoji sequence)
/// before a finding is counted as SARIF counts it when `columns` can read the files
/// (`CodePointColumns`, as `designspec check` passes it).
///
/// `message.text` is always English; with a `language` other than English, each message
/// (a result's and a related location's) also carries the text in that language in its
/// property bag: `"properties": {"language": "ko", "localizedText": "…"}`.
public struct SARIFReportFormatter: Sendable {
    /// The version the SARIF `tool.driver` names: DesignSpec's own.
    public var toolVersion: String
    /// The language of `properties.localizedText`; English adds none.
    public var language: MessageLanguage

    /// A formatter naming `toolVersion`, adding messages in `language` when it is not English.
    public init(toolVersion: String = DesignSpecVersion.current, language: MessageLanguage = .en) {
        self.toolVersion = toolVersion
        self.language = language
    }

    /// The report as a SARIF 2.1.0 log, columns counted as characters.
    public func format(_ report: CheckReport) -> String {
        format(report, columns: nil)
    }

    /// The words of the rule of the results that say a place was not checked
    /// (`NotCheckedPlace.ruleName`), which no check rule makes.
    static let notCheckedRule = (
        summary: "A place was read but not checked.",
        explanation: """
            designspec read this token file, folder, table or recipe but no rule checks it: \
            the message says why (a token file that does not parse, a table with values but \
            no token names, recipe code it did not understand). A passing check covers only \
            what was checked.
            """)

    package func format(_ report: CheckReport, columns: CodePointColumns?) -> String {
        var rules = report.rules.map { Self.rule(id: $0.id.rawValue, $0.defaultSeverity, $0.summary, $0.explanation) }
        if report.coverage != nil {
            rules.append(Self.rule(id: NotCheckedPlace.ruleName, .note, Self.notCheckedRule.summary, Self.notCheckedRule.explanation))
        }
        let ruleIndex = Dictionary(report.rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let notes = report.coverage?.notes ?? []
        var run: JSONObject = [
            "tool": [
                "driver": [
                    "name": "designspec",
                    "version": .string(toolVersion),
                    "rules": .array(rules),
                ],
            ],
            "columnKind": "unicodeCodePoints",
            "results": .array(report.findings.map { result($0, ruleIndex: ruleIndex[$0.rule], columns: columns) }
                + notes.map { Self.result($0, ruleIndex: rules.count - 1, columns: columns) }),
        ]
        if let coverage = report.coverage {
            run.append("properties", ["coverage": CoverageJSON.output(coverage, places: false)])
        }
        let output: JSONOutput = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [.object(run)],
        ]
        return output.serialized(pretty: true) + "\n"
    }

    private static func rule(id: String, _ severity: Severity, _ summary: String, _ explanation: String) -> JSONOutput {
        [
            "id": .string(id),
            "shortDescription": ["text": .string(summary)],
            "fullDescription": ["text": .string(explanation)],
            "help": ["text": .string(explanation)],
            "defaultConfiguration": ["level": .string(level(severity))],
        ]
    }

    /// A message object: the English text, and the localized text beside it when asked.
    private func message(_ english: String, _ localized: @autoclosure () -> MessageText) -> JSONOutput {
        guard language != .en else { return ["text": .string(english)] }
        return ["text": .string(english),
                "properties": ["language": .string(language.rawValue), "localizedText": .string(localized().plain)]]
    }

    private func result(_ finding: Finding, ruleIndex: Int?, columns: CodePointColumns?) -> JSONOutput {
        var result: JSONObject = [
            "ruleId": .string(finding.rule.rawValue),
            "level": .string(Self.level(finding.severity)),
            "message": message(finding.message, finding.text(in: language)),
            "locations": [["physicalLocation": Self.physicalLocation(finding.range, columns: columns)]],
        ]
        if let ruleIndex { result.append("ruleIndex", .int(ruleIndex)) }
        if !finding.notes.isEmpty {
            result.append("relatedLocations", .array(finding.notes.enumerated().map { index, note in
                [
                    "id": .int(index),
                    "physicalLocation": Self.physicalLocation(note.range, columns: columns),
                    "message": message(note.message, note.text(in: language)),
                ]
            }))
        }
        result.append("partialFingerprints", ["designspec/v1": .string(Self.fingerprint(finding))])
        return .object(result)
    }

    private static func result(_ place: NotCheckedPlace, ruleIndex: Int, columns: CodePointColumns?) -> JSONOutput {
        let location: JSONOutput = place.range.map { physicalLocation($0, columns: columns) }
            ?? ["artifactLocation": ["uri": .string(uri(place.path)), "uriBaseId": "%SRCROOT%"]]
        return [
            "ruleId": .string(NotCheckedPlace.ruleName),
            "ruleIndex": .int(ruleIndex),
            "level": "note",
            "message": ["text": .string(place.message)],
            "locations": [["physicalLocation": location]],
            "partialFingerprints": ["designspec/v1": .string(fingerprint(NotCheckedPlace.ruleName, place.range?.file ?? place.path,
                                                                         place.message))],
        ]
    }

    private static func physicalLocation(_ range: SourceRange, columns: CodePointColumns?) -> JSONOutput {
        func column(_ column: Int, line: Int) -> Int {
            columns?.column(column, line: line, in: range.file) ?? column
        }
        return [
            "artifactLocation": ["uri": .string(uri(range.file)), "uriBaseId": "%SRCROOT%"],
            "region": [
                "startLine": .int(range.start.line),
                "startColumn": .int(column(range.start.column, line: range.start.line)),
                "endLine": .int(range.end.line),
                "endColumn": .int(column(range.end.column + 1, line: range.end.line)),
            ],
        ]
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// A relative URI reference: each path segment percent-encoded (RFC 3986), `/` kept.
    static func uri(_ path: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/".utf8)
        var result = ""
        for byte in path.utf8 {
            if allowed.contains(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return result
    }

    /// The finding's fingerprint: of its rule, file and message.
    static func fingerprint(_ finding: Finding) -> String {
        fingerprint(finding.rule.rawValue, finding.range.file, finding.message)
    }

    /// FNV-1a 64 of rule, file and message: stable across runs and line moves.
    static func fingerprint(_ rule: String, _ file: String, _ message: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in "\(rule)|\(file)|\(message)".utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return String(hash, radix: 16).leftPadded(to: 16)
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
