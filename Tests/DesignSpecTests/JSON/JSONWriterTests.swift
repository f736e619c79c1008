import Testing
@testable import DesignSpecCore

/// Writing JSON: exact text, key order, escaping, and parse → write → parse round trips.
@Suite struct JSONWriterTests {
    static let sample = #"{"z":[1,2.50,1E400,{"":null}],"한글":"줄\n바꿈 \"인용\" \\ \u0001","a":{},"b":[],"t":true}"#

    @Test func compactOutputKeepsOrderAndLiterals() throws {
        let value = try JSONReader.parse(Array(Self.sample.utf8), file: "a.json").root.value
        #expect(JSONWriter.serialize(value, pretty: false)
            == #"{"z":[1,2.50,1E400,{"":null}],"한글":"줄\n바꿈 \"인용\" \\ \u0001","a":{},"b":[],"t":true}"#)
    }

    @Test func prettyOutputIndentsByTwoSpaces() throws {
        let value = try JSONReader.parse(Array(Self.sample.utf8), file: "a.json").root.value
        #expect(JSONWriter.serialize(value, pretty: true) == #"""
            {
              "z": [
                1,
                2.50,
                1E400,
                {
                  "": null
                }
              ],
              "한글": "줄\n바꿈 \"인용\" \\ \u0001",
              "a": {},
              "b": [],
              "t": true
            }
            """#)
    }

    @Test(arguments: [
        sample,
        "[]", "{}", "0", "-0.0e-0", #""""#, "null",
        #"[{"a": [{"b": [[[]]]}]}, "\ud83d\ude00", "\ud800", "\u0000\u001f\u007f"]"#,
        #"{"a": 1, "a": 2, "b": {"a": 3}}"#,
        "  [ 1 , \"한\u{301}\" , true ]  ",
    ])
    func roundTripsToEqualValues(_ input: String) throws {
        let first = try JSONReader.parse(Array(input.utf8), file: "a.json").root.value
        for pretty in [false, true] {
            let text = JSONWriter.serialize(first, pretty: pretty)
            let second = try JSONReader.parse(Array(text.utf8), file: "b.json").root.value
            #expect(second.jsonOutput == first.jsonOutput)
            #expect(JSONWriter.serialize(second, pretty: pretty) == text)
        }
    }

    @Test func roundTripsEveryAcceptedConformanceFile() throws {
        var checked = 0
        for name in JSONTestSuiteTests.fileNames where name.hasPrefix("y_") {
            let url = try #require(JSONTestSuiteTests.folder).appendingPathComponent(name)
            let first = try JSONReader.parse(contentsOf: url, displayPath: name).root.value
            let text = JSONWriter.serialize(first, pretty: true)
            let second = try JSONReader.parse(Array(text.utf8), file: name).root.value
            #expect(second.jsonOutput == first.jsonOutput, "\(name)")
            checked += 1
        }
        #expect(checked == (TestData.isAvailable ? 95 : 0))
    }

    @Test func outputBuiltFromLiteralsKeepsTheWrittenOrder() {
        let name: String? = nil
        var finding: JSONObject = [
            "rule": "broken-reference",
            "line": 3,
            "ratio": 0.25,
            "whole": 16.0,
            "fixable": false,
            "notes": ["첫째", "second"],
            "name": .from(name),
        ]
        finding["column"] = .int(7)
        finding["line"] = 4
        finding.set("missing", ifPresent: nil)
        #expect(JSONOutput.object(finding).serialized(pretty: false)
            == #"{"rule":"broken-reference","line":4,"ratio":0.25,"whole":16,"fixable":false,"notes":["첫째","second"],"name":null,"column":7}"#)
        finding["ratio"] = nil
        #expect(finding.members.map(\.key) == ["rule", "line", "whole", "fixable", "notes", "name", "column"])
        #expect(finding["column"] == 7)
    }

    @Test func nonFiniteNumbersAreWrittenAsNull() {
        let output: JSONOutput = [.double(.infinity), .double(-.infinity), .double(.nan), .double(1e300), .double(-0.5)]
        #expect(output.serialized(pretty: false) == "[null,null,null,1e+300,-0.5]")
    }

    @Test func quotingEscapesOnlyWhatJSONRequires() {
        #expect(JSONWriter.quote("a\"b\\c/d\u{8}\u{C}\n\r\t\u{1F}\u{7F}é한😀") == #""a\"b\\c/d\b\f\n\r\t\u001f"# + "\u{7F}é한😀\"")
    }

    @Test func deepValuesAreWrittenWithoutRecursion() throws {
        let depth = 10_000
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let value = try JSONReader.parse(Array(text.utf8), file: "a.json", maxDepth: depth).root.value
        #expect(JSONWriter.serialize(value, pretty: false) == text)
    }
}
