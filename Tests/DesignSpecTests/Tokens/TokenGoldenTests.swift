import Foundation
import Testing
@testable import DesignSpecCore

/// `designspec tokens` output for whole shared sets, against golden files in
/// `Golden/tokens/`. Re-record with `DESIGNSPEC_RECORD=1`, then read the diff line by line.
@Suite(.enabled(if: TestData.isAvailable)) struct TokenGoldenTests {
    static let goldenFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Golden/tokens")

    private func check(_ actual: String, against name: String) throws {
        let url = Self.goldenFolder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["DESIGNSPEC_RECORD"] == "1" {
            try FileManager.default.createDirectory(at: Self.goldenFolder, withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(actual == expected, "\(name) differs; re-record with DESIGNSPEC_RECORD=1 and read the diff")
    }

    private func load(_ path: String) throws -> TokenSet {
        let root = try #require(TestData.url("tokens"))
        return try TokenLoader(workingDirectory: root).load(paths: [path])
    }

    @Test func tokensStudioText() throws {
        try check(TokenListing.text(load("tokens-studio-lion/tokens")), against: "tokens-studio-lion.txt")
    }

    @Test func figmaSDSText() throws {
        try check(TokenListing.text(load("dtcg-figma-sds")), against: "dtcg-figma-sds.txt")
    }

    @Test func styleDictionaryJSON() throws {
        try check(TokenListing.json(load("sd-basic/main-8f7c522/examples/basic/tokens")), against: "sd-basic-main.json")
    }
}
