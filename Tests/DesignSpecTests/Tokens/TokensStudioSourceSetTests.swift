import Foundation
import Testing
@testable import DesignSpecCore

/// A Tokens Studio set that the themes use only as `source` resolves references but is not
/// published: its tokens are Base, whatever the set is called, in both export forms.
@Suite struct TokensStudioSourceSetTests {
    static let palette = ##"{ "blue": { "500": { "value": "#2F6BFF", "type": "color" } } }"##
    static let brand = #"{ "accent": { "value": "{blue.500}", "type": "color" } }"#
    static let themes = """
        [ { "id": "1", "name": "Brand", "group": "theme",
            "selectedTokenSets": { "palette": "source", "brand": "enabled" } } ]
        """

    private static func layers(_ set: TokenSet) -> [String] {
        set.tokens.map { "\($0.name) \($0.layer)" }
    }

    @Test func aSourceSetsTokensAreBaseAndAnEnabledSetsAreNot() {
        let loader = TokenLoader(workingDirectory: URL(fileURLWithPath: "/virtual"))
        let folder = loader.load(files: [
            "palette.json": Array(Self.palette.utf8),
            "brand.json": Array(Self.brand.utf8),
            "$themes.json": Array(Self.themes.utf8),
        ])
        let single = loader.load(files: [
            "tokens.json": Array(#"{ "palette": \#(Self.palette), "brand": \#(Self.brand), "$themes": \#(Self.themes) }"#.utf8),
        ])
        #expect(Self.layers(folder) == ["accent semantic", "blue.500 base"])
        #expect(Self.layers(single) == Self.layers(folder))
        #expect(single["accent"]?.values.first?.aliasChain.map(\.name) == ["blue.500"])
    }
}
