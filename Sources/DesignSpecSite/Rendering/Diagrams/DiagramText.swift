/// Text helpers for labels: SVG text does not wrap or measure itself, so labels are
/// shortened to a budget and their width is estimated from the character count.
enum DiagramText {
    /// The text, cut to `limit` characters with an ellipsis when longer. Whole grapheme
    /// clusters only, so Hangul and emoji are never split.
    static func truncated(_ text: String, to limit: Int) -> String {
        // A character is at least one UTF-8 byte: counting characters (slow) only when the
        // bytes alone do not show that the text fits.
        guard text.utf8.count > limit, text.count > limit, limit > 1 else { return text }
        return String(text.prefix(limit - 1)) + "…"
    }

    /// An estimate of the text's width at `size` px: wide (Hangul, CJK) characters count
    /// a full em, others about 0.6 em.
    static func estimatedWidth(_ text: String, size: Double) -> Double {
        text.unicodeScalars.reduce(0) { width, scalar in
            width + (scalar.value >= 0x1100 ? 1.0 : 0.6) * size
        }
    }
}

extension DiagramText {
    /// A font family name for a CSS `font-family` list: quoted, with the characters that
    /// could end the string or the declaration (`"`, `\`, `;`, `{`, `}`, `<`, `>`) and
    /// control characters left out. The attribute it goes into is escaped as well.
    static func cssFamilyName(_ name: String) -> String {
        let kept = name.unicodeScalars.filter { scalar in
            !"\"\\;{}<>".unicodeScalars.contains(scalar) && scalar.value >= 0x20 && scalar.value != 0x7F
        }
        return "\"" + String(String.UnicodeScalarView(kept)) + "\""
    }
}
