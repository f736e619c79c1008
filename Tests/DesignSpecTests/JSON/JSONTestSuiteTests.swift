import Foundation
import Testing
@testable import DesignSpecCore

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

extension JSONTestSuiteTests {
    /// The implementation-defined cases, decided. Rejected: anything that is not UTF-8
    /// (RFC 8259 section 8.1). Accepted: huge and tiny numbers (`±infinity`, `±0`, the
    /// literal kept), lone surrogate escapes (read as U+FFFD), 500 nested arrays (the
    /// limit is 512), a UTF-8 byte order mark.
    @Test func implementationDefinedCasesAreDecided() throws {
        var rejected: [String] = []
        for name in Self.fileNames where name.hasPrefix("i_") {
            if try Self.outcome(of: name) == .rejected { rejected.append(name) }
        }
        #expect(rejected == [
            "i_string_UTF-16LE_with_BOM.json",
            "i_string_UTF-8_invalid_sequence.json",
            "i_string_UTF8_surrogate_U+D800.json",
            "i_string_invalid_utf-8.json",
            "i_string_iso_latin_1.json",
            "i_string_lone_utf8_continuation_byte.json",
            "i_string_not_in_unicode_range.json",
            "i_string_overlong_sequence_2_bytes.json",
            "i_string_overlong_sequence_6_bytes.json",
            "i_string_overlong_sequence_6_bytes_null.json",
            "i_string_truncated-utf-8.json",
            "i_string_utf16BE_no_BOM.json",
            "i_string_utf16LE_no_BOM.json",
        ])
    }
}
