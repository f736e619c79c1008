import DesignSpecCore
import Foundation

/// The value each table cell's text reads as (`ValueParser.parse(text).value`), parsed
/// once per build and shared by every page, from any thread. Cells repeat: the same
/// use-case sentence down a column and across docs, the same `16pt` in many tables; and
/// reading prose to find it holds no value is what parsing costs most (the
/// diagrams of a drift-heavy corpus spent a tenth of `build` re-parsing them).
struct CellValueMemo: Sendable {
    private let values = SharedMemo<ExactText, DesignValue?>()

    /// `ValueParser.parse(text).value`, parsed at most once per distinct text, by its bytes
    /// (`ExactText`: a string or font family value keeps the text as written; two
    /// threads may both parse a text new to both; they find the same value).
    func value(of text: String) -> DesignValue? {
        values.value(for: ExactText(text)) { ValueParser.parse(text).value }
    }
}
