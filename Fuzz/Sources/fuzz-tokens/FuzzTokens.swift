import DesignSpecCore
import Foundation
import FuzzSupport

/// The token loader and resolver, on the input written to `fuzz.tokens.json` in a folder
/// of its own. Properties:
/// - loading an existing file never throws: a broken file is a finding;
/// - every finding, token definition, value and alias step lies inside the file;
/// - an alias chain never names a token twice (cycles are findings) and ends at a token
///   that exists.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTokens(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = inputBytes(data, size)
    let hasBOM = bytes.starts(with: [0xEF, 0xBB, 0xBF])
    let lines = LineTable(bytes: bytes.dropFirst(hasBOM ? 3 : 0))
    let file = folder.appendingPathComponent("fuzz.tokens.json")
    require((try? Data(bytes).write(to: file)) != nil, "cannot write \(file.path)")
    let set: TokenSet
    do {
        set = try TokenLoader(workingDirectory: folder).load(paths: ["fuzz.tokens.json"])
    } catch {
        require(false, "loading an existing file threw: \(error)")
        return 0
    }
    func check(_ range: SourceRange, _ what: String) {
        require(range.file == "fuzz.tokens.json", "\(what) names \(range.file)")
        for location in [range.start, range.end] {
            require(lines.contains(line: location.line, column: location.column),
                    "\(what) at \(range.start)-\(range.end) outside the file (\(lines.count) lines)")
        }
    }
    for finding in set.findings { check(finding.range, "finding '\(finding.message)'") }
    let names = Set(set.tokens.map(\.name))
    for token in set.tokens {
        check(token.definitionRange, "token \(token.name)")
        check(token.valueRange, "value of \(token.name)")
        for value in token.values {
            check(value.rawRange, "raw value of \(token.name)")
            var seen: Set<String> = [token.name]
            for step in value.aliasChain {
                check(step.range, "alias step \(step.name) of \(token.name)")
                require(seen.insert(step.name).inserted, "alias chain of \(token.name) names \(step.name) twice")
            }
            if let last = value.aliasChain.last {
                require(names.contains(last.name), "alias chain of \(token.name) ends at \(last.name), which is not a token")
            }
        }
    }
    return 0
}

/// A folder of this process's own, so two fuzzers never share the file.
private let folder: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("designspec-fuzz-tokens-\(getpid())")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}()
