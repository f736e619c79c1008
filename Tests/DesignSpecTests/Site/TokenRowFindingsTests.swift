import Foundation
import Testing
@testable import DesignSpecCore

/// A token row of the tokens page lists the findings inside that token (from its key to
/// the end of its value), not those of its line: a token file written on one line put
/// every finding of the file on every row.
@Suite struct TokenRowFindingsTests {
    /// The flags of the row of `token` on the tokens page, one message each.
    static func flags(of token: String, in html: String) throws -> [String] {
        let row = try #require(html.range(of: "<tr id=\"token-\(token)\""))
        let end = try #require(html[row.upperBound...].range(of: "</th>"))
        let header = html[row.upperBound..<end.lowerBound]
        return header.components(separatedBy: "<span class=\"flag-label\">").dropFirst().map { flag in
            String(flag[..<(flag.range(of: "</li>")?.lowerBound ?? flag.endIndex)]).replacingOccurrences(of: "</span>", with: "")
        }
    }

    @Test func aMinifiedTokenFileGivesEachRowItsOwnFindings() throws {
        let folder = try ScratchFolder()
        try folder.write("content/space.md", "# Space\n\n| Token | Value |\n| --- | --- |\n| {space.a} | 4pt |\n")
        try folder.write("content/tokens/space.json", """
            {"space": {"$type": "dimension", "a": {"$value": "{space.b}"}, "b": {"$value": "{space.gone}"}, "c": {"$value": "4px"}}}
            """)
        let result = runTool(["build", "--lang", "en"], in: folder.url)
        #expect(result.status == 0, "\(result.err)")
        let html = try String(contentsOf: folder.url.appendingPathComponent("_site/tokens.html"), encoding: .utf8)
        #expect(try Self.flags(of: "space.a", in: html) == [])
        #expect(try Self.flags(of: "space.b", in: html) == [
            "Warning: <code>space.b</code> is a public (Semantic) token that no doc mentions",
            "Error: reference {space.gone} does not name a token",
        ])
        #expect(try Self.flags(of: "space.c", in: html) == ["Warning: <code>space.c</code> is a public (Semantic) token that no doc mentions"])
    }
}
