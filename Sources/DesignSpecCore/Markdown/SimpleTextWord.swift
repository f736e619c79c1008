/// Eight bytes of valid UTF-8 read at once, for the fast paths over text made of ASCII and
/// Hangul syllables (see `isHangulSyllable(at:)`): a Korean line seldom holds eight ASCII
/// bytes in a row, so testing for ASCII alone sent most of it one scalar at a time.
///
/// A syllable is three bytes, `EA B0 80` to `ED 9E A3`. Every scalar whose lead byte is
/// `EB` or `EC` (U+B000–U+CFFF) is one, whatever follows; with the lead `EA` it is one when
/// the next byte is at least `B0` (U+AC00–U+AFFF), with `ED` when the next byte is at most
/// `9D` (U+D000–U+D77F; `ED 9E` needs its third byte, and is left to the caller). A word is
/// *simple* when every scalar starting in it is ASCII or surely a syllable by these
/// rules, a lead `EA` or `ED` in its last byte never (its next byte is in the next word);
/// the continuation bytes of its last scalar may lie in the next word.
struct SimpleTextWord {
    let bits: UInt64

    /// The eight bytes at `index` (at most `bytes.count - 8`).
    init(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) {
        bits = UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self)
    }

    private static var highs: UInt64 { 0x8080_8080_8080_8080 }

    /// Bytes `11xxxxxx`, which start a scalar of more than one byte, as their high bit.
    var leads: UInt64 { bits & (bits << 1) & Self.highs }

    /// Whether every scalar starting in the word is ASCII or surely a Hangul syllable.
    var isSimple: Bool {
        let leads = leads
        if leads == 0 { return true }
        let anywhere = Self.zeroBytes(bits ^ 0xEBEB_EBEB_EBEB_EBEB) | Self.zeroBytes(bits ^ 0xECEC_ECEC_ECEC_ECEC)
        if leads & ~anywhere == 0 { return true }
        // Each byte's next byte, in its place (little-endian: the next byte is the higher one).
        let next = bits >> 8
        // At least B0: a continuation byte (10xxxxxx) with bits 5 and 4 set.
        let fromB0 = (next & (next >> 1)) << 3
        // At most 9D: bit 5 clear, and not 9E or 9F (bits 4 to 1 all set).
        let fourSet = next & (next >> 1) & (next >> 2) & (next >> 3)
        let upTo9D = ~(next << 2) & ~(fourSet << 6)
        let withNext: UInt64 = 0x0080_8080_8080_8080
        let sure = anywhere
            | (Self.zeroBytes(bits ^ 0xEAEA_EAEA_EAEA_EAEA) & fromB0 & withNext)
            | (Self.zeroBytes(bits ^ 0xEDED_EDED_EDED_EDED) & upTo9D & withNext)
        return leads & ~sure == 0
    }

    /// The word with every byte that is not ASCII made 0.
    var asciiBytes: UInt64 { bits & ~(((bits & Self.highs) >> 7) &* 0xFF) }

    /// The zero bytes of `value`, exactly, as their high bit: a byte's low seven bits plus
    /// 0x7F carry into its high bit unless they are 0, and never into the next byte.
    static func zeroBytes(_ value: UInt64) -> UInt64 {
        ~(((value & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7F7F_7F7F_7F7F_7F7F) | value) & highs
    }
}
