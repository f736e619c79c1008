import Foundation

extension MarkdownDocument {
    /// The document's language for an HTML `lang` attribute: `ko` when Hangul makes up at
    /// least a fifth of the letters in its prose (headings, paragraphs, tables; code
    /// excluded), else `en`.
    public var language: String {
        var counts = (letters: 0, hangul: 0)
        var text = ""
        forEachProseInlines { inlines in
            // Most blocks are ASCII and Hangul syllables: counted off their pieces' bytes.
            var simple = (letters: 0, hangul: 0)
            if Self.addSimpleCounts(of: inlines, to: &simple) {
                counts.letters += simple.letters
                counts.hangul += simple.hangul
                return
            }
            // Anything else is joined and counted by characters (an accent in one piece may
            // join a letter in the one before).
            text.removeAll(keepingCapacity: true)
            inlines.appendPlainText(to: &text)
            Self.addCharacterCounts(of: text, to: &counts)
        }
        return counts.hangul > 0 && counts.hangul * 5 >= counts.letters ? "ko" : "en"
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

    /// Calls `body` with the inlines of each heading, paragraph and table cell, in order,
    /// without gathering them (a 400,000-row table has 800,000 cells).
    private func forEachProseInlines(_ body: ([Markdown.Inline]) -> Void) {
        for block in allBlocks {
            switch block {
            case .heading(let heading): body(heading.inlines)
            case .paragraph(let paragraph): body(paragraph.inlines)
            case .table(let table):
                for cell in table.header.cells { body(cell.inlines) }
                for row in table.rows {
                    for cell in row.cells { body(cell.inlines) }
                }
            default: break
            }
        }
    }

    /// Adds the letters and Hangul of `text` to `counts`, character by character: a
    /// character's first scalar decides.
    static func addCharacterCounts(of text: String, to counts: inout (letters: Int, hangul: Int)) {
        for character in text {
            let scalar = character.unicodeScalars.first!
            // Fast paths for what a Korean doc is mostly made of: ASCII and Hangul
            // syllables (all letters, category Lo).
            if scalar.isASCII {
                if UInt8(scalar.value).isASCIILetter { counts.letters += 1 }
            } else if scalar.value >= 0xAC00 && scalar.value <= 0xD7A3 {
                counts.letters += 1
                counts.hangul += 1
            } else if character.isLetter {
                counts.letters += 1
                if Self.isHangul(scalar) { counts.hangul += 1 }
            }
        }
    }

    /// Adds the letters and Hangul syllables of the plain text of `inlines` (as
    /// `appendPlainText` writes it) to `counts`; false, with `counts` part-way, when a piece
    /// holds a scalar other than ASCII and Hangul syllables. In such text every scalar is a
    /// character of its own but `\r\n`, which holds no letter, so the pieces' counts add up
    /// to the count of the joined text.
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
    static func addSimpleCounts(of text: String, to counts: inout (letters: Int, hangul: Int)) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                // Eight bytes at a time while every scalar starting in them is ASCII or a
                // syllable (see `SimpleTextWord`): most of an English or Korean doc.
                if index + 8 <= bytes.count {
                    let word = SimpleTextWord(bytes, at: index)
                    if word.bits & 0x8080_8080_8080_8080 == 0 {
                        counts.letters += word.bits.asciiLetterCount
                        index += 8
                        continue
                    }
                    if word.isSimple {
                        let syllables = word.leads.nonzeroBitCount
                        counts.letters += word.asciiBytes.asciiLetterCount + syllables
                        counts.hangul += syllables
                        index += 8
                        continue
                    }
                }
                let lead = bytes[index]
                if lead < 0x80 {
                    if lead.isASCIILetter { counts.letters += 1 }
                    index += 1
                    continue
                }
                // The rest of a syllable counted with the word before.
                if lead & 0xC0 == 0x80 {
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

    /// Hangul syllables, jamo and compatibility jamo.
    static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xAC00...0xD7A3, 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xD7B0...0xD7FF: true
        default: false
        }
    }
}
