import DesignSpecCore
import Foundation

/// What `designspec diff` reports: the two sides, the token changes by kind, and the places
/// in the current docs that name or show a changed token.
package struct TokenDiffReport: Hashable, Sendable {
    package var from: TokenDiffSide
    package var to: TokenDiffSide
    package var changes: [TokenChange]
    package var uses: [DocTokenUse]

    package init(from: TokenDiffSide, to: TokenDiffSide, changes: [TokenChange], uses: [DocTokenUse]) {
        self.from = from
        self.to = to
        self.changes = changes
        self.uses = uses
    }

    /// The changes between `old` and `new`, and where `model`'s docs (read from
    /// `workingDirectory`) name or show the tokens they touch.
    package init(from: TokenDiffSide, old: TokenSet, to: TokenDiffSide, new: TokenSet, docs model: DesignModel,
                workingDirectory: URL) {
        let changes = TokenDiff.changes(from: old, to: new)
        let finder = DocTokenUseFinder(model: model, workingDirectory: workingDirectory)
        self.init(from: from, to: to, changes: changes, uses: finder.uses(of: changes, from: old, to: new))
    }

    /// The changes of `kind`, in name order.
    package func changes(_ kind: TokenChange.Kind) -> [TokenChange] {
        changes.filter { $0.kind == kind }
    }

    /// `added 1, value changed 2`: the kinds that have changes, in report order.
    var summary: String {
        TokenChange.Kind.allCases.compactMap { kind in
            let count = changes(kind).count
            return count == 0 ? nil : "\(kind.title) \(count)"
        }.joined(separator: ", ")
    }

    /// ΔE OK with three decimals.
    static func formatDifference(_ difference: Double) -> String {
        String(format: "%.3f", difference)
    }
}
