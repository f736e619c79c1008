/// Markup written as UTF-8 bytes (`SVGElement`, the search index): appending to `[UInt8]`
/// is cheaper than to `String` when a page is made of many thousands of small pieces.
extension [UInt8] {
    /// Appends a code constant's UTF-8.
    @inlinable package mutating func append(_ constant: StaticString) {
        constant.withUTF8Buffer { append(contentsOf: $0) }
    }

    /// Appends a string's UTF-8 in one copy from its storage.
    @inlinable package mutating func append(utf8 text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }
}
