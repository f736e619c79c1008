/// Hands out names not handed out before: the first `base` as it is, repeats with a
/// numbered suffix. Doc slugs count from 2 (`intro`, `intro-2`), heading anchors from 1
/// like GitHub (`기기별-값`, `기기별-값-1`).
package struct UniqueNames: Sendable {
    private var used: Set<String> = []
    private let firstSuffix: Int

    package init(firstSuffix: Int) { self.firstSuffix = firstSuffix }

    package mutating func claim(_ base: String) -> String {
        var candidate = base
        var suffix = firstSuffix
        // One hash of a name not handed out yet (most are), not a look-up and an insert.
        while !used.insert(candidate).inserted {
            candidate = "\(base)-\(suffix)"
            suffix += 1
        }
        return candidate
    }
}
