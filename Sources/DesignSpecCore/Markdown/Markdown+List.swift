extension Markdown {
    /// A bullet or ordered list.
    public struct List: Hashable, Sendable {
        public var ordered: Bool
        /// The first number of an ordered list (1 for bullet lists).
        public var start: Int
        /// A tight list renders its items' paragraphs without `<p>`.
        public var tight: Bool
        public var items: [ListItem]
        public var range: SourceRange

        public init(ordered: Bool, start: Int, tight: Bool, items: [ListItem], range: SourceRange) {
            self.ordered = ordered
            self.start = start
            self.tight = tight
            self.items = items
            self.range = range
        }
    }

    public struct ListItem: Hashable, Sendable {
        public var blocks: [Block]
        /// `nil` for an ordinary item; for a task item (`- [ ]`, `- [x]`) whether it is checked.
        public var checked: Bool?
        public var range: SourceRange

        public init(blocks: [Block], checked: Bool? = nil, range: SourceRange) {
            self.blocks = blocks
            self.checked = checked
            self.range = range
        }

        public var isTask: Bool { checked != nil }
    }
}
