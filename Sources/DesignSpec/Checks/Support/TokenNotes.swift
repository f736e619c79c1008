extension Token {
    /// The notes that show where a token's value comes from: its definition, then each
    /// alias it goes through (Semantic → Base), the last with the value.
    func definitionNotes(for modeValue: TokenModeValue?) -> [Finding.Note] {
        var notes = [Finding.Note("`\(name)` defined here", at: definitionRange)]
        guard let modeValue else { return notes }
        // A long chain is its first step, how many are left out and its last (`AliasChainDisplay`).
        let chain = AliasChainDisplay(modeValue.aliasChain)
        for (offset, step) in chain.steps.enumerated() {
            let isLast = offset == chain.steps.count - 1
            let value = isLast ? modeValue.resolved.map { ": \($0.displayString)" } ?? "" : ""
            if isLast, chain.omitted > 0 {
                notes.append(Finding.Note("aliases \(AliasChainDisplay.omittedText(chain.omitted)) steps", at: step.range))
            }
            notes.append(Finding.Note("aliases `\(step.name)`\(value)", at: step.range))
        }
        return notes
    }

    /// The value the docs compare with for a cell of `mode`: that mode's value, else the
    /// value shared by every mode. Nil when the token has several modes and not that one.
    func modeValue(for mode: String?) -> TokenModeValue? {
        guard let mode else { return values.first }
        return values.first { $0.mode?.lowercased() == mode.lowercased() } ?? values.first { $0.mode == nil }
    }
}
