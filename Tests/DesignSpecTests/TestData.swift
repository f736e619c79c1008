import Foundation

/// The one way tests find the shared test data (`../shared/data` beside the checkout, or
/// wherever `DESIGNSPEC_TEST_DATA` points). A suite that needs it and cannot find it says
/// so loudly on standard error, and is skipped rather than silently passing.
enum TestData {
    /// The package's root folder.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The data folder, or nil when it is not there.
    static let root: URL? = {
        let environment = ProcessInfo.processInfo.environment["DESIGNSPEC_TEST_DATA"]
        let candidate = environment.map { URL(fileURLWithPath: $0) }
            ?? packageRoot.deletingLastPathComponent().appendingPathComponent("shared/data")
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), isDirectory.boolValue {
            return candidate
        }
        FileHandle.standardError.write(Data("""
            ⚠️  SKIPPING suites that need the shared test data: \(candidate.path) does not exist.
               Put ../shared beside the checkout or set DESIGNSPEC_TEST_DATA.

            """.utf8))
        return nil
    }()

    static var isAvailable: Bool { root != nil }

    /// A path inside the data folder.
    static func url(_ relativePath: String) -> URL? {
        root?.appendingPathComponent(relativePath)
    }
}
