/// A link or an image in a doc, where its URL is written, for `broken-link`.
public struct DocLink: Hashable, Sendable {
    /// A link (`[text](url)`) or an image (`![alt](url)`).
    public enum Kind: String, Hashable, Sendable {
        case link, image
    }

    /// Whether it is a link or an image.
    public var kind: Kind
    /// The URL as the doc gives it (cmark's destination).
    public var destination: String
    /// Where the URL is written (`](` and the URL found on the link's lines), else the
    /// start of the paragraph, heading or cell holding the link.
    public var range: SourceRange

    /// A `kind` whose URL `destination` is written at `range`.
    public init(kind: Kind, destination: String, range: SourceRange) {
        self.kind = kind
        self.destination = destination
        self.range = range
    }
}
