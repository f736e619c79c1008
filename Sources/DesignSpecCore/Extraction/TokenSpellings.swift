/// The spellings of token names a reader sees outside token tables and Swift: a CSS custom
/// property (`var(--vapor-color-canvas)`), an SCSS variable (`$bg-primary-100`) and Figma's
/// slash path (`fg/neutral-muted`), in prose code spans and in code blocks of any language.
enum TokenSpellings {
    /// The words of each such spelling in `text`, left to right: a run of letters, digits,
    /// `-`, `_`, `.` and `/` that starts with `--` or `$`, or holds a `/` between two words.
    static func candidates(in text: String) -> [[String]] {
        let bytes = Array(text.utf8)
        guard bytes.contains(where: { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "$") || $0 == UInt8(ascii: "/") }) else {
            return []
        }
        func isPart(_ byte: UInt8) -> Bool {
            byte.isASCIILetter || byte.isASCIIDigit || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "/")
        }
        var result: [[String]] = []
        var index = 0
        while index < bytes.count {
            let sigil = bytes[index] == UInt8(ascii: "$")
            guard sigil || isPart(bytes[index]) else { index += 1; continue }
            let start = index
            index += 1
            while index < bytes.count, isPart(bytes[index]) { index += 1 }
            let run = bytes[start..<index]
            let isCSS = run.starts(with: [UInt8(ascii: "-"), UInt8(ascii: "-")])
            let isSlashPath = !sigil && !isCSS && run.dropFirst().dropLast().contains(UInt8(ascii: "/"))
                && run.first?.isASCIILetter == true
            guard sigil || isCSS || isSlashPath else { continue }
            let words = NameWords.split(String(decoding: run, as: UTF8.self))
            if words.count > 1 { result.append(words) }
        }
        return result
    }
}
