/// A link or an image in a doc, where its URL is written, for `broken-link`.
public struct DocLink: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case link, image
    }

    public var kind: Kind
    /// The URL as the doc gives it (cmark's destination).
    public var destination: String
    /// Where the URL is written (`](` and the URL found on the link's lines), else the
    /// start of the paragraph, heading or cell holding the link.
    public var range: SourceRange

    public init(kind: Kind, destination: String, range: SourceRange) {
        self.kind = kind
        self.destination = destination
        self.range = range
    }
}
