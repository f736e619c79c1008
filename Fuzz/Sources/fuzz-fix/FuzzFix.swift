import DesignSpecCommands
import Foundation
import FuzzSupport

/// `designspec fix` on the input as `content/doc.md` of a project whose tokens are fixed.
/// Properties:
/// - it never crashes and never fails to write (exit 0 or 1);
/// - the doc keeps its byte-order mark, its number of lines and every line's ending;
/// - a line that changed is a table row before and after (holds a `|`);
/// - `--dry-run` first writes nothing.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFix(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = inputBytes(data, size)
    let doc = project.appendingPathComponent("content/doc.md")
    require((try? Data(bytes).write(to: doc)) != nil, "cannot write the doc")
    let quiet = Console(write: { _ in }, writeError: { _ in })
    let dry = CommandLineTool.run(arguments: ["fix", "--dry-run"], console: quiet, workingDirectory: project)
    require(dry == 0 || dry == 1, "fix --dry-run exited \(dry)")
    require(read(doc) == bytes, "fix --dry-run changed the doc")
    let status = CommandLineTool.run(arguments: ["fix"], console: quiet, workingDirectory: project)
    require(status == 0 || status == 1, "fix exited \(status)")
    let after = read(doc)
    require(after.starts(with: [0xEF, 0xBB, 0xBF]) == bytes.starts(with: [0xEF, 0xBB, 0xBF]), "the byte-order mark changed")
    let old = lines(bytes), new = lines(after)
    require(old.count == new.count, "\(old.count) lines became \(new.count)")
    for (number, (a, b)) in zip(old, new).enumerated() where a != b {
        require(a.ending == b.ending, "line \(number + 1) changed its ending")
        require(a.text.contains(0x7C) && b.text.contains(0x7C), "line \(number + 1), not a table row, changed")
    }
    return 0
}

/// The file's bytes, read with `open` and `read`: LeakSanitizer reports the buffer that
/// `Data(contentsOf:)` reads a file into (swift-foundation's `readBytesFromFile`) as
/// leaked, which made every run of this target fail.
private func read(_ url: URL) -> [UInt8] {
    let descriptor = open(url.path, O_RDONLY)
    guard descriptor >= 0 else { return [] }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let count = chunk.withUnsafeMutableBytes { readChunk(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return bytes }
        bytes += chunk[..<count]
    }
}

/// POSIX `read`, under a name of its own (the function above is `read`).
private func readChunk(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    Foundation.read(descriptor, buffer, count)
}

/// Lines with their endings (`\n`, `\r\n`, `\r`), as the Markdown parser counts them.
private func lines(_ bytes: [UInt8]) -> [(text: ArraySlice<UInt8>, ending: ArraySlice<UInt8>)] {
    var result: [(text: ArraySlice<UInt8>, ending: ArraySlice<UInt8>)] = []
    var start = 0, index = 0
    while index < bytes.count {
        if bytes[index] == 0x0A || bytes[index] == 0x0D {
            let next = bytes[index] == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A ? index + 2 : index + 1
            result.append((bytes[start..<index], bytes[index..<next]))
            start = next
            index = next
        } else {
            index += 1
        }
    }
    result.append((bytes[start..<bytes.count], []))
    return result
}

/// A project folder of this process's own: `content/tokens/tokens.json` and the doc.
private let project = FuzzProject.folder(named: "designspec-fuzz-fix", tokens: """
    {
      "spacing": { "$type": "dimension",
        "small": { "$value": "8px" }, "medium": { "$value": "16px" }, "large": { "$value": "24px" } },
      "color": { "$type": "color",
        "base": { "blue": { "$value": "#1A73E8" }, "gray": { "600": { "$value": "#5F6368" } } },
        "bg": { "primary": { "$value": "{color.base.blue}" } } },
      "motion": { "duration": { "$type": "duration", "fast": { "$value": "200ms" } },
        "easing": { "$type": "cubicBezier", "out": { "$value": [0, 0, 0.58, 1] } } },
      "grid": { "width": { "iphone": { "$type": "dimension", "$value": "48px" }, "ipad": { "$type": "dimension", "$value": "60px" } } }
    }
    """)
