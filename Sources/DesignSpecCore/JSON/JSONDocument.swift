/// A parsed JSON file: its root value and what the reader noticed that is legal JSON but
/// probably a mistake (duplicate keys, rule `duplicate-key`).
public struct JSONDocument: Sendable {
    public var root: JSONNode
    public var findings: [Finding]

    public init(root: JSONNode, findings: [Finding]) {
        self.root = root
        self.findings = findings
    }
}
