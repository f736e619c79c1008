import Foundation
@testable import DesignSpecCore

/// Token files written to a fresh temporary folder, loaded with that folder as the
/// working directory so display paths are the names given here.
struct TokenFixture {
    let folder: URL

    init(_ files: [String: String]) throws {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("designspec-tokens-\(UUID().uuidString)", isDirectory: true)
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    func load(_ paths: [String] = ["."], rules: TokenLayerRules = TokenLayerRules()) throws -> TokenSet {
        defer { try? FileManager.default.removeItem(at: folder) }
        return try TokenLoader(workingDirectory: folder, layerRules: rules).load(paths: paths)
    }

    /// Loads the fixture and renders each finding as `path:line:col: rule: message`, notes
    /// indented below.
    static func findings(_ set: TokenSet) -> [String] {
        set.findings.flatMap { finding in
            ["\(finding.range.start): \(finding.rule): \(finding.message)"]
                + finding.notes.map { "  \($0.range.start): note: \($0.message)" }
        }
    }
}
