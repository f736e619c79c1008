extension Markdown {
    /// `---`, `***` or `___` on a line of its own.
    public struct ThematicBreak: Hashable, Sendable {
        public var range: SourceRange

        public init(range: SourceRange) {
            self.range = range
        }
    }
}
