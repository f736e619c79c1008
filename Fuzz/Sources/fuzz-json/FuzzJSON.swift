import DesignSpecCore
import FuzzSupport

/// The JSON reader and writer. Properties:
/// - a rejected input is an error whose location is inside the input;
/// - every node of an accepted input has a range inside the input, start before end;
/// - an accepted value, written compactly or pretty, reads back as an equal value (keys,
///   order, duplicates, number literals and strings all kept), and writing that again
///   gives the same text.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = inputBytes(data, size)
    let hasBOM = bytes.starts(with: [0xEF, 0xBB, 0xBF])
    let lines = LineTable(bytes: bytes.dropFirst(hasBOM ? 3 : 0))
    let document: JSONDocument
    do {
        document = try JSONReader.parse(bytes, file: "fuzz.json")
    } catch {
        require(error.location.file == "fuzz.json", "error names \(error.location.file)")
        require(lines.contains(line: error.location.line, column: error.location.column),
                "error location \(error.location) outside the input (\(lines.count) lines): \(error.message)")
        require(!error.message.isEmpty, "empty error message")
        return 0
    }
    checkRanges(document.root, lines)
    for finding in document.findings {
        require(lines.contains(line: finding.range.start.line, column: finding.range.start.column),
                "finding at \(finding.range) outside the input")
    }
    for pretty in [false, true] {
        let text = JSONWriter.serialize(document.root.value, pretty: pretty)
        let reread: JSONDocument
        do {
            reread = try JSONReader.parse(Array(text.utf8), file: "written.json")
        } catch {
            require(false, "written JSON does not read back: \(error)\n\(text)")
            return 0
        }
        require(sameValue(document.root.value, reread.root.value), "written JSON reads back as a different value:\n\(text)")
        require(JSONWriter.serialize(reread.root.value, pretty: pretty) == text, "writing twice gives different text")
        require(reread.findings.count == document.findings.count, "duplicate-key findings changed after writing")
    }
    return 0
}

/// Every node's range lies inside the input and starts no later than it ends.
private func checkRanges(_ root: JSONNode, _ lines: LineTable) {
    var pending = [root]
    while let node = pending.popLast() {
        for location in [node.range.start, node.range.end] {
            require(lines.contains(line: location.line, column: location.column),
                    "node range \(node.range.start)-\(node.range.end) outside the input")
        }
        require(node.range.start <= node.range.end, "node range \(node.range.start) ends before it starts")
        switch node.value {
        case .array(let elements): pending += elements
        case .object(let members):
            for member in members {
                require(member.keyRange.start < member.value.range.start, "key after its value at \(member.keyRange)")
                pending.append(member.value)
            }
        default: break
        }
    }
}

/// Structural equality, ignoring source ranges; without recursion.
private func sameValue(_ first: JSONValue, _ second: JSONValue) -> Bool {
    var pending = [(first, second)]
    while let (left, right) = pending.popLast() {
        switch (left, right) {
        case (.null, .null): continue
        case (.bool(let a), .bool(let b)) where a == b: continue
        case (.number(let a), .number(let b)) where a.literal == b.literal && a.double.bitPattern == b.double.bitPattern: continue
        case (.string(let a), .string(let b)) where a.unicodeScalars.elementsEqual(b.unicodeScalars): continue
        case (.array(let a), .array(let b)) where a.count == b.count:
            pending += zip(a.map(\.value), b.map(\.value))
        case (.object(let a), .object(let b)) where a.count == b.count:
            for (x, y) in zip(a, b) {
                guard x.key.unicodeScalars.elementsEqual(y.key.unicodeScalars) else { return false }
                pending.append((x.value.value, y.value.value))
            }
        default:
            return false
        }
    }
    return true
}
