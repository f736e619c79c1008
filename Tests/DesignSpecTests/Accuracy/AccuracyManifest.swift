import Foundation
@testable import DesignSpecCore

/// The answer key of an accuracy corpus (`Corpus/manifest.txt`, `Stranger/manifest.txt`): the planted
/// disagreements, each a place and a rule, and the parts that must stay quiet.
struct AccuracyManifest {
    struct Expected: Hashable, CustomStringConvertible {
        var path: String
        var line: Int
        var column: Int?
        var rule: RuleID
        var note: String

        var description: String { "\(path):\(line)\(column.map { ":\($0)" } ?? "") \(rule) (\(note))" }

        func matches(_ finding: Finding) -> Bool {
            finding.range.file == path && finding.range.start.line == line && finding.rule == rule
                && (column == nil || finding.range.start.column == column)
        }
    }

    struct Silent: Hashable {
        var path: String
        var lines: ClosedRange<Int>
        var note: String

        func contains(_ finding: Finding) -> Bool {
            finding.range.file == path && lines.contains(finding.range.start.line)
        }
    }

    var expected: [Expected] = []
    var silent: [Silent] = []
    /// Lines the reader could not read, with their numbers.
    var problems: [String] = []

    init(_ text: String) {
        for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            let place = words.count > 1 ? words[1].split(separator: ":").map(String.init) : []
            switch (words.first, place.count) {
            case ("expect", 2...3) where words.count >= 3:
                guard let number = Int(place[1]), place.count == 2 || Int(place[2]) != nil,
                      let rule = RuleID(rawValue: words[2]) else { break }
                expected.append(Expected(path: place[0], line: number, column: place.count == 3 ? Int(place[2]) : nil,
                                         rule: rule, note: words.dropFirst(3).joined(separator: " ")))
                continue
            case ("silent", 2):
                let bounds = place[1].split(separator: "-").compactMap { Int($0) }
                guard bounds.count == 1 || bounds.count == 2, bounds[0] <= bounds[bounds.count - 1] else { break }
                silent.append(Silent(path: place[0], lines: bounds[0]...bounds[bounds.count - 1],
                                     note: words.dropFirst(2).joined(separator: " ")))
                continue
            default:
                break
            }
            problems.append("manifest line \(offset + 1): \(line)")
        }
    }
}
