/// `unchecked-column`: a token table has a column of values that nothing compares.
/// Made by the extraction; the check passes it on.
struct UncheckedColumnRule: ModelFindingRule {
    static let description = RuleDescription(
        id: .uncheckedColumn, defaultSeverity: .warning,
        summary: "A token table has a column of values that is not checked.",
        explanation: """
            A column is compared with the tokens when its header says what it holds: a value \
            (Value, 값, Pixel Value, HEX), a mode of the tokens in Korean or English and the usual \
            variants (Light, 라이트 모드, Dark (HEX), Light 값), or a part of a composite token \
            (Font, Size, Weight, Line height, 크기, 행간, 굵기; X, Y, Blur, Spread, Color). A \
            column whose cells are values under any other header, and a mode column for a mode \
            the tokens do not have, are read by no one: the finding, at the header cell, says \
            which header words would make it checked. Head a column of prose Description or 설명.
            """)

    static var examples: [RuleExample] { UncheckedColumnRuleExamples.all }
}
