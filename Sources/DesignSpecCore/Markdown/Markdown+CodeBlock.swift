extension Markdown {
    /// A fenced or indented code block.
    public struct CodeBlock: Hashable, Sendable {
        /// The info string after the opening fence (`swift title="x"`), empty if none.
        public var info: String
        /// The code exactly as cmark gives it: every line ends with a newline.
        public var code: String
        /// Where the first line of code is: the line after the opening fence (at the
        /// fence's column) for a fenced block, the block's start for an indented one.
        public var codeStart: SourceLocation
        /// Whether it is fenced (`` ``` `` or `~~~`) rather than indented.
        public var isFenced: Bool
        /// From the opening fence to the closing one (or the last line).
        public var range: SourceRange

        /// A code block with `info` and `code`, its first line of code at `codeStart`.
        public init(info: String, code: String, codeStart: SourceLocation, isFenced: Bool, range: SourceRange) {
            self.info = info
            self.code = code
            self.codeStart = codeStart
            self.isFenced = isFenced
            self.range = range
        }

        /// The first word of the info string (`swift`), or nil when there is none.
        public var language: String? {
            info.split(whereSeparator: \.isWhitespace).first.map(String.init)
        }
    }
}
