/// Parses GitHub-flavoured Markdown (tables, strikethrough, autolinks, task lists) into a
/// `MarkdownDocument`. It never fails: cmark accepts any text.
public enum MarkdownParser {
    /// Parses `source`; every range in the result names `file`.
    ///
    /// A leading byte-order mark is dropped and NUL characters become U+FFFD; columns are
    /// counted in characters of the text after the mark, lines end at LF, CRLF or CR.
    public static func parse(_ source: String, file: String) -> MarkdownDocument {
        var text = MarkdownSourceText(source, file: file)
        return MarkdownDocument(file: file, blocks: CMarkConverter.convert(&text))
    }

    /// Parses raw bytes, replacing invalid UTF-8 with U+FFFD.
    public static func parse(data: [UInt8], file: String) -> MarkdownDocument {
        parse(String(decoding: data, as: UTF8.self), file: file)
    }
}
