import Foundation
import Testing
@testable import DesignSpec

/// Nicolas Seriot's JSONTestSuite (`test_parsing`): every `y_` file must parse, every `n_`
/// file must be rejected, every `i_` file may go either way but must come back.
@Suite(.enabled(if: TestData.isAvailable)) struct JSONTestSuiteTests {
    static let folder = TestData.url("JSONTestSuite/test_parsing")

    static let fileNames: [String] = {
        guard let folder else { return [] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }()

    enum Outcome: Equatable { case accepted, rejected }

    static func outcome(of name: String) throws -> Outcome {
        let url = try #require(folder).appendingPathComponent(name)
        let bytes = [UInt8](try Data(contentsOf: url))
        do {
            _ = try JSONReader.parse(bytes, file: name)
            return .accepted
        } catch {
            return .rejected
        }
    }

    @Test(arguments: fileNames)
    func conforms(_ name: String) throws {
        let outcome = try Self.outcome(of: name)
        if name.hasPrefix("y_") {
            #expect(outcome == .accepted, "\(name) must parse")
        } else if name.hasPrefix("n_") {
            #expect(outcome == .rejected, "\(name) must be rejected")
        }
    }

    @Test func counts() throws {
        var yAccepted = 0, nRejected = 0, iAccepted = 0, iRejected = 0
        for name in Self.fileNames {
            let outcome = try Self.outcome(of: name)
            switch (name.first, outcome) {
            case ("y", .accepted): yAccepted += 1
            case ("n", .rejected): nRejected += 1
            case ("i", .accepted): iAccepted += 1
            case ("i", .rejected): iRejected += 1
            default: break
            }
        }
        print("JSONTestSuite: \(yAccepted) y accepted, \(nRejected) n rejected, \(iAccepted + iRejected) i handled (\(iAccepted) accepted, \(iRejected) rejected)")
        #expect(Self.fileNames.count == 318)
        #expect(yAccepted == 95)
        #expect(nRejected == 188)
        #expect(iAccepted + iRejected == 35)
    }
}
