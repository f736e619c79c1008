import DesignSpecCore

/// One change `designspec fix` makes: in one table cell of a doc, the characters
/// `columns` of `line` (the value or the name inside the cell, markup around it kept)
/// become `newText`, to settle `finding`.
package struct CellEdit: Hashable, Sendable {
    var finding: Finding
    var line: Int
    /// 1-based character columns of the text replaced, first to last.
    var columns: ClosedRange<Int>
    /// The last character column of the cell's text: the cell's trailing padding starts
    /// after it (kept aligned by the applier).
    var cellEndColumn: Int
    /// The lines of the table the cell is in, header to last row.
    var tableLines: ClosedRange<Int>
    var oldText: String
    var newText: String

    package var file: String { finding.range.file }
}
