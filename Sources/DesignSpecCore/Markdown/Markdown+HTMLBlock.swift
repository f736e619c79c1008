import Foundation

extension Markdown {
    /// Raw HTML on lines of its own. DesignSpec never writes it to a page; HTML comments
    /// carry directives (`<!-- tokens: gridLayout -->`).
    public struct HTMLBlock: Hashable, Sendable {
        /// The HTML as written, ending with a newline.
        public var html: String
        /// Where the block is.
        public var range: SourceRange

        /// The block `html` at `range`.
        public init(html: String, range: SourceRange) {
            self.html = html
            self.range = range
        }

        /// The trimmed body of the comment when the block is exactly one `<!-- ... -->`
        /// comment (`<!-- scale: spacing -->` gives `scale: spacing`), else nil.
        public var comment: String? {
            let trimmed = html.trimmingSpacesAndNewlines()
            guard trimmed.hasPrefix("<!--"), trimmed.hasSuffix("-->"), trimmed.count >= 7 else { return nil }
            let body = trimmed.dropFirst(4).dropLast(3)
            guard !body.contains("-->") else { return nil }
            return body.trimmingSpacesAndNewlines()
        }
    }
}
