extension Markdown {
    /// `---`, `***` or `___` on a line of its own.
    public struct ThematicBreak: Hashable, Sendable {
        /// Its line.
        public var range: SourceRange

        /// A break at `range`.
        public init(range: SourceRange) {
            self.range = range
        }
    }
}
