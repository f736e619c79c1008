/// An example of a rule: a tiny project (docs and token files by path) and the findings of
/// that rule it must produce, written as `designspec check` prints them (notes included,
/// no summary line). An empty `expected` is an example that must stay quiet.
package struct RuleExample: Sendable {
    /// What the example shows, for the test's name and the rule's documentation.
    package var title: String
    /// Path (relative to the project folder, which is also the content folder) → text.
    /// Token files go under `tokens/`.
    package var files: [String: String]
    /// The report's lines for this rule: `doc.md:3:7: error: message [rule]`, then the
    /// notes indented by four spaces.
    package var expected: [String]

    package init(_ title: String, files: [String: String], expected: [String] = []) {
        self.title = title
        self.files = files
        self.expected = expected
    }

    /// The common case: one doc and one token file.
    package init(_ title: String, doc: String, tokens: String, expected: [String] = []) {
        self.init(title, files: ["doc.md": doc, "tokens/tokens.json": tokens], expected: expected)
    }
}
