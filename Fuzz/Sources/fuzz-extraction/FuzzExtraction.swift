import DesignSpecCore
import Foundation
import FuzzSupport

/// Markdown-to-model extraction, on the input as `content/doc.md` of a project whose
/// tokens (`content/tokens/tokens.json`) are fixed. Properties:
/// - loading never throws for a doc (problems in it are findings);
/// - the model prints as JSON that reads back;
/// - every place in the model that names the doc (headings, tables, cells, hints,
///   recipes, code, facts, literals, token references, findings) is inside the doc, lines
///   ending at LF, CRLF or CR after a byte order mark, as the Markdown parser reads it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzExtraction(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = inputBytes(data, size)
    require((try? Data(bytes).write(to: project.appendingPathComponent("content/doc.md"))) != nil, "cannot write the doc")
    var text = String(decoding: bytes, as: UTF8.self)
    if text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
    let lines = LineTable(text: text)
    let lineTexts = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }

    let model: DesignModel
    do {
        model = try ProjectLoader(workingDirectory: project).load()
    } catch {
        require(false, "loading a project with one doc threw: \(error)")
        return 0
    }
    require(model.docs.count == 1, "\(model.docs.count) docs")
    let json = model.jsonOutput.serialized(pretty: false)
    let document: JSONDocument
    do {
        document = try JSONReader.parse(Array(json.utf8), file: "model.json")
    } catch {
        require(false, "the model's JSON does not read back: \(error)")
        return 0
    }
    var pending = [document.root]
    while let node = pending.popLast() {
        switch node.value {
        case .array(let elements):
            pending += elements
        case .object(let members):
            for member in members {
                if let place = member.value.stringValue, ["range", "codeStart"].contains(member.key),
                   place.hasPrefix("content/doc.md:") {
                    let numbers = place.dropFirst("content/doc.md:".count).split(separator: ":").compactMap { Int($0) }
                    // Known bug (RegressionTests.tableAfterParagraphLine): a table right
                    // after a paragraph's line is placed on that line, at the columns of its
                    // own; unless FUZZ_STRICT is set, only the line of a place on a line
                    // without a `|` is checked.
                    let tolerated = !strict && numbers.count == 2 && numbers[0] >= 1 && numbers[0] <= lineTexts.count
                        && !lineTexts[numbers[0] - 1].contains("|")
                    require(numbers.count == 2 && lines.contains(line: numbers[0], column: tolerated ? 1 : numbers[1]),
                            "\(member.key) \(place) outside the doc (\(lines.count) lines)")
                }
                pending.append(member.value)
            }
        default:
            break
        }
    }
    return 0
}

/// Set FUZZ_STRICT=1 to check the properties that known bugs break.
private let strict = ProcessInfo.processInfo.environment["FUZZ_STRICT"] != nil

/// A project folder of this process's own: `content/tokens/tokens.json` and the doc.
private let project = FuzzProject.folder(named: "designspec-fuzz-extraction", tokens: """
    {
      "spacing": { "$type": "dimension",
        "small": { "$value": "8px" }, "medium": { "$value": "16px" }, "large": { "$value": "24px" } },
      "color": { "$type": "color",
        "base": { "blue": { "$value": "#1A73E8" }, "gray": { "600": { "$value": "#5F6368" } } },
        "bg": { "primary": { "$value": "{color.base.blue}" } } },
      "radius": { "$type": "dimension", "card": { "$value": "14px" } },
      "motion": { "duration": { "$type": "duration", "fast": { "$value": "200ms" } } }
    }
    """)
