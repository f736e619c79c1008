import DesignSpecCore

/// `path:line:col: error: message [rule]`, notes indented below; then the places not
/// checked (`path:line:col: note: not checked: reason`), the summary line, and the
/// coverage line last. Colors (ANSI) only when writing to a terminal.
public struct TextReportFormatter: Sendable {
    /// Whether to colour the output with ANSI escapes.
    public var colors: Bool
    /// The language of the messages, the summary and the coverage line; the labels
    /// (`error:`, `note:`) and rule ids stay as they are, for the tools that read them.
    public var language: MessageLanguage

    /// A formatter, in colour when `colors`, its messages in `language`.
    public init(colors: Bool, language: MessageLanguage = .en) {
        self.colors = colors
        self.language = language
    }

    /// The report as the terminal shows it, ending with the coverage line.
    public func format(_ report: CheckReport) -> String {
        // Findings are formatted in runs, on all cores, and the runs joined in order (a
        // drift-heavy repo's first check holds tens of thousands of findings; this was the
        // last serial stretch of `check`). Each run writes UTF-8 bytes, and the joined bytes
        // become a string once: appending to a `String` cost more than the rest of writing.
        let findings = report.findings
        let formatted = IndexedConcurrentMap.mapRuns(count: findings.count, length: Self.findingsPerRun) { run in
            format(findings[run])
        }
        let notes = report.coverage?.notes ?? []
        var output: [UInt8] = []
        output.reserveCapacity(formatted.reduce(report.summary.utf8.count + notes.count * 160 + 200) { $0 + $1.count })
        for bytes in formatted { output.append(contentsOf: bytes) }
        for place in notes {
            start(.bold, in: &output)
            output.append(utf8: TerminalText.sanitize(place.location))
            output.append(":")
            end(in: &output)
            appendNote(language == .en ? place.message : place.message(in: language).plain, to: &output)
        }
        output.append(utf8: report.summary(in: language))
        output.append("\n")
        if let coverage = report.coverage {
            output.append(utf8: TerminalText.sanitize(coverage.line(in: language)))
            output.append("\n")
        }
        // Every piece is a string's UTF-8 or ASCII: valid, so copied, not checked again.
        return String(knownValidUTF8: output)
    }

    /// How many findings one parallel run formats.
    private static let findingsPerRun = 1024

    /// The lines of `findings`, in order, as UTF-8.
    private func format(_ findings: ArraySlice<Finding>) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(findings.count * 160)
        var places = PlaceWriter()
        for finding in findings {
            start(.bold, in: &output)
            places.append(finding.range.start, to: &output)
            output.append(":")
            end(in: &output)
            output.append(" ")
            let severity: Style = finding.severity == .error ? .red : .yellow
            start(severity, in: &output)
            output.append(utf8: finding.severity.rawValue)
            output.append(":")
            end(in: &output)
            output.append(" ")
            output.append(utf8: TerminalText.sanitize(language == .en ? finding.message : finding.text(in: language).plain))
            output.append(" [")
            output.append(utf8: finding.rule.rawValue)
            output.append("]\n")
            for note in finding.notes {
                output.append("    ")
                places.append(note.range.start, to: &output)
                output.append(":")
                appendNote(language == .en ? note.message : note.text(in: language).plain, to: &output)
            }
        }
        return output
    }

    /// Writes ` note: MESSAGE` and the line's end, after a place and its colon: the label
    /// in cyan, the message made safe for the terminal.
    private func appendNote(_ message: String, to output: inout [UInt8]) {
        output.append(" ")
        start(.cyan, in: &output)
        output.append("note:")
        end(in: &output)
        output.append(" ")
        output.append(utf8: TerminalText.sanitize(message))
        output.append("\n")
    }

    /// Writes `location.description` (`path:line:col`), its path made safe for the
    /// terminal; the last two paths' safe forms are kept, as a doc's findings come one
    /// after another, their notes pointing into a token file between them.
    struct PlaceWriter {
        private var last: (file: String, safe: String)?
        private var beforeLast: (file: String, safe: String)?

        mutating func append(_ location: SourceLocation, to output: inout [UInt8]) {
            output.append(utf8: safePath(location.file))
            output.append(":")
            Self.appendDecimal(location.line, to: &output)
            output.append(":")
            Self.appendDecimal(location.column, to: &output)
        }

        private mutating func safePath(_ file: String) -> String {
            if let last, last.file == file { return last.safe }
            if let earlier = beforeLast, earlier.file == file {
                beforeLast = last
                last = earlier
                return earlier.safe
            }
            let safe = TerminalText.sanitize(file)
            beforeLast = last
            last = (file, safe)
            return safe
        }

        /// `String(value)`'s digits, written without making the string.
        static func appendDecimal(_ value: Int, to output: inout [UInt8]) {
            if value < 0 { output.append(UInt8(ascii: "-")) }
            var width = 0
            var rest = value.magnitude
            repeat {
                width += 1
                rest /= 10
            } while rest > 0
            // Room for the digits, filled from the last (no slice reversed in place).
            output.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: width))
            output.withUnsafeMutableBufferPointer { buffer in
                var rest = value.magnitude
                var index = buffer.count
                repeat {
                    index -= 1
                    buffer[index] = UInt8(ascii: "0") + UInt8(rest % 10)
                    rest /= 10
                } while rest > 0
            }
        }
    }

    private enum Style {
        case bold, red, yellow, cyan

        var escape: StaticString {
            switch self {
            case .bold: "\u{1B}[1m"
            case .red: "\u{1B}[1;31m"
            case .yellow: "\u{1B}[1;33m"
            case .cyan: "\u{1B}[36m"
            }
        }
    }

    /// The escape that starts painting in `style`, when painting.
    private func start(_ style: Style, in output: inout [UInt8]) {
        guard colors else { return }
        output.append(style.escape)
    }

    /// The escape that ends painting, when painting.
    private func end(in output: inout [UInt8]) {
        guard colors else { return }
        output.append("\u{1B}[0m")
    }
}
