import Foundation
import Testing
@testable import DesignSpecCore
@testable import DesignSpecSite

/// The site's ASCII and byte fast paths give exactly what the Unicode definitions they
/// stand in for give.
@Suite struct SiteFastPathTests {
    @Test func highlighterClassifiesEveryASCIIScalarAsUnicodeDoes() {
        for value in UInt8(0)...UInt8(127) {
            let scalar = Unicode.Scalar(value)
            #expect(SwiftHighlighter.isIdentifierStart(scalar) == (scalar == "_" || scalar.properties.isAlphabetic), "\(value)")
            #expect(SwiftHighlighter.isUppercase(scalar) == scalar.properties.isUppercase, "\(value)")
        }
        for scalar in ["é", "가", "Σ", "ß", "\u{301}", "٣", "😀", "\u{A0}"].flatMap(\.unicodeScalars) {
            #expect(SwiftHighlighter.isIdentifierStart(scalar) == scalar.properties.isAlphabetic)
            #expect(SwiftHighlighter.isUppercase(scalar) == scalar.properties.isUppercase)
        }
    }

    @Test func highlighterMarksCommentsStringsAndTypesAtTheEdges() {
        #expect(SwiftHighlighter.html("/") == "/")
        #expect(SwiftHighlighter.html("a/*b") == "a<span class=\"tok-comment\">/*b</span>")
        #expect(SwiftHighlighter.html("/**/x//") == "<span class=\"tok-comment\">/**/</span>x<span class=\"tok-comment\">//</span>")
        #expect(SwiftHighlighter.html("#") == "#")
        #expect(SwiftHighlighter.html("Éa Ab _b") == "<span class=\"tok-type\">Éa</span> <span class=\"tok-type\">Ab</span> _b")
        #expect(SwiftHighlighter.html("x<y&z") == "x&lt;y&amp;z")
    }
}

extension SiteFastPathTests {
    @Test func asciiSlugsAreTheUnicodeSlugs() {
        var paths = ["01-foundations-spacing.md", "Spacing Scale.MD", "a.Markdown", ".md", "...md", "x.mdown", "__A_b__",
                     "evil\"<x>'.md", "a\r\nb.md", "tab\there", "", "md", "a.md.md", "-x-", "9.markdown"]
        paths += (0...127).map { "a" + String(UnicodeScalar(UInt8($0))) + "Z.md" }
        for path in paths {
            #expect(SiteSlug.asciiSlug(forPath: path) == SiteSlug.unicodeSlug(forPath: path), "\(path.debugDescription)")
        }
        #expect(SiteSlug.slug(forPath: "가이드/간격.md") == "가이드-간격")
    }
}

extension SiteFastPathTests {
    @Test(arguments: [0.01, 0.5, 1, 1.5, 2, 59.9, 119.2, 120, 120.01, 500])
    func dimensionSketchesAreBarsTwoPixelsAPoint(_ points: Double) {
        let length = Int(min(points, 120).rounded(.up)) * 2
        #expect(TokenValueSketch.svg(.dimension(Dimension(points, .pt))) == """
            <svg class="ds-diagram token-bar" width="\(length + 2)" height="12" viewBox="0 0 \(length + 2) 12" aria-hidden="true">\
            <rect x="1" y="2" width="\(length)" height="8" rx="2" fill="currentColor"/></svg>
            """)
    }

    @Test func colorSketchesAndNothingElse() {
        #expect(TokenValueSketch.svg(.color(Color(red: 1, green: 0, blue: 0.5))) == """
            <svg class="ds-diagram token-swatch" width="40" height="24" viewBox="0 0 40 24" aria-hidden="true">\
            <rect x="0.5" y="0.5" width="39" height="23" rx="4" fill="#FF0080" stroke="currentColor" stroke-opacity="0.35"/></svg>
            """)
        #expect(TokenValueSketch.svg(.dimension(Dimension(0, .pt))) == "")
        #expect(TokenValueSketch.svg(.dimension(Dimension(-3, .pt))) == "")
        #expect(TokenValueSketch.svg(.dimension(Dimension(.infinity, .pt))) == "")
        #expect(TokenValueSketch.svg(nil) == "")
    }
}

extension SiteFastPathTests {
    @Test func asciiGroupsMatchPathsAsTheirSplitDoes() {
        let paths = [["color", "base", "gray"], ["color"], ["color", "base"], [], ["colour", "base", "x"], ["", "base", "x"]]
        for group in ["color", "color.base", "color..base.", ".", "", "color.bas", "base", "color.base.gray.600", "colorbase"] {
            for path in paths {
                #expect(TokenCodeNames.asciiGroupLength(group, in: path) == TokenCodeNames.groupLength(group, in: path), "\(group) \(path)")
            }
        }
        // Kelvin sign: canonically `K`, so only the Unicode comparison may take it for one.
        #expect(TokenCodeNames.groupLength("K", in: ["\u{212A}", "x"]) == 1)
        #expect(TokenCodeNames.swiftName(["\u{212A}", "x"], prefixes: [.init(code: "Root", group: "K")]) == "Root.x")
    }

    @Test func asciiSwiftNamesJoinNumbersAndCaseTheLastWord() {
        #expect(TokenCodeNames.swiftName(["space", "2-4"]) == "Space._24")
        #expect(TokenCodeNames.swiftName(["space", "x_-4"]) == "Space.x4")
        #expect(TokenCodeNames.swiftName(["space", "__", "_"]) == "Space..")
        #expect(TokenCodeNames.swiftName(["color", "base", "a-b", "c d"], prefixes: TokenCodeNames.samplePrefixes) == "BaseColor.A.B.cD")
        #expect(TokenCodeNames.swiftName(["color", "base"], prefixes: TokenCodeNames.samplePrefixes) == "SemanticColor.base")
        #expect(TokenCodeNames.swiftName(["a"], prefixes: []) == "a")
        #expect(TokenCodeNames.swiftName(["a", "B"], prefixes: [.init(code: "", group: "a")]) == ".b")
    }
}

extension SiteFastPathTests {
    /// Every simple scalar, in order.
    static let simpleScalars: [Unicode.Scalar] = [0x0000...0x02FF, 0x2010...0x2027, 0x2030...0x205E, 0xAC00...0xD7A3]
        .flatMap { $0 }.compactMap(Unicode.Scalar.init)

    @Test func simpleScalarsAreEachACharacterBesideAnyOther() {
        // CR LF is the one pair that makes one character: CR is left out here, and the
        // byte paths refuse it (cutting) or treat both as the whitespace they are.
        let scalars = Self.simpleScalars.filter { $0 != "\r" }
        var all = String.UnicodeScalarView()
        all.append(contentsOf: scalars)
        all.append(contentsOf: scalars.reversed())
        #expect(String(all).count == scalars.count * 2)
        for scalar in scalars {
            var pair = String.UnicodeScalarView()
            pair.append(contentsOf: [scalar, scalar, "가", scalar, "a", scalar, "·", scalar])
            #expect(String(pair).count == 8, "\(scalar.value)")
        }
        for scalar in Self.simpleScalars {
            var view = String.UnicodeScalarView()
            view.append(scalar)
            let bytes = Array(String(view).utf8)
            bytes.withUnsafeBufferPointer { buffer in
                #expect(SimpleScalars.scalar(in: buffer, at: 0)?.value == scalar.value)
                #expect(SimpleScalars.scalar(in: buffer, at: 0)?.length == bytes.count)
                #expect(SimpleScalars.whitespaceLength(in: buffer, at: 0) == (Character(scalar).isWhitespace ? bytes.count : 0),
                        "\(scalar.value)")
            }
        }
        for text in ["\u{300}", "\u{200D}", "\u{2028}", "\u{202F}", "\u{205F}", "\u{3000}", "\u{1100}", "\u{D7A4}", "\u{ABFF}", "😀", "\u{2060}"] {
            Array(text.utf8).withUnsafeBufferPointer { #expect(SimpleScalars.scalar(in: $0, at: 0) == nil, "\(text.unicodeScalars.first!.value)") }
        }
    }

    /// Texts from pieces that test every rule near a cut: Hangul syllables and jamo,
    /// combining marks, emoji ZWJ sequences and flags, CR LF, the separators search uses.
    static func mixedTexts(count: Int, pieces: [String], length: ClosedRange<Int>) -> [String] {
        var seed: UInt64 = 0x5EED
        func next(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(bound))
        }
        return (0..<count).map { _ in
            (0..<(length.lowerBound + next(length.count))).map { _ in pieces[next(pieces.count)] }.joined()
        }
    }

    static let pieces = ["a", "B", " ", "  ", "가", "힣", "\u{1100}\u{1161}", "\u{11A8}", "e\u{301}", "\u{301}", "\u{20DD}",
                         "👩\u{200D}👩\u{200D}👧", "\u{200D}", "🇰🇷", "🇰", "\r\n", "\r", "\n", "\t", "·", "…", "›", "\u{A0}",
                         "\u{85}", "\u{3000}", "Ω", "é", "9", "\u{7F}"]

    @Test func shortenOnBytesCutsWhereCharactersDo() {
        func byCharacters(_ text: String, to limit: Int) -> String {
            guard text.count > limit else { return text }
            let cut = text.prefix(limit)
            if let space = cut.lastIndex(of: " "), cut.distance(from: cut.startIndex, to: space) > limit / 2 {
                return String(cut[..<space]) + "…"
            }
            return String(cut) + "…"
        }
        // Mostly simple texts, so the byte path runs, with a foreign piece here and there.
        let simple = ["a", " ", "가", "·", "…", "›", "\u{A0}", "é", "\n", "9"]
        let texts = Self.mixedTexts(count: 1500, pieces: Self.pieces, length: 1...30)
            + Self.mixedTexts(count: 1500, pieces: simple + simple + simple + Self.pieces, length: 5...40)
            + ["", "가나다라마바사아자차카", "a b c d e f g h i j k", String(repeating: "간격 ", count: 300), "a\r\nb c d e f g h i j"]
        for text in texts {
            for limit in [1, 4, 9, 10, 17] {
                #expect(SiteDoc.shorten(text, to: limit) == byCharacters(text, to: limit), "\(text.debugDescription) \(limit)")
            }
        }
        #expect(SiteDoc.shorten(String(repeating: "간격 ", count: 300), to: 400) == byCharacters(String(repeating: "간격 ", count: 300), to: 400))
    }

    @Test func collapsingPartsOnBytesMatchesSplittingTheirJoinedCharacters() {
        let texts = Self.mixedTexts(count: 1500, pieces: Self.pieces, length: 0...12)
        for start in stride(from: 0, to: texts.count - 3, by: 3) {
            let parts = Array(texts[start..<(start + (start % 4))])
            let expected = parts.joined(separator: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(SiteBuilder.collapsingWhitespace(joining: parts) == expected, "\(parts.debugDescription)")
            #expect(SiteBuilder.collapsingWhitespace(texts[start]) == texts[start].split(whereSeparator: \.isWhitespace).joined(separator: " "))
        }
        #expect(SiteBuilder.collapsingWhitespace(joining: []) == "")
        #expect(SiteBuilder.collapsingWhitespace(joining: ["", " ", "a\u{A0}\u{85}b", ""]) == "a b")
    }
}

extension SiteFastPathTests {
    @Test func recipeNamesAreSearchedAsStringsAre() {
        let texts = ["icon button", "버튼", "아이콘 버튼", "chipset", "fa", "", "toggle\r\nlink", "linkage", "ch ip", "e\u{301}fab"]
        for text in texts {
            for word in ["button", "버튼", "chip", "칩", "fab", "toggle", "link", "\r", "p\r"] {
                #expect(SiteRecipe.names(text, word) == text.contains(word), "\(text.debugDescription) \(word.debugDescription)")
            }
        }
    }
}

extension SiteFastPathTests {
    @Test func sharedHighlightsAreTheHighlighters() {
        let memo = SwiftHighlightMemo()
        for code in ["let a = 1 // one", "Text(\"저장\")\n    .padding(8)", ""] {
            #expect(memo.html(code) == SwiftHighlighter.html(code))
            #expect(memo.html(code) == SwiftHighlighter.html(code))
        }
    }
}
