import Foundation
import Testing

/// Every `public` declaration, the API another package uses, says what it is in a doc
/// comment: a `///` line right above it (attributes may stand between). Operators and
/// `hash(into:)`, which only fulfil `Equatable`, `Comparable` and `Hashable`, are left out.
/// What crosses targets inside this package is `package` and needs no comment here.
@Suite struct PublicDocumentationTests {
    @Test func everyPublicDeclarationHasADocComment() throws {
        let sources = CheckFixture.repositoryRoot.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }.sorted() ?? []
        #expect(files.count > 100, "the sources were not found at \(sources.path)")
        var declarations = 0
        var undocumented: [String] = []
        for file in files {
            let lines = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() where Self.isPublicDeclaration(line) {
                declarations += 1
                var above = index - 1
                while above >= 0, lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("@") { above -= 1 }
                if above < 0 || !lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("///") {
                    undocumented.append("\(file):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        #expect(declarations > 300, "only \(declarations) public declarations were found")
        #expect(undocumented == [], "\(undocumented.count) public declarations have no doc comment")
    }

    /// `public …` after any attributes, but not an extension (its members are what is
    /// documented), an operator or `hash(into:)`.
    static func isPublicDeclaration(_ line: Substring) -> Bool {
        var rest = line.trimmingCharacters(in: .whitespaces)[...]
        while rest.hasPrefix("@"), let space = rest.firstIndex(of: " ") {
            rest = rest[space...].drop { $0 == " " }
        }
        guard rest.hasPrefix("public ") else { return false }
        let declaration = rest.dropFirst("public ".count)
        if declaration.hasPrefix("extension ") || declaration.contains("func hash(into") { return false }
        if let name = declaration.firstRange(of: "func ").map({ declaration[$0.upperBound...] }),
           let first = name.first, !(first.isLetter || first == "_") {
            return false
        }
        return true
    }
}
