extension String {
    /// The string of UTF-8 that DesignSpec wrote itself (markup pieces, other strings'
    /// UTF-8, escaped text, ASCII numbers), so valid by construction: copied, not checked.
    ///
    /// `String(decoding:as:)` validates every byte again, about ten instructions a byte on
    /// Korean text, which was an eighth of rendering a doc page (issue 13). Debug builds
    /// (and so the tests) still validate, so a writer that ever cut a character in two is
    /// caught there. `UTF8Span` needs macOS 26: an older macOS validates as before.
    init(knownValidUTF8 bytes: ArraySlice<UInt8>) {
        guard #available(macOS 26, *) else {
            self.init(decoding: bytes, as: UTF8.self)
            return
        }
        let span = bytes.span
        assert((try? UTF8Span(validating: span)) != nil, "DesignSpec wrote invalid UTF-8")
        self.init(copying: UTF8Span(unchecked: span))
    }

    /// `init(knownValidUTF8:)` of a whole buffer.
    init(knownValidUTF8 bytes: [UInt8]) {
        self.init(knownValidUTF8: bytes[...])
    }
}
