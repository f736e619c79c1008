import Foundation

/// A text that equals another only when their UTF-8 bytes are the same: the key of every
/// memo of work done on a text.
///
/// `String` compares by canonical equivalence: `"é"` (U+00E9) equals `"e\u{301}"`, and a
/// Hangul syllable equals the jamo macOS writes it as (NFD). That is right for looking a
/// token name up, and wrong for a memo: a memo keyed by `String` hands a doc written in
/// NFD the result made from another doc's NFC bytes (its code block, cell or name shown in
/// the other spelling), and which spelling is kept first depends on which thread got
/// there first, so the output would change from run to run. Hashing the bytes also skips
/// the normalization a non-ASCII `String`'s hash goes through.
package struct ExactText: Hashable, Sendable {
    let string: String

    package init(_ string: String) {
        self.string = string
    }

    package static func == (lhs: ExactText, rhs: ExactText) -> Bool {
        var left = lhs.string
        var right = rhs.string
        guard left.utf8.count == right.utf8.count else { return false }
        return left.withUTF8 { leftBytes in
            right.withUTF8 { rightBytes in
                leftBytes.isEmpty || memcmp(leftBytes.baseAddress!, rightBytes.baseAddress!, leftBytes.count) == 0
            }
        }
    }

    package func hash(into hasher: inout Hasher) {
        var text = string
        // The length first, so no two lists of texts hash their bytes alike.
        hasher.combine(text.utf8.count)
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
