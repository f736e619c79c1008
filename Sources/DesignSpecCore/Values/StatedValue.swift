/// How a value a doc states compares with a token's value: the one comparison the check's
/// `value-mismatch`, `fix` and the extraction's "did you mean" by stated value share.
package enum StatedValue {
    /// Whether a doc value agrees with a token value: `matches`, plus a plain number for a
    /// font weight, plus the same number with a unit the token does not carry (`-1.5%`
    /// for a bare `-1.5`); nil when a cell cannot state such a value (a whole composite, a
    /// font family or a string in one cell), so nothing is claimed.
    package static func agrees(_ stated: DesignValue, _ expected: DesignValue) -> Bool? {
        if expected.bareNumber != nil, stated.matchesIgnoringUnit(bare: expected) { return true }
        switch (stated, expected) {
        case (.number(let number), .fontWeight(let weight)), (.fontWeight(let weight), .number(let number)):
            return DesignValue.close(number, Double(weight))
        case (.composite, .composite): return stated.matches(expected)
        case (_, .composite), (_, .fontFamily), (_, .string): return nil
        default: return stated.matches(expected)
        }
    }

    /// A composite's field named like `property` (`fontSize`, `font-size`, `Font size`).
    package static func field(_ property: String, of value: DesignValue) -> DesignValue? {
        guard case .composite(let fields) = value else { return nil }
        let key = normalized(property)
        return fields.first { normalized($0.name) == key }?.value
    }

    private static func normalized(_ name: String) -> String {
        String(name.lowercased().filter { $0.isLetter || $0.isNumber })
    }
}
