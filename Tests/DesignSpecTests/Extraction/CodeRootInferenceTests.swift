import Foundation
import Testing
@testable import DesignSpecCore

/// Without `prefixes` in `designspec.json`, the code roots come from the docs' own Swift,
/// and `designspec model` says which.
@Suite struct CodeRootInferenceTests {
    static let tokens = ExtractionFixture.tokens([
        "color.base.gray.600", "color.bg.neutral.default", "spacing.medium", "radius.control",
    ])

    @Test func rootsThatNameATokenGroupAreInferred() {
        let code = """
            Text("Hi")
                .foregroundColor(SemanticColor.Bg.Neutral.default)
                .background(BaseColor.gray600)
                .padding(AppTheme.Spacing.medium)
                .cornerRadius(Radius.control)
                .shadow(color: UIColor.systemBackground, radius: CGFloat.zero)
            """
        #expect(CodeRootInference.infer(code: [code], tokens: Self.tokens) == [
            Configuration.Prefix(code: "AppTheme", group: ""),
            Configuration.Prefix(code: "BaseColor", group: "color.base"),
            Configuration.Prefix(code: "SemanticColor", group: "color"),
        ])
    }

    @Test func noCodeInfersNothing() {
        #expect(CodeRootInference.infer(code: ["let x = 1"], tokens: Self.tokens) == [])
    }

    @Test func modelListsTheInferredRootsAndBindsWithThem() throws {
        let folder = try ScratchFolder()
        try folder.write("content/button.md", """
            # Button

            ```swift
            Text("OK").padding(AppTheme.Spacing.medium)
            ```

            | Token | Value |
            | --- | --- |
            | AppTheme.Spacing.medium | 12pt |

            """)
        try folder.write("content/tokens/spacing.json", #"{"spacing": {"medium": {"$type": "dimension", "$value": "16px"}}}"#)
        let model = runTool(["model"], in: folder.url)
        #expect(model.out.contains("""
                "prefixes": {},
                "inferredPrefixes": {
                  "AppTheme": ""
                },
            """))
        let check = runTool(["check"], in: folder.url)
        #expect(check.out == """
            content/button.md:9:29: error: 12pt here, but `spacing.medium` is 16px [value-mismatch]
                content/tokens/spacing.json:1:14: note: `spacing.medium` defined here
            1 error, 0 warnings
            read 1 doc, 1 token file (1 token); checked 1 token table (1 row), 1 recipe; nothing left unchecked

            """)
    }
}
