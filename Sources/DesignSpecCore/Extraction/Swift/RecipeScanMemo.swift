import Foundation

/// The scans of recipe code already read, by the code's text: docs copy the same recipe
/// (a drift-heavy repo of 1000 docs holds 1000 Swift blocks, 3 of them different), by its
/// bytes (`ExactText`: a scan keeps the code's literals as written), and a
/// scan depends on the text alone except for its places, which are the code's own moved
/// to where the block sits (`SwiftScanner`: code line N, column C is .md line
/// `origin.line + N - 1`, column `origin.column + C - 1`). So a scan is kept as read at
/// line 1, column 1, and moved to each block's origin. Shared by every thread that
/// extracts (`SharedMemo`); holds at most `capacity` scans, then only answers.
struct RecipeScanMemo: Sendable {
    private let scans: SharedMemo<ExactText, RecipeScan>
    /// Where a kept scan was read from.
    private static let keptOrigin = SourceLocation(file: "", line: 1, column: 1)

    init(capacity: Int = 4096) {
        scans = SharedMemo(capacity: capacity)
    }

    /// `SwiftScanner.scan(code:origin:)`, read once per different code.
    func scan(code: String, origin: SourceLocation) -> RecipeScan {
        scans.value(for: ExactText(code)) { SwiftScanner.scan(code: code, origin: Self.keptOrigin) }.moved(to: origin)
    }

    /// How many scans are kept (for tests).
    var count: Int { scans.count }
}

extension RecipeScan {
    /// The scan of code read at line 1, column 1, with every place moved to where the code
    /// starts at `origin` (a uniform shift, so every sorted list stays sorted).
    func moved(to origin: SourceLocation) -> RecipeScan {
        func move(_ range: SourceRange) -> SourceRange {
            SourceRange(file: origin.file, line: origin.line + range.start.line - 1, column: origin.column + range.start.column - 1,
                        endLine: origin.line + range.end.line - 1, endColumn: origin.column + range.end.column - 1)
        }
        var moved = self
        for index in moved.literals.indices { moved.literals[index].range = move(moved.literals[index].range) }
        for index in moved.tokenReferences.indices {
            moved.tokenReferences[index].range = move(moved.tokenReferences[index].range)
        }
        for index in moved.skipped.indices { moved.skipped[index] = move(moved.skipped[index]) }
        for index in moved.hitAreas.indices { moved.hitAreas[index].decidedBy = moved.hitAreas[index].decidedBy.map(move) }
        return moved
    }
}
