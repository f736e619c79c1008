/// The one HTML escaper. Every text node and every attribute value that DesignSpec writes
/// goes through `escape`, whether it comes from a doc, a token file or a template
/// variable. It escapes the five characters that matter in text and in quoted attributes,
/// so one function serves both. Control characters, which HTML forbids in a document
/// (all but tab, line feed and carriage return), become U+FFFD.
///
/// The text is read as UTF-8 bytes: everything to escape or replace starts with an ASCII
/// byte or with 0xC2 (the lead byte of the C1 controls), so runs between them are copied
/// whole, and text with nothing to escape costs one scan.
public enum HTML {
    /// The text escaped; the text itself (no copy) when nothing in it needs escaping.
    public static func escape(_ text: String) -> String {
        guard needsEscaping(text) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 16)
        escape(text, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the text, escaped, to `output`.
    public static func escape(_ text: String, into output: inout String) {
        output += escape(text)
    }

    /// Appends the text, escaped, to `output` as UTF-8.
    package static func escape(_ text: String, into output: inout [UInt8]) {
        // A native string's bytes are read where they are, without a mutable copy.
        if text.utf8.withContiguousStorageIfAvailable({ escape($0, into: &output) }) != nil { return }
        var text = text
        text.withUTF8 { escape($0, into: &output) }
    }

    /// Whether `escape` changes the text.
    package static func needsEscaping(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { firstNeedingWork(in: $0, from: 0) != nil }
    }

    /// `bytes` is the text's own UTF-8 storage, read in place (indices stay below `count`).
    private static func escape(_ bytes: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) {
        // Most texts have nothing to escape: one copy of the whole buffer. (Appending a
        // buffer costs a fifth less than appending a slice of one, and a site build
        // appends about 800,000 texts.)
        guard var index = firstNeedingWork(in: bytes, from: 0) else {
            output.append(contentsOf: bytes)
            return
        }
        var copied = 0
        while true {
            var end = index + 1
            let replacement: StaticString?
            switch bytes[index] {
            case 0x26: replacement = "&amp;"
            case 0x3C: replacement = "&lt;"
            case 0x3E: replacement = "&gt;"
            case 0x22: replacement = "&quot;"
            case 0x27: replacement = "&#39;"
            case 0xC2:
                // U+0080...U+009F (C1 controls) are 0xC2 0x80...0x9F; other 0xC2 pairs are text.
                if end < bytes.count, (0x80...0x9F).contains(bytes[end]) {
                    replacement = "\u{FFFD}"
                    end += 1
                } else {
                    replacement = nil
                }
            default: replacement = "\u{FFFD}"  // a C0 control or DEL (see `needsWork`)
            }
            if let replacement {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<index]))
                replacement.withUTF8Buffer { output.append(contentsOf: $0) }
                copied = end
            }
            guard let next = firstNeedingWork(in: bytes, from: end) else { break }
            index = next
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
    }

    /// The index of the first byte from `start` on that `needsWork`, nil when there is none.
    /// Most text has nothing to escape for dozens of bytes: the run is skipped eight bytes
    /// per test, each byte looked up in `workTable` and the answers or-ed, so a byte costs
    /// two loads and an `or` instead of a branch of its own (`HTML.escape` was the largest
    /// single function of a site build).
    private static func firstNeedingWork(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        workTable.withUnsafeBufferPointer { table in
            var index = start
            while index + 8 <= bytes.count {
                let any = table[Int(bytes[index])] | table[Int(bytes[index + 1])]
                    | table[Int(bytes[index + 2])] | table[Int(bytes[index + 3])]
                    | table[Int(bytes[index + 4])] | table[Int(bytes[index + 5])]
                    | table[Int(bytes[index + 6])] | table[Int(bytes[index + 7])]
                if any != 0 { break }
                index += 8
            }
            while index < bytes.count {
                if table[Int(bytes[index])] != 0 { return index }
                index += 1
            }
            return nil
        }
    }

    /// `needsWork` of each byte value, 1 or 0.
    private static let workTable: [UInt8] = (0...255).map { needsWork(UInt8($0)) ? 1 : 0 }

    /// A byte that may start something to escape or replace: one of `&<>"'`, a C0 control
    /// other than tab, line feed and carriage return, DEL, or 0xC2 (the lead byte of the
    /// C1 controls).
    private static func needsWork(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x26, 0x3C, 0x3E, 0x22, 0x27, 0x7F, 0xC2: true
        case 0x09, 0x0A, 0x0D: false
        default: byte < 0x20
        }
    }
}
