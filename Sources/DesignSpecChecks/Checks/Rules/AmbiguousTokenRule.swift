import DesignSpecCore

/// `ambiguous-token`: a doc's name matches several tokens by its words.
struct AmbiguousTokenRule: ContextCheckRule {
    static let description = RuleDescription(
        id: .ambiguousToken, defaultSeverity: .warning,
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
            let notes = candidates.compactMap { candidate in
                model.tokens.definitionRange(of: candidate).map { Finding.Note(.definedHere(candidate), at: $0) }
            }
            return finding(FindingMessage(
                en: "\(code: name.text) matches \(candidates.count) tokens: \(codes: candidates, separator: ", "); their names differ only in punctuation",
                ko: "\(code: name.text)에 맞는 토큰이 \(candidates.count)개입니다: \(codes: candidates, separator: ", "); 이름이 구두점만 다릅니다"),
                           at: name.range, notes: notes)
        }
    }
}
