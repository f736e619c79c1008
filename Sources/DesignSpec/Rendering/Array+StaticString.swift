/// Markup written as UTF-8 bytes (`SVGElement`, the search index): appending to `[UInt8]`
/// is cheaper than to `String` when a page is made of many thousands of small pieces.
extension [UInt8] {
    /// Appends a code constant's UTF-8.
    mutating func append(_ constant: StaticString) {
        constant.withUTF8Buffer { append(contentsOf: $0) }
    }
}
