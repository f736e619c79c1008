import DesignSpecCore

/// The edits themselves: a cell's source text, the value or name in it rewritten and
/// checked, and where the change sits in the line.
extension FixPlanner {
    /// `edit` (of a row's name or alias), then the row's value cells that do not agree
    /// with `token`: edits under a `value-mismatch` finding of their own cell, or that
    /// finding left when the cell's form cannot state the token's value.
    func followingValueEdits(_ place: CellPlace, token: String, after edit: CellEdit) -> FixPlan {
        var plan = FixPlan(edits: [edit])
        for cell in place.entry.values {
            guard let cellToken = cell.token ?? binder.token(for: .token(token), mode: cell.mode),
                  let stated = cell.value, let expected = expectedValue(of: cellToken, for: cell),
                  StatedValue.agrees(stated, expected) == false else { continue }
            // Worded as `value-mismatch` words it.
            var subject = "`\(cellToken)`" + (cell.property.map { " \($0)" } ?? "")
            if let mode = cell.mode, model.tokens[cellToken]?.values.contains(where: { $0.mode != nil }) == true {
                subject += " (\(mode))"
            }
            let finding = Finding(rule: .valueMismatch, severity: .error,
                                  message: "\(cell.text) here, but \(subject) is \(expected.displayString)", at: cell.range)
            switch valueEdit(cell, in: place, token: cellToken, finding: finding) {
            case .success(let edit): plan.edits.append(edit)
            case .failure(let refusal): plan.left.append(FixPlan.Left(finding: finding, reason: refusal.reason))
            }
        }
        return plan
    }

    /// The value `token` holds for the cell's mode (the field, in a property row).
    func expectedValue(of token: String, for cell: ValueCell) -> DesignValue? {
        guard let expected = model.tokens[token]?.modeValue(for: cell.mode)?.resolved else { return nil }
        guard let property = cell.property else { return expected }
        return StatedValue.field(property, of: expected)
    }

    /// The edit writing `token`'s value into `cell`, a value cell of `place`'s entry.
    func valueEdit(_ cell: ValueCell, in place: CellPlace, token: String, finding: Finding) -> Result<CellEdit, FixRefusal> {
        guard let stated = cell.value else { return .refused("the cell's value cannot be read") }
        guard let expected = expectedValue(of: token, for: cell) else { return .refused("`\(token)` has no value to write here") }
        let text: CellText
        switch cellText(cell.range, in: place.doc) {
        case .success(let found): text = found
        case .failure(let refusal): return .failure(refusal)
        }
        // The value as the extraction read it (the cell's text without markup), and the
        // same characters in the source: where the parser finds them, else their one
        // occurrence (`**16pt**`).
        let plain = Array(cell.text)
        guard case .value(_, let plainSpan, _) = ValueParser.parse(cell.text) else { return .refused("the cell's value cannot be read") }
        let oldCharacters = Array(plain[plainSpan])
        let span: Range<Int>
        if case .value(_, let sourceSpan, _) = ValueParser.parse(String(text.characters)),
           text.characters[sourceSpan].elementsEqual(oldCharacters) {
            span = sourceSpan
        } else if let only = Self.onlyOccurrence(of: oldCharacters, in: text.characters) {
            span = only
        } else {
            return .refused("the cell's markup hides its value")
        }
        let old = String(oldCharacters)
        guard let new = ValueRewriter.rewrite(old, stated: stated, expected: expected), new != old else {
            return .refused("the cell writes the value in a form that cannot state \(expected.displayString)")
        }
        var changed = plain
        changed.replaceSubrange(plainSpan, with: Array(new))
        let reread = PropertyValues.coerce(ValueParser.parse(String(changed)).value, text: String(changed), property: cell.property)
        guard let reread, StatedValue.agrees(reread, expected) == true else {
            return .refused("the cell writes the value in a form that cannot state \(expected.displayString)")
        }
        return .success(edit(finding, text: text, span: span, old: old, new: new, table: place.table))
    }

    /// The edit writing `target`'s name into `cell`, a name cell of `place`'s entry.
    func nameEdit(_ cell: NameCell, in place: CellPlace, to target: String, finding: Finding) -> Result<CellEdit, FixRefusal> {
        let text: CellText
        switch cellText(cell.range, in: place.doc) {
        case .success(let found): text = found
        case .failure(let refusal): return .failure(refusal)
        }
        let written = Array(cell.text)
        guard let span = Self.onlyOccurrence(of: written, in: text.characters) else {
            return .refused("the cell's markup hides its name")
        }
        guard let new = TokenNameStyler(binder: binder).rename(cell.text, to: target, group: place.table.tokensGroup) else {
            return .refused("`\(target)` cannot be written in the style of `\(cell.text)`")
        }
        // A token's name may hold anything JSON allows; a line break or a pipe would break the row.
        guard !new.contains(where: { $0.isNewline || $0 == "|" || $0 == "`" }) else {
            return .refused("`\(target)` cannot be written in a table cell")
        }
        return .success(edit(finding, text: text, span: span, old: cell.text, new: new, table: place.table))
    }

    func edit(_ finding: Finding, text: CellText, span: Range<Int>, old: String, new: String, table: DocTable) -> CellEdit {
        CellEdit(finding: finding, line: text.line,
                 columns: (text.firstColumn + span.lowerBound)...(text.firstColumn + span.upperBound - 1),
                 cellEndColumn: text.firstColumn + text.characters.count - 1,
                 tableLines: table.range.start.line...table.range.end.line, oldText: old, newText: new)
    }

    /// A cell's source characters, markup included, and where they start.
    struct CellText {
        var line: Int
        var firstColumn: Int
        var characters: [Character]
    }

    func cellText(_ range: SourceRange, in doc: DocModel) -> Result<CellText, FixRefusal> {
        if let reason = unwritable[range.file] { return .refused(reason) }
        guard let source = sources[range.file] else { return .refused("the doc cannot be read") }
        guard !Self.isInCodeBlock(range, of: doc) else { return .refused("it is in a code block, which fix never rewrites") }
        guard range.start.line == range.end.line, let (characters, _) = source.characters(ofLine: range.start.line),
              range.start.column >= 1, range.end.column >= range.start.column, range.end.column <= characters.count else {
            return .refused("the doc changed since it was read")
        }
        return .success(CellText(line: range.start.line, firstColumn: range.start.column,
                                 characters: Array(characters[(range.start.column - 1)..<range.end.column])))
    }

    /// Where `needle` is in `characters`, when it is there exactly once.
    static func onlyOccurrence(of needle: [Character], in characters: [Character]) -> Range<Int>? {
        guard !needle.isEmpty, characters.count >= needle.count else { return nil }
        let starts = (0...(characters.count - needle.count)).filter { characters[$0..<$0 + needle.count].elementsEqual(needle) }
        return starts.count == 1 ? starts[0]..<starts[0] + needle.count : nil
    }

    /// Whether a range is inside a code block of its doc (never true of a table cell; a
    /// guard, so no edit can reach code).
    private static func isInCodeBlock(_ range: SourceRange, of doc: DocModel) -> Bool {
        doc.markdown.allBlocks.contains { block in
            guard case .codeBlock(let code) = block else { return false }
            return code.range.start.line <= range.start.line && range.end.line <= code.range.end.line
        }
    }
}
