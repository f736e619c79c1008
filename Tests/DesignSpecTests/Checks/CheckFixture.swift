import Foundation
@testable import DesignSpecChecks
@testable import DesignSpecCore

/// A throwaway project folder for check tests: files written on creation, removed by
/// `remove()`.
struct CheckFixture {
    let folder: URL

    init(_ files: [String: String]) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("designspec-check-\(UUID().uuidString)")
        for (path, text) in files { try write(path, text) }
    }

    func write(_ path: String, _ text: String) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }

    func model() throws -> DesignModel {
        try ProjectLoader(workingDirectory: folder).load()
    }

    /// The repository's root (the folder of `Package.swift`).
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Lines of a report without the summary: `path:line:col: severity: message [rule]`.
    static func lines(_ report: CheckReport) -> [String] {
        report.findings.map { "\($0.range.start): \($0.severity.rawValue): \($0.message) [\($0.rule)]" }
    }
}
