import Foundation
@testable import DesignSpecCore

/// Builds token sets and extracts docs for the extraction tests.
enum ExtractionFixture {
    static let place = SourceRange(file: "tokens.json", line: 1, column: 1, endLine: 1, endColumn: 1)

    /// A token named `name` with `value` in the default mode, or one value per mode.
    static func token(_ name: String, _ value: DesignValue = .number(1), modes: [String: DesignValue] = [:]) -> Token {
        let values: [TokenModeValue] = modes.isEmpty
            ? [TokenModeValue(mode: nil, raw: .null, rawRange: place, resolved: value)]
            : modes.keys.sorted().map { TokenModeValue(mode: $0, raw: .null, rawRange: place, resolved: modes[$0]) }
        return Token(path: name.split(separator: ".").map(String.init), type: .number, definitionRange: place,
                     valueRange: place, values: values)
    }

    static func tokens(_ names: [String], modeGroups: [TokenModeGroup] = []) -> TokenSet {
        TokenSet(tokens: names.map { token($0) }, modeGroups: modeGroups)
    }

    /// The repo's sample tokens (`content/tokens`).
    static let sampleTokens: TokenSet = {
        let loader = TokenLoader(workingDirectory: TestData.packageRoot)
        return (try? loader.load(paths: ["content/tokens"])) ?? TokenSet(tokens: [])
    }()

    static func binder(_ tokens: TokenSet, prefixes: [Configuration.Prefix] = Configuration.samplePrefixes) -> TokenBinder {
        TokenBinder(index: TokenNameIndex(tokens), prefixes: prefixes)
    }

    /// Extracts `markdown` (as `doc.md`) against `tokens`.
    static func extract(_ markdown: String, tokens: TokenSet = sampleTokens) -> (doc: DocModel, findings: [Finding]) {
        var findings: [Finding] = []
        let document = MarkdownParser.parse(markdown, file: "doc.md")
        let doc = DocExtractor(binder: binder(tokens), tokens: tokens).extract(document, source: markdown, slug: "doc", findings: &findings)
        return (doc, findings)
    }

    /// The only table of `markdown`.
    static func table(_ markdown: String, tokens: TokenSet = sampleTokens) -> DocTable? {
        extract(markdown, tokens: tokens).doc.tables.first
    }

    /// `doc.md:line:col`.
    static func at(_ line: Int, _ column: Int) -> String { "doc.md:\(line):\(column)" }
}
