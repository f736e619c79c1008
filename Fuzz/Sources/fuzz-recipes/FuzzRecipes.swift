import DesignSpecCore
import FuzzSupport

/// The Swift recipe scanner, on the input as the code of a fenced block whose first code
/// line is line 7, column 3 of `fuzz.md`. Properties: every literal, token reference,
/// skipped span and hit area's deciding call lies inside the code (shifted by the origin),
/// starting no later than it ends; token names are non-empty; a hit area with a known side
/// names the call that decided it, and its sides are finite.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRecipes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let code = String(decoding: inputBytes(data, size), as: UTF8.self)
    // Lines end at LF, CRLF or CR, in Swift as in Markdown (not at VT, FF or U+2028).
    let lengths = LineTable(text: code).lengths
    let origin = SourceLocation(file: "fuzz.md", line: 7, column: 3)
    let scan = SwiftScanner.scan(code: code, origin: origin)
    func check(_ range: SourceRange, _ what: String) {
        require(range.file == "fuzz.md", "\(what) names \(range.file)")
        for location in [range.start, range.end] {
            let line = location.line - origin.line + 1
            let column = location.column - origin.column + 1
            require(line >= 1 && line <= lengths.count && column >= 1 && column <= lengths[line - 1] + 1,
                    "\(what) at \(range.start)-\(range.end) outside the code (\(lengths.count) lines):\n\(code)")
        }
        require(range.start <= range.end, "\(what) at \(range.start)-\(range.end) ends before it starts")
    }
    for literal in scan.literals { check(literal.range, "literal \(literal.value) in \(literal.context)") }
    for reference in scan.tokenReferences {
        check(reference.range, "token reference \(reference.name)")
        require(!reference.name.isEmpty, "empty token name at \(reference.range)")
    }
    for skipped in scan.skipped { check(skipped, "skipped span") }
    for area in scan.hitAreas {
        let sides = [area.width, area.height].compactMap { $0 }
        require(sides.allSatisfy(\.isFinite), "hit area \(sides) is not finite")
        require(sides.isEmpty == (area.decidedBy == nil), "hit area \(sides) decided by \(String(describing: area.decidedBy))")
        if let range = area.decidedBy { check(range, "hit area's deciding call") }
    }
    return 0
}
