import DesignSpecCore

/// The icons of the callouts, drawn on a 16-unit grid in the text's colour (`currentColor`):
/// a circled "i" for a note, a bulb for a tip, a speech bubble with "!" for important, a
/// triangle for a warning and an octagon for caution, as readers know them from GitHub.
enum CalloutIcon {
    static func svg(_ kind: Markdown.AlertKind) -> String {
        "<svg class=\"callout-icon\" viewBox=\"0 0 16 16\" width=\"16\" height=\"16\" aria-hidden=\"true\" focusable=\"false\" "
            + "fill=\"none\" stroke=\"currentColor\" stroke-width=\"1.5\" stroke-linecap=\"round\" stroke-linejoin=\"round\">"
            + shapes(kind) + "</svg>"
    }

    private static func shapes(_ kind: Markdown.AlertKind) -> String {
        switch kind {
        case .note:
            "<circle cx=\"8\" cy=\"8\" r=\"6.5\"/><path d=\"M8 7.5v4\"/>" + dot(y: 4.9)
        case .tip:
            "<path d=\"M6 11.5c0-1.5-2.5-2.4-2.5-5a4.5 4.5 0 0 1 9 0c0 2.6-2.5 3.5-2.5 5z\"/><path d=\"M6.25 14h3.5\"/>"
        case .important:
            "<path d=\"M2 2.25h12v8.5H8.5L5 13.75v-3H2z\"/><path d=\"M8 4.5v2.75\"/>" + dot(y: 9.1)
        case .warning:
            "<path d=\"M8 1.75l6.75 12H1.25z\"/><path d=\"M8 6v3.5\"/>" + dot(y: 11.6)
        case .caution:
            "<path d=\"M5.2 1.5h5.6l3.7 3.7v5.6l-3.7 3.7H5.2l-3.7-3.7V5.2z\"/><path d=\"M8 4.5v4\"/>" + dot(y: 11)
        }
    }

    /// The dot of an "i" or a "!".
    private static func dot(y: Double) -> String {
        "<circle cx=\"8\" cy=\"\(y)\" r=\"0.9\" fill=\"currentColor\" stroke=\"none\"/>"
    }
}
