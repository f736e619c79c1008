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

    /// The front matter's `title`, else the text of the first level-1 heading, else the
    /// file's name without its extension.
    public var title: String {
        if let title = frontMatter?.title { return title }
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
        // By index: blocks, rows and cells are read in place, not copied.
        for index in allBlocks.indices {
            switch allBlocks[index] {
            case .heading(let heading): body(heading.inlines)
            case .paragraph(let paragraph): body(paragraph.inlines)
            case .table(let table):
                for cell in table.header.cells.indices { body(table.header.cells[cell].inlines) }
                for row in table.rows.indices {
                    for cell in table.rows[row].cells.indices { body(table.rows[row].cells[cell].inlines) }
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
        for index in inlines.indices {
            switch inlines[index] {
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
        // Read in place where the text is contiguous (always, natively), not through a
        // copy that `withUTF8` needs to be able to make it so.
        if let simple = text.utf8.withContiguousStorageIfAvailable({ addSimpleCounts(of: $0, to: &counts) }) { return simple }
        var text = text
        return text.withUTF8 { addSimpleCounts(of: $0, to: &counts) }
    }

    /// `addSimpleCounts` of a text's UTF-8 bytes.
    private static func addSimpleCounts(of bytes: UnsafeBufferPointer<UInt8>, to counts: inout (letters: Int, hangul: Int)) -> Bool {
        // The words' letters and syllables tallied per byte (a byte is one or neither,
        // once per word), added up every 255 words, before a byte's tally could
        // overflow, and at the end: two bit counts per word were most of the loop.
        var letterTally: UInt64 = 0
        var syllableTally: UInt64 = 0
        var tallied = 0
        func addTallies() {
            counts.letters += letterTally.byteSum
            counts.hangul += syllableTally.byteSum
            letterTally = 0
            syllableTally = 0
            tallied = 0
        }
        defer { addTallies() }
        var index = 0
        while index < bytes.count {
            // Eight bytes at a time while every scalar starting in them is ASCII or a
            // syllable (see `SimpleTextWord`): most of an English or Korean doc.
            if index + 8 <= bytes.count {
                let word = SimpleTextWord(bytes, at: index)
                var isSimple = true
                if word.bits & 0x8080_8080_8080_8080 == 0 {
                    letterTally &+= word.bits.asciiLetterBits >> 7
                } else if word.isSimple {
                    let syllables = word.leads >> 7
                    letterTally &+= (word.asciiBytes.asciiLetterBits >> 7) | syllables
                    syllableTally &+= syllables
                } else {
                    isSimple = false
                }
                if isSimple {
                    index += 8
                    tallied += 1
                    if tallied == 255 { addTallies() }
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

    /// Hangul syllables, jamo and compatibility jamo.
    static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xAC00...0xD7A3, 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xD7B0...0xD7FF: true
        default: false
        }
    }
}
