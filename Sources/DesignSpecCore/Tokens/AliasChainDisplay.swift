/// An alias chain as every output shows it: a chain of up to `maximumShown`
/// steps whole; a longer one as its first step, how many steps are left out, and its last
/// step (the one that holds the value). So a page, a listing or a finding's notes cost the
/// same for a 1000-step chain as for a 5-step one, and 10,000 tokens with long chains
/// cost what 10,000 tokens cost.
package struct AliasChainDisplay {
    /// The longest chain shown whole.
    static let maximumShown = 5

    /// The first step, or every step when the chain is short.
    package let head: [AliasStep]
    /// How many steps are left out between `head` and `tail` (0: none).
    package let omitted: Int
    /// The last step of a long chain (nil when the chain is shown whole).
    package let tail: AliasStep?

    package init(_ chain: [AliasStep]) {
        if chain.count <= Self.maximumShown {
            head = chain
            omitted = 0
            tail = nil
        } else {
            head = [chain[0]]
            omitted = chain.count - 2
            tail = chain[chain.count - 1]
        }
    }

    /// The steps shown, in order.
    package var steps: [AliasStep] { head + (tail.map { [$0] } ?? []) }

    /// "… 998 more" between the first and the last step.
    package static func omittedText(_ count: Int) -> String {
        "… \(count) more"
    }

    /// The names joined with `separator`, the omitted steps as "… N more":
    /// `a → … 998 more → z`.
    func joinedNames(separator: String) -> String {
        var parts = head.map(\.name)
        if let tail {
            parts.append(Self.omittedText(omitted))
            parts.append(tail.name)
        }
        return parts.joined(separator: separator)
    }
}
