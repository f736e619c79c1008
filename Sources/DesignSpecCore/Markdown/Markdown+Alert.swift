extension Markdown {
    /// The kind of a GitHub alert: a block quote whose first line is `[!NOTE]`, `[!TIP]`,
    /// `[!IMPORTANT]`, `[!WARNING]` or `[!CAUTION]` alone (any case).
    public enum AlertKind: String, Hashable, Sendable, CaseIterable {
        case note, tip, important, warning, caution

        /// The kind a marker names (`[!NOTE]`, `[!note]`), nil for any other text.
        init?(marker: String) {
            guard marker.hasPrefix("[!"), marker.hasSuffix("]"), marker.utf8.count <= 12 else { return nil }
            self.init(rawValue: String(marker.dropFirst(2).dropLast()).lowercased())
        }
    }
}

extension Markdown.BlockQuote {
    /// The quote `blocks` make, as GitHub reads it: an alert when its first paragraph's
    /// first line is a marker alone and something follows it (the marker is then taken out
    /// of `blocks`); a plain quote otherwise, text after the marker on its line included.
    /// Only a quote at the top of a document is an alert, as on GitHub.
    static func detectingAlert(in blocks: [Markdown.Block], range: SourceRange) -> Markdown.BlockQuote {
        guard case .paragraph(let first)? = blocks.first,
              case .text(let text)? = first.inlines.first,
              let kind = Markdown.AlertKind(marker: text)
        else { return Markdown.BlockQuote(blocks: blocks, range: range) }
        var rest = first.inlines.dropFirst()
        switch rest.first {
        case nil: break
        case .softBreak?, .hardBreak?: rest = rest.dropFirst()
        default: return Markdown.BlockQuote(blocks: blocks, range: range)
        }
        var content = Array(blocks.dropFirst())
        if !rest.isEmpty {
            content.insert(.paragraph(Markdown.Paragraph(inlines: Array(rest), range: first.range)), at: 0)
        }
        guard !content.isEmpty else { return Markdown.BlockQuote(blocks: blocks, range: range) }
        return Markdown.BlockQuote(blocks: content, range: range, alert: kind)
    }
}

extension Markdown.AlertKind {
    /// The callout's title in English, as GitHub shows it.
    public var englishTitle: String {
        switch self {
        case .note: "Note"
        case .tip: "Tip"
        case .important: "Important"
        case .warning: "Warning"
        case .caution: "Caution"
        }
    }
}
