import Foundation

extension UnsafeBufferPointer<UInt8> {
    /// Whether `byte` is among these bytes, found with one `memchr` (a whole doc is
    /// searched for a NUL and for a `~` before it is parsed).
    func containsByte(_ byte: UInt8) -> Bool {
        guard let baseAddress else { return false }
        return memchr(baseAddress, Int32(byte), count) != nil
    }
}
