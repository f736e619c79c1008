import DesignSpecCore

extension FindingMessage {
    /// `` `name` defined here ``: the note at a token's definition.
    static func definedHere(_ name: String) -> FindingMessage {
        FindingMessage(en: "\(code: name) defined here", ko: "\(code: name) 정의 위치")
    }
}

extension Token {
    /// The notes that show where a token's value comes from: its definition, then each
    /// alias it goes through (Semantic → Base), the last with the value.
    func definitionNotes(for modeValue: TokenModeValue?) -> [Finding.Note] {
        var notes = [Finding.Note(.definedHere(name), at: definitionRange)]
        guard let modeValue, !modeValue.aliasChain.isEmpty else { return notes }
        // A long chain is its first step, how many are left out and its last (`AliasChainDisplay`).
        let chain = AliasChainDisplay(modeValue.aliasChain)
        // The steps once (each is a new array), the notes appended as made.
        let steps = chain.steps
        notes.reserveCapacity(steps.count + 2)
        for (offset, step) in steps.enumerated() {
            var message = FindingMessage(en: "aliases \(code: step.name)", ko: "\(code: step.name) 참조")
            if offset == steps.count - 1 {
                if chain.omitted > 0 {
                    notes.append(Finding.Note(FindingMessage(en: "aliases \(AliasChainDisplay.omittedText(chain.omitted)) steps",
                                                             ko: "참조 \(chain.omitted)단계 더"), at: step.range))
                }
                if let resolved = modeValue.resolved {
                    let value = resolved.displayString
                    message += FindingMessage(en: ": \(value)", ko: ", 값 \(value)")
                }
            }
            notes.append(Finding.Note(message, at: step.range))
        }
        return notes
    }
}
