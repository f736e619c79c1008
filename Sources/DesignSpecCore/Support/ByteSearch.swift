import Foundation

extension UnsafeBufferPointer<UInt8> {
    /// Whether `byte` is among these bytes, found with one `memchr` (a whole doc is
    /// searched for a NUL and for a `~` before it is parsed).
    package func containsByte(_ byte: UInt8) -> Bool {
        guard let baseAddress else { return false }
        return memchr(baseAddress, Int32(byte), count) != nil
    }
}

extension String {
    /// Whether the UTF-8 of `other` occurs in this text's UTF-8 (an empty `other` always
    /// does): its first byte found with `memchr`, the rest compared with `memcmp`. For ASCII
    /// text and an ASCII word it answers what `contains` does: ASCII has no other spelling
    /// of an ASCII word.
    package func containsUTF8(of other: String) -> Bool {
        var text = self
        var other = other
        return text.withUTF8 { haystack in
            other.withUTF8 { needle in
                guard !needle.isEmpty else { return true }
                guard let haystackBase = haystack.baseAddress, let needleBase = needle.baseAddress,
                      haystack.count >= needle.count else { return false }
                let last = haystack.count - needle.count
                var start = 0
                while start <= last {
                    guard let found = memchr(haystackBase + start, Int32(needle[0]), last - start + 1) else { return false }
                    let offset = haystackBase.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    if memcmp(haystackBase + offset, needleBase, needle.count) == 0 { return true }
                    start = offset + 1
                }
                return false
            }
        }
    }
}
