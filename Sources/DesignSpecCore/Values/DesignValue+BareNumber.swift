extension DesignValue {
    /// A number with no unit: `.number`, or a unitless dimension. Token files often store
    /// letter spacing in percent (`-1.5`) or a line height as a ratio (`1.5`) so.
    public var bareNumber: Double? {
        switch self {
        case .number(let n): n
        case .dimension(let d) where d.unit == .unitless: d.value
        default: nil
        }
    }

    /// The numbers a doc value can mean once its unit is set aside: the number as written
    /// (`-1.5` of `-1.5%`, `0.5` of `0.5em`, `16` of `16pt`) and, for a ratio, its
    /// fraction (`1.5` of `150%`).
    var numbersAsWritten: [Double] {
        switch self {
        case .number(let n): [n]
        case .dimension(let d): [d.value, d.points]
        case .ratio(let r): r.notation == .percent ? [r.value * 100, r.value] : [r.value]
        default: []
        }
    }

    /// Whether a doc value states the token's bare number with a unit the token does not
    /// carry (`-1.5%` for `-1.5`, `150%` or `1.5x` for `1.5`, `0.5em` for `0.5`).
    public func matchesIgnoringUnit(bare token: DesignValue) -> Bool {
        guard let number = token.bareNumber else { return false }
        return numbersAsWritten.contains { DesignValue.close($0, number) }
    }

    /// The unit a doc value is written with, when it has one a bare number lacks: `%`,
    /// `x`, `pt`, `px`, `em`, `rem`.
    package var writtenUnit: String? {
        switch self {
        case .dimension(let d) where d.unit != .unitless: d.unit.rawValue
        case .ratio(let r): r.notation == .percent ? "%" : "x"
        default: nil
        }
    }
}
