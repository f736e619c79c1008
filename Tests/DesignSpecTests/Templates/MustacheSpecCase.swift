import Foundation
@testable import DesignSpecCore
@testable import DesignSpecSite
import Testing

/// One test of the official Mustache spec (`mustache-spec/specs/*.json` in the shared
/// test data), shown as `file: test name`.
struct MustacheSpecCase: Sendable, CustomTestStringConvertible {
    var file: String
    var name: String
    var template: String
    var partials: [String: String]
    var data: TemplateValue
    var expected: String

    var testDescription: String { "\(file): \(name)" }

    /// The spec files this engine must pass: the required modules and inheritance.
    static let requiredFiles = [
        "comments.json", "delimiters.json", "interpolation.json", "inverted.json",
        "partials.json", "sections.json", "~inheritance.json",
    ]

    /// Optional modules the engine does not implement; their tests are skipped.
    static let skippedFiles = ["~lambdas.json", "~dynamic-names.json"]

    /// Every case of the required files, or none when the test data is missing.
    static let all: [MustacheSpecCase] = load().cases

    /// The cases, and the number skipped because they need lambdas or dynamic names.
    static func load() -> (cases: [MustacheSpecCase], skipped: Int) {
        guard let folder = TestData.url("mustache-spec/specs") else { return ([], 0) }
        var cases: [MustacheSpecCase] = []
        var skipped = 0
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for file in files.sorted() where file.hasSuffix(".json") {
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(file).path),
                  let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                  let tests = root["tests"] as? [[String: Any]] else { continue }
            if skippedFiles.contains(file) {
                skipped += tests.count
                continue
            }
            var seen: [String: Int] = [:]
            for test in tests {
                guard let name = test["name"] as? String else { continue }
                // Lambdas appear as `{"__tag__": "code"}` values in the data.
                if test["data"].map(usesLambda) ?? false {
                    skipped += 1
                    continue
                }
                seen[name, default: 0] += 1
                let shownName = seen[name] == 1 ? name : "\(name) (\(seen[name] ?? 0))"
                cases.append(MustacheSpecCase(
                    file: file, name: shownName,
                    template: test["template"] as? String ?? "",
                    partials: test["partials"] as? [String: String] ?? [:],
                    data: templateValue(test["data"] ?? NSNull()),
                    expected: test["expected"] as? String ?? ""))
            }
        }
        return (cases, skipped)
    }

    private static func usesLambda(_ json: Any) -> Bool {
        switch json {
        case let object as [String: Any]:
            object["__tag__"] as? String == "code" || object.values.contains(where: usesLambda)
        case let array as [Any]:
            array.contains(where: usesLambda)
        default:
            false
        }
    }

    /// Converts what JSONSerialization returns; a boolean is an NSNumber of type `c`.
    static func templateValue(_ json: Any) -> TemplateValue {
        switch json {
        case let string as String:
            .string(string)
        case let number as NSNumber:
            String(cString: number.objCType) == "c" ? .bool(number.boolValue) : .number(number.doubleValue)
        case let array as [Any]:
            .list(array.map(templateValue))
        case let object as [String: Any]:
            .object(TemplateObject(object.mapValues(templateValue)))
        default:
            .null
        }
    }
}
