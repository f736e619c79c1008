/// Parses GitHub-flavoured Markdown (tables, strikethrough, autolinks, task lists) into a
/// `MarkdownDocument`. It never fails: cmark accepts any text.
public enum MarkdownParser {
    /// Parses `source`; every range in the result names `file`.
    ///
    /// A leading byte-order mark is dropped and NUL characters become U+FFFD; columns are
    /// counted in characters of the text after the mark, lines end at LF, CRLF or CR.
    /// A leading YAML front matter block is read (`FrontMatterParser`) and its lines are
    /// blank to cmark, so the rest keeps its lines and columns.
    public static func parse(_ source: String, file: String) -> MarkdownDocument {
        let split = FrontMatterParser.split(source, file: file)
        var text = MarkdownSourceText(split.text, file: file)
        var document = MarkdownDocument(file: file, blocks: CMarkConverter.convert(&text))
        document.frontMatter = split.frontMatter
        return document
    }

    /// Parses raw bytes, replacing invalid UTF-8 with U+FFFD.
    public static func parse(data: [UInt8], file: String) -> MarkdownDocument {
        parse(String(decoding: data, as: UTF8.self), file: file)
    }
}
