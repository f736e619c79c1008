import DesignSpecCore

/// Highlighted Swift (`SwiftHighlighter.html`), made once per build for each code text
/// and shared by every page, from any thread: a recipe's code is shown on its doc's page
/// and again on the components page. Keyed by the code's bytes (`ExactText`): a page shows
/// its doc's code as written, never another doc's canonically equal spelling.
struct SwiftHighlightMemo: Sendable {
    /// Enough for every recipe of a large site; past it, code is highlighted each time.
    private let values = SharedMemo<ExactText, String>(capacity: 10_000)

    func html(_ code: String) -> String {
        values.value(for: ExactText(code)) { SwiftHighlighter.html(code) }
    }
}
