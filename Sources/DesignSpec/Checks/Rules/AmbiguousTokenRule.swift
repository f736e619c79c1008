/// `ambiguous-token`: a doc's name matches several tokens by its words.
struct AmbiguousTokenRule: ContextCheckRule {
    static let description = RuleDescription(
        id: "ambiguous-token", defaultSeverity: .warning,
        summary: "A name in a doc matches several tokens.",
        explanation: """
            Names match by their words, not their punctuation, so `color.bg-default` and \
            `color.bg.default` are the same name. When two tokens share the words, a doc that \
            names them cannot be checked. Rename one of the tokens so their words differ.
            """)

    static var examples: [RuleExample] { AmbiguousTokenRuleExamples.all }

    func findings(in model: DesignModel, context: CheckContext) -> [Finding] {
        context.docTokenNames.compactMap { name in
            guard case .ambiguous(let candidates) = name.binding else { return nil }
            let listed = candidates.map { "`\($0)`" }.joined(separator: ", ")
            let notes = candidates.compactMap { candidate in
                model.tokens.definitionRange(of: candidate).map { Finding.Note("`\(candidate)` defined here", at: $0) }
            }
            return finding("`\(name.text)` matches \(candidates.count) tokens: \(listed); their names differ only in punctuation",
                           at: name.range, notes: notes)
        }
    }
}
