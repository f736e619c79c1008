/// `malformed-table`: a pipe table that Markdown readers break, so its values are not read
/// as written. Made by the extraction from the source; the check passes it on.
struct MalformedTableRule: ModelFindingRule {
    static let description = RuleDescription(
        id: .malformedTable, defaultSeverity: .warning,
        summary: "A token table is written so that Markdown readers break it.",
        explanation: """
            A pipe table's delimiter row (`| --- | --- |`) must have as many cells as its \
            header; when it does not, cmark-gfm and GitHub show the lines as a paragraph, and \
            a token table written that way (a name column and a value column) is silently not \
            checked: the finding is at its first line, with the two counts. A row with fewer \
            cells than the header is padded with empty cells, so a value meant for one column \
            is read in another, and a row with more cells loses the last ones: the finding is \
            at the row.
            """)

    static var examples: [RuleExample] { MalformedTableRuleExamples.all }
}
