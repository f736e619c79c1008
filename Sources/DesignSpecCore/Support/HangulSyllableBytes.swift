/// Hangul syllables (U+AC00–U+D7A3) in UTF-8, for the byte-level fast paths that read
/// ASCII and Korean text without Unicode tables: a syllable is three bytes, from `EA B0 80`
/// to `ED 9E A3`, a letter (category Lo) and a character of its own next to ASCII and other
/// syllables.
extension RandomAccessCollection where Element == UInt8, Index == Int {
    /// Whether the bytes at `index` (a lead byte of valid UTF-8) are a Hangul syllable.
    func isHangulSyllable(at index: Int) -> Bool {
        let lead = self[index]
        guard lead >= 0xEA, lead <= 0xED, index + 2 < endIndex else { return false }
        let scalar = UInt32(lead & 0x0F) << 12 | UInt32(self[index + 1] & 0x3F) << 6 | UInt32(self[index + 2] & 0x3F)
        return scalar >= 0xAC00 && scalar <= 0xD7A3
    }
}
