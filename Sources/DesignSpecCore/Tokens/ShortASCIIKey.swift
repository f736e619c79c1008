/// A string of at most eight ASCII bytes, none of them NUL, as one `UInt64`: its bytes one
/// after the other, the last in the lowest byte. Two such strings are equal exactly when
/// their keys are (no byte is 0, so a shorter string never packs to a longer one's key),
/// and ASCII strings are equal as `String`s exactly when their bytes are. The "did you
/// mean" index (`TokenNameNeighbours`) keys its words and their deletions by these: nearly
/// every token word is this short, and a key is made from bytes and hashed or compared
/// without making a `String` (making and hashing strings was most of the index's cost).
enum ShortASCIIKey {
    /// The most bytes a key holds.
    static let maximumLength = 8

    /// The key of `bytes`, or nil when they are longer than `maximumLength` or hold a byte
    /// that is NUL or not ASCII.
    static func key(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
        guard bytes.count <= maximumLength else { return nil }
        var key: UInt64 = 0
        for byte in bytes {
            guard byte != 0, byte < 0x80 else { return nil }
            key = key << 8 | UInt64(byte)
        }
        return key
    }

    /// The key of `text`'s UTF-8 bytes (`key(_:)` of them).
    static func key(_ text: String) -> UInt64? {
        guard text.utf8.count <= maximumLength else { return nil }
        var text = text
        return text.withUTF8 { key($0) }
    }
}

extension ShortASCIIKey {
    /// `key`, of `length` bytes, without its byte at `offset` (0 is the first byte).
    static func deleting(_ offset: Int, from key: UInt64, length: Int) -> UInt64 {
        // The bytes after `offset` stay where they are; those before move down one byte.
        let lowBits = 8 * (length - 1 - offset)
        let low = key & ((1 << UInt64(lowBits)) &- 1)
        return (key >> UInt64(lowBits + 8)) << UInt64(lowBits) | low
    }

    /// Calls `body` with `key` (of `length` bytes) and every key made from it by deleting
    /// one byte, or two when `count` is 2, with how many were deleted: the deletions of
    /// `TokenNameNeighbours`, worked out on the key (a few shifts each, no string made).
    /// A key made by deleting different offsets (`ab` from `aab`) comes more than once.
    static func forEachDeletion(of key: UInt64, length: Int, upTo count: Int, _ body: (UInt64, Int) -> Void) {
        precondition(count <= 2, "deletions of up to two bytes")
        body(key, 0)
        guard count > 0 else { return }
        for first in 0..<length {
            let once = deleting(first, from: key, length: length)
            body(once, 1)
            guard count > 1 else { continue }
            // The second deleted byte comes after the first: in `once`, at `first` or later.
            for second in first..<(length - 1) { body(deleting(second, from: once, length: length - 1), 2) }
        }
    }
}
