import Foundation
import Testing
@testable import DesignSpecCore

/// SARIF's `unicodeCodePoints` columns: a character of several code points before a
/// finding (Hangul in jamo, a flag, a family emoji) moves the region as many code points
/// on, while the text report keeps counting characters.
@Suite struct SARIFColumnTests {
    static let jamo = "\u{1112}\u{1161}\u{11AB}\u{1100}\u{116E}\u{11A8}"  // 한국, decomposed
    static let rows = ["\u{D55C}\u{AD6D}", jamo, "\u{1F1F0}\u{1F1F7} flag", "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467} family"]

    /// Each row's `9pt` as (line, character column, code-point column).
    static func places() -> [(line: Int, characters: Int, codePoints: Int)] {
        rows.enumerated().map { index, row in
            let prefix = "| \(row) | `{spacing.small}` | "
            return (5 + index, prefix.count + 1, prefix.unicodeScalars.count + 1)
        }
    }

    @Test func regionsCountCodePoints() throws {
        let folder = try ScratchFolder(#function)
        try folder.write("content/tokens/t.json", #"{"spacing": {"$type": "dimension", "small": {"$value": "8px"}}}"#)
        let doc = "# D\n\n| Note | Token | Value |\n| --- | --- | --- |\n" + Self.rows.map { "| \($0) | `{spacing.small}` | 9pt |\n" }.joined()
        // A byte-order mark and CRLF line ends, which positions skip and count as one end.
        try folder.write("content/a.md", "\u{FEFF}" + doc.replacingOccurrences(of: "\n", with: "\r\n"))

        let text = runTool(["check"], in: folder.url)
        for place in Self.places() {
            #expect(text.out.contains("content/a.md:\(place.line):\(place.characters): error: 9pt here"))
        }
        let sarif = runTool(["check", "--format", "sarif"], in: folder.url)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(sarif.out.utf8)) as? [String: Any])
        let run = try #require((json["runs"] as? [[String: Any]])?.first)
        let regions = (run["results"] as? [[String: Any]] ?? []).compactMap { result -> [String: Int]? in
            guard result["ruleId"] as? String == "value-mismatch" else { return nil }
            let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            return location?["region"] as? [String: Int]
        }
        #expect(regions.map { [$0["startLine"], $0["startColumn"], $0["endColumn"]] }
            == Self.places().map { [$0.line, $0.codePoints, $0.codePoints + 3] })
    }
}
