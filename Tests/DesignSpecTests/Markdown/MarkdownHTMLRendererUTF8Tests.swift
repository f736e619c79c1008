import Testing
@testable import DesignSpecCore
@testable import DesignSpecSite

/// The renderer's UTF-8 (`renderUTF8`) and its string (`render`) are the same HTML: the
/// string is made from the bytes without validating them again (`String(knownValidUTF8:)`).
@Suite struct MarkdownHTMLRendererUTF8Tests {
    @Test func stringIsTheBytes() {
        let source = "# 간격 🎨\n\n| 토큰 | 값 |\n| --- | ---: |\n| `space.4` | 16pt é\u{301} |\n\n[링크](a.md \"제목\") ![그림](b.png)\n"
        let document = MarkdownParser.parse(source, file: "a.md")
        let renderer = MarkdownHTMLRenderer()
        let bytes = renderer.renderUTF8(document, outline: document.outline)
        let html = renderer.render(document).html
        #expect(Array(html.utf8) == bytes)
        #expect(html == String(decoding: bytes, as: UTF8.self))
        #expect(String(knownValidUTF8: bytes[bytes.index(bytes.startIndex, offsetBy: 4)...]) == String(html.utf8.dropFirst(4))!)
    }
}
