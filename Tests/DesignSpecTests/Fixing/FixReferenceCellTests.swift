import Foundation
import Testing
@testable import DesignSpecCore

/// A value cell written as a reference (`{color.base.gray}`) is a name `fix` rewrites: an
/// `alias-mismatch` gets the alias the token files hold (a composite's field, the token
/// that field references), an `unknown-token` its one confident suggestion; a token with
/// a raw value has no alias to write.
@Suite struct FixReferenceCellTests {
    static let tokens = """
        { "color": { "$type": "color",
            "base": { "white": { "$value": "#FFFFFF" }, "gray": { "$value": "#888888" } },
            "bg": { "default": { "$value": "{color.base.white}" }, "muted": { "$value": "{color.base.gray}" },
                    "raw": { "$value": "#FFFFFF" } } },
          "font": { "size": { "$type": "dimension", "m": { "$value": "16px" }, "l": { "$value": "20px" } } },
          "typography": { "body": { "$type": "typography",
            "$value": { "fontFamily": "SUIT", "fontSize": "{font.size.l}", "fontWeight": 400, "lineHeight": 1.5 } } } }
        """

    static let doc = """
        # Colors

        | Token | Value |
        | --- | --- |
        | `color.bg.default` | {color.base.gray} |
        | `color.bg.muted` | `{color.base.gry}` |
        | `color.bg.raw` | {color.base.white} |

        | 토큰 | 항목 | 값 |
        | --- | --- | --- |
        | `typography.body` | fontSize | {font.size.m} |

        """

    @Test func referencesAreRewrittenFromTheTokens() throws {
        let fixture = try CheckFixture(["content/colors.md": Self.doc, "content/tokens/tokens.json": Self.tokens])
        defer { fixture.remove() }
        let result = runTool(["fix"], in: fixture.folder)
        #expect(result.out == """
            content/colors.md:5:24: fixed alias-mismatch: `{color.base.gray}` → `{color.base.white}`
            content/colors.md:6:22: fixed unknown-token: `{color.base.gry}` → `{color.base.gray}`
            content/colors.md:7:20: not fixable automatically: {color.base.white} here, but `color.bg.raw` holds the raw value #FFFFFF, not `color.base.white` [alias-mismatch]
                note: `color.bg.raw` holds a raw value, so there is no alias to write
            content/colors.md:11:34: fixed alias-mismatch: `{font.size.m}` → `{font.size.l}`
            fixed 3 cells in 1 file; 1 not fixable automatically

            """)
        #expect(result.status == 1)
        let written = try String(contentsOf: fixture.folder.appendingPathComponent("content/colors.md"), encoding: .utf8)
        #expect(written == Self.doc
            .replacingOccurrences(of: "| {color.base.gray} |", with: "| {color.base.white} |")
            .replacingOccurrences(of: "`{color.base.gry}`", with: "`{color.base.gray}`")
            .replacingOccurrences(of: "{font.size.m}", with: "{font.size.l}"))
        let check = runTool(["check"], in: fixture.folder)
        #expect(check.out.hasPrefix("content/colors.md:7:20: error: {color.base.white} here, but `color.bg.raw` holds the raw value"))
        #expect(check.out.contains("1 error, 0 warnings\n"))
    }
}
