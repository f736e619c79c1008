import Foundation
import Testing
@testable import DesignSpecCore

@Suite struct TokensCommandTests {
    @Test func listsTheSampleTokensWithTheirAliasChains() throws {
        let result = runTool(["tokens"], in: TestData.packageRoot)
        #expect(result.status == 0)
        let line = try #require(result.out.split(separator: "\n").first { $0.hasPrefix("spacing.medium ") })
        #expect(line.split(separator: " ", omittingEmptySubsequences: true) == [
            "spacing.medium", "dimension", "semantic", "-", "16px", "spacing.base.s16",
            "content/tokens/semantic/spacing.tokens.json:13:17",
        ])
    }

    @Test func printsJSONWithFindings() {
        let result = runTool(["tokens", "--format", "json"], in: TestData.packageRoot)
        #expect(result.status == 0)
        #expect(result.out.hasSuffix("  \"findings\": []\n}\n"))
    }

    @Test func aMissingTokenPathIsUnusableInput() {
        let result = runTool(["tokens", "--tokens", "no/such/tokens"], in: TestData.packageRoot)
        #expect(result.status == 2)
        #expect(result.err.hasPrefix("designspec: error: "))
        #expect(result.err.contains("no/such/tokens"))
    }
}
