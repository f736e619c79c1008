import Testing
@testable import DesignSpecChecks
@testable import DesignSpecCore

@Suite struct HTMLEscaperTests {
    @Test func escapesTheFiveSpecialCharacters() {
        #expect(HTML.escape(#"<a href="x">Tom & 'Jerry'</a>"#) == "&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;")
    }

    @Test func leavesHangulAndPlainTextAlone() {
        #expect(HTML.escape("간격 스케일 16pt") == "간격 스케일 16pt")
    }
}

@Suite struct SourceLocationTests {
    /// The byte tests answer what `Character` answers for every ASCII byte, and false for
    /// every other byte.
    @Test func asciiByteTestsMatchCharacterProperties() {
        for value in 0...255 {
            let byte = UInt8(value)
            let character = Character(Unicode.Scalar(byte))
            let ascii = byte < 0x80
            #expect(byte.isASCIILetter == (ascii && character.isLetter), "\(byte)")
            #expect(byte.isASCIIDigit == (ascii && character.isNumber), "\(byte)")
            #expect(byte.isASCIIUppercase == (ascii && character.isUppercase), "\(byte)")
            #expect(byte.isASCIILowercase == (ascii && character.isLowercase), "\(byte)")
            #expect(byte.isASCIIHexDigit == (ascii && character.isHexDigit), "\(byte)")
            #expect(byte.isSpaceOrTab == (ascii && String(character).trimmingSpaces().isEmpty), "\(byte)")
        }
    }

    @Test func printsPathLineColumn() {
        #expect(SourceLocation(file: "content/a.md", line: 3, column: 7).description == "content/a.md:3:7")
    }
}

@Suite struct HTMLControlCharacterTests {
    @Test func replacesControlCharactersButKeepsWhitespace() {
        #expect(HTML.escape("a\u{1B}[31mb\u{0}c\u{7F}d\u{85}e") == "a\u{FFFD}[31mb\u{FFFD}c\u{FFFD}d\u{FFFD}e")
        #expect(HTML.escape("tab\there\nline\r") == "tab\there\nline\r")
        #expect(HTML.escape("© 2026") == "© 2026")
    }
}

@Suite struct TerminalTextTests {
    @Test func escapesControlsAndBidiOverrides() {
        #expect(TerminalText.sanitize("x\u{1B}[31m\n/x.md:1:1: forged\u{202E}") == "x\\u{1B}[31m\\u{A}/x.md:1:1: forged\\u{202E}")
        #expect(TerminalText.sanitize("간격 16pt") == "간격 16pt")
    }

    /// The byte pre-check lets no unsafe scalar through: every scalar up to U+FFFF, alone
    /// and inside Korean text, is escaped exactly when it is unsafe.
    @Test func everyUnsafeScalarIsEscaped() {
        let unsafe: [ClosedRange<UInt32>] = [0x00...0x1F, 0x7F...0x9F, 0x200E...0x200F, 0x202A...0x202E, 0x2066...0x2069]
        for value in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "간격" + String(Character(scalar)) + "16pt"
            let escaped = "간격\\u{" + String(value, radix: 16, uppercase: true) + "}16pt"
            let isUnsafe = unsafe.contains { $0.contains(value) }
            #expect(TerminalText.sanitize(text) == (isUnsafe ? escaped : text), "U+\(String(value, radix: 16))")
        }
    }

    /// The eight-bytes-at-a-time pre-check finds what the byte-by-byte one finds: every
    /// byte value at every place of a text, across and after whole eight-byte words.
    @Test func theWordAtATimePreCheckMatchesTheByteTest() {
        func mayBeUnsafe(_ byte: UInt8) -> Bool { byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xE2 }
        for length in [1, 7, 8, 9, 16, 21] {
            for place in 0..<length {
                for value in UInt8.min...UInt8.max {
                    var bytes = Array(repeating: UInt8(ascii: "a"), count: length)
                    bytes[place] = value
                    let found = bytes.withUnsafeBufferPointer(TerminalText.mayHoldUnsafe)
                    #expect(found == mayBeUnsafe(value), "byte \(value) at \(place) of \(length)")
                }
            }
        }
        #expect([UInt8]().withUnsafeBufferPointer(TerminalText.mayHoldUnsafe) == false)
    }
}

@Suite struct ASCIITextTests {
    /// Eight bytes at a time, every place of a non-ASCII byte is found, in strings short
    /// enough to be stored inline and long ones, and in substrings.
    @Test func isASCIIFindsEveryNonASCIIByte() {
        for length in [0, 1, 7, 8, 9, 15, 16, 17, 40] {
            let plain = String(repeating: "a", count: length)
            #expect(plain.isASCII)
            #expect(plain.dropFirst().isASCII)
            for place in 0...length {
                let text = String(plain.prefix(place)) + "é" + String(plain.dropFirst(place))
                #expect(!text.isASCII, "\(text)")
                #expect(!text.dropFirst(min(place, 1)).isASCII, "\(text)")
                #expect(text.prefix(place).isASCII, "\(text)")
            }
        }
        for value in UInt8.min...UInt8.max {
            let bytes = Array(repeating: UInt8(ascii: "b"), count: 11) + [value]
            #expect(bytes.withUnsafeBufferPointer(UInt8.allASCII) == (value < 0x80), "\(value)")
        }
    }

    /// Eight ASCII bytes' letters, counted at once, are the bytes `isASCIILetter` says:
    /// every ASCII byte in every lane, beside every other lane value of a few.
    @Test func asciiLetterCountOfAWord() {
        for lane in 0..<8 {
            for value in UInt8(0)..<0x80 {
                for other in [UInt8(0x00), 0x40, 0x5B, 0x60, 0x61, 0x7A, 0x7B, 0x7F, 0x41, 0x5A] {
                    var bytes = Array(repeating: other, count: 8)
                    bytes[lane] = value
                    let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
                    #expect(word.asciiLetterCount == bytes.filter(\.isASCIILetter).count, "\(bytes)")
                }
            }
        }
    }

    /// `containsUTF8(of:)` finds a word's bytes wherever a byte-by-byte comparison at every
    /// offset does: at the start, at the end, after a false start, longer than the text,
    /// empty, and in Hangul.
    @Test func byteSearchFindsWhatComparingAtEveryOffsetFinds() {
        func naive(_ text: String, _ word: String) -> Bool {
            let bytes = Array(text.utf8), needle = Array(word.utf8)
            guard needle.count <= bytes.count else { return false }
            return (0...(bytes.count - needle.count)).contains { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
        }
        var generator = SplitMix64(seed: 8)
        for _ in 0..<2000 {
            let text = String((0..<Int(generator.next() % 12)).map { _ in Array("aab 버")[Int(generator.next() % 5)] })
            let word = String((0..<Int(generator.next() % 4)).map { _ in Array("aab 버")[Int(generator.next() % 5)] })
            #expect(text.containsUTF8(of: word) == naive(text, word), "\(text.debugDescription) \(word.debugDescription)")
        }
        #expect("Apple vs Banana".containsUTF8(of: " vs "))
        #expect(!"Apples vsBanana".containsUTF8(of: " vs "))
        #expect("".containsUTF8(of: ""))
        #expect(!"a".containsUTF8(of: "ab"))
    }

    /// `asciiPieces` gives `split(separator:)`'s pieces, empty ones dropped, for ASCII text.
    @Test func asciiPiecesAreTheSplitPieces() {
        var generator = SplitMix64(seed: 3)
        for _ in 0..<500 {
            let text = String((0..<Int(generator.next() % 24)).map { _ in Array("ab.. 9Z")[Int(generator.next() % 7)] })
            #expect(text.asciiPieces(separatedBy: UInt8(ascii: ".")) == text.split(separator: ".").map(String.init), "\(text)")
            #expect(text.asciiPieces(separatedBy: UInt8(ascii: " ")) == text.split(separator: " ").map(String.init), "\(text)")
        }
    }
}

@Suite struct ConcurrentPartsTests {
    /// Each part's result comes back in its place, whichever part finishes first.
    @Test func resultsKeepTheirPlaces() {
        for _ in 0..<50 {
            let (number, text, list) = ConcurrentParts.run({ (1...1000).reduce(0, +) }, { "b" }, { [2.5, 3] })
            #expect(number == 500_500)
            #expect(text == "b")
            #expect(list == [2.5, 3])
        }
    }
}
