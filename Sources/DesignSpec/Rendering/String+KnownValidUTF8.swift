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

extension String {
    /// `init(knownValidUTF8:)` of bytes in C memory: cmark-gfm's texts, which are valid
    /// UTF-8 because DesignSpec gives cmark a Swift string's UTF-8 and cmark cuts it only
    /// at ASCII bytes and writes only valid UTF-8 of its own (decoded entities, U+FFFD).
    /// Checking each again was a tenth of converting a doc's tree. The string is marked
    /// ASCII when it is (a fast test of eight bytes at a time), as a checked one is: these
    /// strings are hashed and compared, and an unmarked one takes the slow, Unicode-normalising
    /// path there.
    init(knownValidUTF8 bytes: UnsafeBufferPointer<UInt8>) {
        guard #available(macOS 26, *) else {
            self.init(decoding: bytes, as: UTF8.self)
            return
        }
        let span = bytes.span
        assert((try? UTF8Span(validating: span)) != nil, "cmark-gfm wrote invalid UTF-8")
        var text = UTF8Span(unchecked: span)
        _ = text.checkForASCII()
        self.init(copying: text)
    }
}
