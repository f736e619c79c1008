import DesignSpecCore

extension TypographySpecimen {
    /// The specimen of a typography token's resolved composite value (fields `fontFamily`,
    /// `fontSize`, `lineHeight`, `letterSpacing`, `fontWeight`); nil when the value is not a
    /// composite with a font size in points. A unitless line height is a multiple of the
    /// size (`1.4`), a unitless letter spacing is points.
    init?(id: String, name: String, value: DesignValue?) {
        guard case .composite(let fields)? = value else { return nil }
        func field(_ key: String) -> DesignValue? { fields.first { $0.name == key }?.value }
        guard case .dimension(let size)? = field("fontSize"), size.points.isFinite, size.unit != .em else { return nil }
        var families: [String] = []
        switch field("fontFamily") {
        case .fontFamily(let names)?: families = names
        case .string(let name)?: families = [name]
        default: break
        }
        var weight: Int?
        switch field("fontWeight") {
        case .fontWeight(let value)?: weight = value
        case .number(let value)? where value.isFinite && value >= 1 && value <= 1000: weight = Int(value)
        default: break
        }
        self.init(id: id, name: name, fontFamily: families, size: size,
                  lineHeight: Self.metric(field("lineHeight"), unitlessIsRatio: true),
                  letterSpacing: Self.metric(field("letterSpacing"), unitlessIsRatio: false), weight: weight)
    }

    private static func metric(_ value: DesignValue?, unitlessIsRatio: Bool) -> Metric? {
        switch value {
        case .dimension(let dimension)? where dimension.unit == .unitless && unitlessIsRatio:
            .ratio(Ratio(dimension.value, .multiplier))
        case .dimension(let dimension)?: .length(dimension)
        case .number(let number)?:
            unitlessIsRatio ? .ratio(Ratio(number, .multiplier)) : .length(Dimension(number, .unitless))
        case .ratio(let ratio)?: .ratio(ratio)
        default: nil
        }
    }
}
