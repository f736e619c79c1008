/// Highlighted Swift (`SwiftHighlighter.html`), made once per build for each code text
/// and shared by every page, from any thread: a recipe's code is shown on its doc's page
/// and again on the components page.
struct SwiftHighlightMemo: Sendable {
    /// Enough for every recipe of a large site; past it, code is highlighted each time.
    private let values = SharedMemo<String, String>(capacity: 10_000)

    func html(_ code: String) -> String {
        values.value(for: code) { SwiftHighlighter.html(code) }
    }
}
