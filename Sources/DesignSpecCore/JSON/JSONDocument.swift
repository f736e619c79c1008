/// A parsed JSON file: its root value and what the reader noticed that is legal JSON but
/// probably a mistake (duplicate keys, rule `duplicate-key`).
public struct JSONDocument: Sendable {
    /// The top-level value.
    public var root: JSONNode
    /// The `duplicate-key` findings, in source order.
    public var findings: [Finding]

    /// A document of `root`, with `findings`.
    public init(root: JSONNode, findings: [Finding]) {
        self.root = root
        self.findings = findings
    }
}
