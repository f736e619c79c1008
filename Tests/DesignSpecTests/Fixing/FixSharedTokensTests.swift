import Foundation
import Testing
@testable import DesignSpecCore

/// `fix` against token sets DesignSpec did not write (`../shared/data/tokens`): the
/// Figma Simple Design System's DTCG light and dark themes, and Adobe Spectrum's own
/// flat, hyphenated names.
@Suite(.enabled(if: TestData.isAvailable)) struct FixSharedTokensTests {
    func run(_ doc: String, tokens: String) throws -> (result: (status: Int32, out: String, err: String), fixed: String, check: String) {
        let fixture = try CheckFixture(["content/doc.md": doc])
        defer { fixture.remove() }
        let path = try #require(TestData.url(tokens)).path
        let result = runTool(["fix", "--tokens", path, "--rule", "value-mismatch", "--rule", "unknown-token",
                              "--rule", "alias-mismatch"], in: fixture.folder)
        let fixed = try String(contentsOf: fixture.folder.appendingPathComponent("content/doc.md"), encoding: .utf8)
        let check = runTool(["check", "--tokens", path], in: fixture.folder).out
        return (result, fixed, check)
    }

    @Test func lightAndDarkColumns() throws {
        let doc = """
            # Theme

            | Token | Light | Dark |
            | --- | --- | --- |
            | `{color.background.brand}` | #2c2c2c | #ffffff0d |
            | `{color.background.brand.hover}` | #1E1E1E | #D9D9D8 |
            | `{color.background.brand.secondery}` | #E6E6E6 | #444444 |

            | Token | Base token | Light |
            | --- | --- | --- |
            | `{color.background.brand.secondary-hover}` | `{color.brand.400}` | #D9D9D9 |

            | Token | Value |
            | --- | --- |
            | `{size.depth.100}` | 5px |
            | `{size.depth.negative-025}` | -0.125rem |

            """
        let (result, fixed, check) = try run(doc, tokens: "tokens/dtcg-figma-sds")
        #expect(result.out == """
            content/doc.md:6:48: fixed value-mismatch: #D9D9D8 → #D9D9D9
            content/doc.md:7:3: fixed unknown-token: `{color.background.brand.secondery}` → `{color.background.brand.secondary}`
            content/doc.md:11:48: fixed alias-mismatch: `{color.brand.400}` → `{color.brand.300}`
            content/doc.md:15:24: fixed value-mismatch: 5px → 4px
            content/doc.md:16:33: fixed value-mismatch: -0.125rem → -0.0625rem
            fixed 5 cells in 1 file

            """)
        #expect(result.status == 0)
        #expect(fixed == doc.replacingOccurrences(of: "#D9D9D8", with: "#D9D9D9").replacingOccurrences(of: "secondery", with: "secondary")
            .replacingOccurrences(of: "brand.400", with: "brand.300").replacingOccurrences(of: "| 5px", with: "| 4px")
            .replacingOccurrences(of: "-0.125rem", with: "-0.0625rem"))
        #expect(!check.contains("content/doc.md"))
    }

    @Test func spectrumNames() throws {
        let doc = """
            # Radius

            | Token | Base token | Value |
            | --- | --- | --- |
            | corner-radius-extra-large-default | corner-radius-700 | 16px |
            | corner-radius-extra-larg-default | | 16px |
            | corner-radius-100 | | 5px |

            """
        let (result, fixed, check) = try run(doc, tokens: "tokens/spectrum-tokens")
        #expect(result.out == """
            content/doc.md:5:39: fixed alias-mismatch: `corner-radius-700` → `corner-radius-800`
            content/doc.md:6:3: fixed unknown-token: `corner-radius-extra-larg-default` → `corner-radius-extra-large-default`
            content/doc.md:7:25: fixed value-mismatch: 5px → 4px
            fixed 3 cells in 1 file

            """)
        #expect(fixed == doc.replacingOccurrences(of: "-700", with: "-800").replacingOccurrences(of: "larg-", with: "large-")
            .replacingOccurrences(of: "5px", with: "4px"))
        #expect(!check.contains("content/doc.md"))
    }
}
