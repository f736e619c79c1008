import Foundation

extension MarkdownDocument {
    /// The document's language for an HTML `lang` attribute: `ko` when Hangul makes up at
    /// least a fifth of the letters in its prose (headings, paragraphs, tables; code
    /// excluded), else `en`.
    public var language: String {
        var letters = 0
        var hangul = 0
        forEachProseText { text in
            if let asciiLetters = Self.asciiLetters(text) {
                // ASCII: the letters are A–Z and a–z, none Hangul (no Unicode look-ups).
                letters += asciiLetters
                return
            }
            if let counts = Self.simpleCounts(text) {
                letters += counts.letters
                hangul += counts.hangul
                return
            }
            for character in text {
                let scalar = character.unicodeScalars.first!
                // Fast paths for what a Korean doc is mostly made of: ASCII and Hangul
                // syllables (all letters, category Lo).
                if scalar.isASCII {
                    if UInt8(scalar.value).isASCIILetter { letters += 1 }
                } else if scalar.value >= 0xAC00 && scalar.value <= 0xD7A3 {
                    letters += 1
                    hangul += 1
                } else if character.isLetter {
                    letters += 1
                    if Self.isHangul(scalar) { hangul += 1 }
                }
            }
        } simple: { counts in
            letters += counts.letters
            hangul += counts.hangul
        }
        return hangul > 0 && hangul * 5 >= letters ? "ko" : "en"
    }

    /// The text of the first level-1 heading, else the file's name without its extension.
    public var title: String {
        for case .heading(let heading) in allBlocks where heading.level == 1 {
            let text = heading.plainText.trimmingSpaces()
            if !text.isEmpty { return text }
        }
        let name = file.split(separator: "/").last.map(String.init) ?? file
        if let dot = name.lastIndex(of: "."), dot != name.startIndex {
            return String(name[..<dot])
        }
        return name
    }

    /// Calls `body` with the plain text of each heading, paragraph and table cell, in
    /// order, without gathering them (a 400,000-row table has 800,000 cells): each is
    /// written into one reused string, so a cell costs no allocation of its own. A block
    /// whose pieces of text hold only ASCII and Hangul syllables is counted off their bytes
    /// (`simple`) without being joined: in such text every scalar is a character of its
    /// own but `\r\n`, which holds no letter, so the counts of the pieces add up to the
    /// count of the whole.
    private func forEachProseText(_ body: (String) -> Void, simple: ((letters: Int, hangul: Int)) -> Void) {
        var text = ""
        func visit(_ inlines: [Markdown.Inline]) {
            var counts = (letters: 0, hangul: 0)
            if Self.addSimpleCounts(of: inlines, to: &counts) {
                simple(counts)
                return
            }
            text.removeAll(keepingCapacity: true)
            inlines.appendPlainText(to: &text)
            body(text)
        }
        for block in allBlocks {
            switch block {
            case .heading(let heading): visit(heading.inlines)
            case .paragraph(let paragraph): visit(paragraph.inlines)
            case .table(let table):
                for cell in table.header.cells { visit(cell.inlines) }
                for row in table.rows {
                    for cell in row.cells { visit(cell.inlines) }
                }
            default: break
            }
        }
    }

    /// Adds the letters and Hangul syllables of the plain text of `inlines` (as
    /// `appendPlainText` writes it) to `counts`; false, with `counts` part-way, when a piece
    /// holds a scalar other than ASCII and Hangul syllables.
    private static func addSimpleCounts(of inlines: [Markdown.Inline], to counts: inout (letters: Int, hangul: Int)) -> Bool {
        for inline in inlines {
            switch inline {
            case .text(let text), .code(let text):
                guard addSimpleCounts(of: text, to: &counts) else { return false }
            case .emphasis(let children), .strong(let children), .strikethrough(let children):
                guard addSimpleCounts(of: children, to: &counts) else { return false }
            case .link(let link):
                guard addSimpleCounts(of: link.children, to: &counts) else { return false }
            case .image(let image):
                guard addSimpleCounts(of: image.children, to: &counts) else { return false }
            case .html, .softBreak, .hardBreak:
                break
            }
        }
        return true
    }

    /// `addSimpleCounts` of one piece of text, on its UTF-8 bytes.
    private static func addSimpleCounts(of text: String, to counts: inout (letters: Int, hangul: Int)) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                let lead = bytes[index]
                if lead < 0x80 {
                    if lead.isASCIILetter { counts.letters += 1 }
                    index += 1
                    continue
                }
                guard bytes.isHangulSyllable(at: index) else { return false }
                counts.letters += 1
                counts.hangul += 1
                index += 3
            }
            return true
        }
    }

    /// The letters (A–Z, a–z) of `text` when it is all ASCII, in one pass over its bytes;
    /// nil otherwise.
    private static func asciiLetters(_ text: String) -> Int? {
        var text = text
        return text.withUTF8 { bytes in
            var letters = 0
            for byte in bytes {
                guard byte < 0x80 else { return nil }
                if byte.isASCIILetter { letters += 1 }
            }
            return letters
        }
    }

    /// The letters and Hangul of `text` when it holds only ASCII (no `\r`) and Hangul
    /// syllables: then every scalar is a character of its own (no grapheme rule joins
    /// two syllables, a syllable and ASCII, or two ASCII scalars other than `\r\n`), so
    /// the scalars can be counted without finding character boundaries. Nil otherwise.
    private static func simpleCounts(_ text: String) -> (letters: Int, hangul: Int)? {
        var letters = 0
        var hangul = 0
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                if scalar == "\r" { return nil }
                if UInt8(scalar.value).isASCIILetter { letters += 1 }
            } else if scalar.value >= 0xAC00 && scalar.value <= 0xD7A3 {
                letters += 1
                hangul += 1
            } else {
                return nil
            }
        }
        return (letters, hangul)
    }

    /// Hangul syllables, jamo and compatibility jamo.
    static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xAC00...0xD7A3, 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xD7B0...0xD7FF: true
        default: false
        }
    }
}
