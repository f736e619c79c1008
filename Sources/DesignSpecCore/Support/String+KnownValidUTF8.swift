extension String {
    /// The string of UTF-8 known to be valid, copied, not checked: what DesignSpec wrote
    /// itself (markup pieces, other strings' UTF-8, escaped text, ASCII numbers), and
    /// cmark-gfm's texts (DesignSpec gives cmark a Swift string's UTF-8; cmark cuts it only
    /// at ASCII bytes and writes only valid UTF-8 of its own: decoded entities, U+FFFD).
    ///
    /// `String(decoding:as:)` validates every byte again, about ten instructions a byte on
    /// Korean text: an eighth of rendering a doc page, a tenth of converting a doc's tree.
    /// Debug builds (and so the tests) still validate, so a writer that ever cut a
    /// character in two is caught there. The string is marked ASCII when it is (a fast
    /// test of eight bytes at a time), as a checked one is: an unmarked string is hashed and
    /// compared on the slow, Unicode-normalising path. `UTF8Span` needs macOS 26: an older
    /// macOS validates as before.
    @inlinable package init(knownValidUTF8 bytes: UnsafeBufferPointer<UInt8>) {
        guard #available(macOS 26, *) else {
            self.init(decoding: bytes, as: UTF8.self)
            return
        }
        let span = bytes.span
        assert((try? UTF8Span(validating: span)) != nil, "invalid UTF-8 taken for valid")
        var text = UTF8Span(unchecked: span)
        _ = text.checkForASCII()
        self.init(copying: text)
    }

    /// `init(knownValidUTF8:)` of a slice of an array.
    @inlinable package init(knownValidUTF8 bytes: ArraySlice<UInt8>) {
        self = bytes.withUnsafeBufferPointer { String(knownValidUTF8: $0) }
    }

    /// `init(knownValidUTF8:)` of a whole array.
    @inlinable package init(knownValidUTF8 bytes: [UInt8]) {
        self.init(knownValidUTF8: bytes[...])
    }
}
