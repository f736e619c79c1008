extension Markdown {
    /// A bullet or ordered list.
    public struct List: Hashable, Sendable {
        /// Whether it is numbered (`1.`) rather than bulleted (`-`).
        public var ordered: Bool
        /// The first number of an ordered list (1 for bullet lists).
        public var start: Int
        /// A tight list renders its items' paragraphs without `<p>`.
        public var tight: Bool
        /// The items, in order.
        public var items: [ListItem]
        /// From the first item's marker to the end of the last item.
        public var range: SourceRange

        /// A list of `items` at `range`.
        public init(ordered: Bool, start: Int, tight: Bool, items: [ListItem], range: SourceRange) {
            self.ordered = ordered
            self.start = start
            self.tight = tight
            self.items = items
            self.range = range
        }
    }

    /// One item of a list.
    public struct ListItem: Hashable, Sendable {
        /// The item's blocks.
        public var blocks: [Block]
        /// `nil` for an ordinary item; for a task item (`- [ ]`, `- [x]`) whether it is checked.
        public var checked: Bool?
        /// From the marker to the end of the item.
        public var range: SourceRange

        /// An item of `blocks` at `range`; `checked` for a task item.
        public init(blocks: [Block], checked: Bool? = nil, range: SourceRange) {
            self.blocks = blocks
            self.checked = checked
            self.range = range
        }

        /// Whether it is a task item (`- [ ]`, `- [x]`).
        public var isTask: Bool { checked != nil }
    }
}
