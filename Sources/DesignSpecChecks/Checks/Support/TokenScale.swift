import DesignSpecCore

/// The values a group of tokens takes (a scale: the spacing scale, the radii, the
/// durations, the font sizes, the opacities, the line widths, the font weights), sorted
/// and without repeats, to say whether a doc or code value is on it and which members are
/// nearest. Values compare in the scale's measure: lengths in points, times in
/// milliseconds, opacities as fractions, weights as numbers.
struct TokenScale: Sendable {
    enum Measure: Sendable {
        /// Lengths in points.
        case points
        /// Durations in milliseconds.
        case milliseconds
        /// Plain numbers: opacities (`40%` is 0.4), ratios.
        case number
        /// Font weights, 1–1000 (`bold` is 700).
        case fontWeight
    }

    /// How the message names it: `spacing`, `radius`, `duration`.
    var name: String
    let measure: Measure
    /// Sorted ascending, distinct.
    let members: [Double]
    /// The members as the message lists them: `4, 8, 12` for lengths, `0.2s, 0.3s` for
    /// durations, `0.4, 0.6` for opacities, `400, 700` for weights. Made once: every
    /// off-scale finding of the scale writes it.
    let listing: String

    init(name: String, measure: Measure, members: [Double]) {
        self.name = name
        self.measure = measure
        self.members = members
        listing = members.map { measure == .points ? DesignValue.format($0) : Self.format($0, unit: "", in: measure) }
            .joined(separator: ", ")
    }

    /// The scale a `<!-- scale: NAME -->` hint names: the tokens under the group NAME
    /// (path segments compared without case) in their most common comparable type, else
    /// the tokens of the kind NAME says (`duration`, `radius`, `fontSize`, `opacity`,
    /// `lineWidth`, `fontWeight`, in any spelling). Nil when neither has a value.
    static func named(_ name: String, in tokens: TokenSet) -> TokenScale? {
        if let scale = group(name, in: tokens) { return scale }
        let key = NameWords.split(name).joined()
        guard let kind = kinds[key] else { return nil }
        var scale = kind(tokens)
        scale?.name = name
        return scale
    }

    /// The kinds of scale a hint can name without a group, by their joined words.
    private static let kinds: [String: @Sendable (TokenSet) -> TokenScale?] = {
        var kinds: [String: @Sendable (TokenSet) -> TokenScale?] = [:]
        for key in ["duration", "durations", "motion", "time", "times"] { kinds[key] = { durations(in: $0) } }
        for key in ["radius", "radii", "cornerradius", "cornerradii", "borderradius"] { kinds[key] = { radii(in: $0) } }
        for key in ["fontsize", "fontsizes", "textsize", "textsizes", "typesize"] { kinds[key] = { fontSizes(in: $0) } }
        for key in ["opacity", "opacities", "alpha"] { kinds[key] = { opacities(in: $0) } }
        for key in ["linewidth", "linewidths", "borderwidth", "borderwidths", "strokewidth", "stroke"] {
            kinds[key] = { lineWidths(in: $0) }
        }
        for key in ["fontweight", "fontweights", "weight", "weights"] { kinds[key] = { fontWeights(in: $0) } }
        return kinds
    }()

    /// The scale of the tokens under `group` (`spacing` → every `spacing.*` token), by
    /// path segments compared without case, in the measure most of them have. Nil when no
    /// token there has a comparable value.
    static func group(_ group: String, in tokens: TokenSet) -> TokenScale? {
        let prefix = group.split(separator: ".").map { $0.lowercased() }
        guard !prefix.isEmpty else { return nil }
        let members = tokens.tokens.filter { token in
            token.path.count > prefix.count && zip(token.path, prefix).allSatisfy { $0.lowercased() == $1 }
        }
        var counts: [(Measure, Int)] = [(.points, 0), (.milliseconds, 0), (.number, 0), (.fontWeight, 0)]
        for token in members {
            guard let measure = measure(of: token.type) else { continue }
            if let index = counts.firstIndex(where: { $0.0 == measure }) { counts[index].1 += 1 }
        }
        guard let best = counts.max(by: { $0.1 < $1.1 }), best.1 > 0 else { return nil }
        return make(name: group, measure: best.0, values: resolvedValues(members.filter { measure(of: $0.type) == best.0 }))
    }

    /// The measure a token type's values compare in; nil for types no scale holds.
    static func measure(of type: TokenType) -> Measure? {
        switch type {
        case .dimension: .points
        case .duration: .milliseconds
        case .number: .number
        case .fontWeight: .fontWeight
        default: nil
        }
    }

    /// The corner radii: tokens whose first segment names a radius (`radius`, `radii`,
    /// `cornerRadius`, `border-radius`, ...).
    static func radii(in tokens: TokenSet) -> TokenScale? {
        // Decided once per first segment: a set has a few (`color`, `spacing`, `radius`)
        // and thousands of tokens, and lowering each token's was 17 M instructions for
        // drift1000's 5,000.
        var isRadius: [String: Bool] = [:]
        return make(name: "radius", measure: .points, values: resolvedValues(tokens.tokens.filter { token in
            guard let first = token.path.first else { return false }
            if let known = isRadius[first] { return known }
            let answer = radiusWords.contains(lowercasedLetters(first))
            isRadius[first] = answer
            return answer
        }))
    }

    private static let radiusWords: Set<String> = ["radius", "radii", "cornerradius", "borderradius", "cornerradii"]

    /// `lowercased().filter(\.isLetter)`; an ASCII text on bytes (every token's first
    /// segment is read for the radii).
    static func lowercasedLetters(_ text: String) -> String {
        guard text.isASCII else { return text.lowercased().filter(\.isLetter) }
        return String(decoding: text.utf8.lazy.filter(\.isASCIILetter).map(\.asciiLowercased), as: UTF8.self)
    }

    /// Every duration token.
    static func durations(in tokens: TokenSet) -> TokenScale? {
        make(name: "duration", measure: .milliseconds, values: resolvedValues(tokens.tokens.filter { $0.type == .duration }))
    }

    /// Length tokens named for a font size (`font.size.16`, `typography.base.size.m`,
    /// `text-size-200`), and the `fontSize` of every typography token.
    static func fontSizes(in tokens: TokenSet) -> TokenScale? {
        let named = tokens.tokens.filter { token in
            let words = Set(token.path.flatMap(NameWords.split))
            return token.type == .dimension && words.contains("size")
                && !words.isDisjoint(with: ["font", "text", "typography", "type"])
        }
        return make(name: "font size", measure: .points, values: resolvedValues(named) + fields("fontSize", of: tokens))
    }

    /// Number tokens named for an opacity or alpha.
    static func opacities(in tokens: TokenSet) -> TokenScale? {
        make(name: "opacity", measure: .number, values: resolvedValues(tokens.tokens.filter { token in
            token.type == .number && !Set(token.path.flatMap(NameWords.split)).isDisjoint(with: ["opacity", "alpha"])
        }))
    }

    /// Length tokens named for a border, line or stroke width, and the `width` of every
    /// border token.
    static func lineWidths(in tokens: TokenSet) -> TokenScale? {
        let named = tokens.tokens.filter { token in
            let words = Set(token.path.flatMap(NameWords.split))
            return token.type == .dimension && (words.contains("width") || words.contains("thickness"))
                && !words.isDisjoint(with: ["border", "line", "stroke", "outline", "divider"])
        }
        return make(name: "line width", measure: .points, values: resolvedValues(named) + fields("width", of: tokens))
    }

    /// Font weight tokens, and the `fontWeight` of every typography token.
    static func fontWeights(in tokens: TokenSet) -> TokenScale? {
        make(name: "font weight", measure: .fontWeight,
             values: resolvedValues(tokens.tokens.filter { $0.type == .fontWeight }) + fields("fontWeight", of: tokens))
    }

    private static func resolvedValues(_ tokens: [Token]) -> [DesignValue] {
        tokens.flatMap { $0.values.compactMap(\.resolved) }
    }

    /// The field `name` of every composite token's value.
    private static func fields(_ name: String, of tokens: TokenSet) -> [DesignValue] {
        tokens.tokens.filter(\.type.isComposite).flatMap { token in
            token.values.compactMap { modeValue -> DesignValue? in
                guard case .composite(let fields)? = modeValue.resolved else { return nil }
                return fields.first { $0.name == name }?.value
            }
        }
    }

    private static func make(name: String, measure: Measure, values: [DesignValue]) -> TokenScale? {
        let amounts = Set(values.compactMap { amount(of: $0, in: measure) })
        guard !amounts.isEmpty else { return nil }
        return TokenScale(name: name, measure: measure, members: amounts.sorted())
    }

    /// The value's amount in this scale's measure, nil when it is not that kind of value.
    static func amount(of value: DesignValue, in measure: Measure) -> Double? {
        switch (measure, value) {
        case (.points, _): return value.scalarPoints
        case (.milliseconds, .duration(let duration)): return duration.milliseconds.isFinite ? duration.milliseconds : nil
        case (.milliseconds, .animation(let animation)): return animation.duration?.milliseconds
        case (.number, .number(let n)): return n.isFinite ? n : nil
        case (.number, .ratio(let ratio)): return ratio.value.isFinite ? ratio.value : nil
        case (.fontWeight, .fontWeight(let weight)): return Double(weight)
        case (.fontWeight, .number(let n)): return n == n.rounded() && n >= 1 && n <= 1000 ? n : nil
        case (.fontWeight, .string(let text)):
            return PropertyValues.namedWeights[lowercasedLetters(text)].map(Double.init)
        default: return nil
        }
    }

    /// Whether `amount` is a member; zero always is (no space is never off the grid),
    /// except for weights, where no weight is zero.
    func contains(_ amount: Double) -> Bool {
        (amount == 0 && measure != .fontWeight) || members.contains { DesignValue.close($0, amount) }
    }

    /// The member nearest to `amount`, or both when two are equally near.
    func nearest(to amount: Double) -> [Double] {
        let best = members.map { abs($0 - amount) }.min() ?? 0
        return members.filter { DesignValue.close(abs($0 - amount), best) }
    }

    /// `4pt`, `0.2s`, `0.4`, `700`.
    func format(_ amount: Double, unit: String) -> String {
        Self.format(amount, unit: unit, in: measure)
    }

    private static func format(_ amount: Double, unit: String, in measure: Measure) -> String {
        switch measure {
        case .points: DesignValue.format(amount) + unit
        case .milliseconds: DesignValue.format(amount / 1000) + "s"
        case .number, .fontWeight: DesignValue.format(amount)
        }
    }

    /// `20pt is not on the spacing scale (4, 8, 12, 16, 24, 32, 48); nearest: 16pt, 24pt`,
    /// and in Korean.
    func offScaleMessage(_ amount: Double, unit: String, subject: String? = nil) -> FindingMessage {
        let english = offScaleEnglish(amount, unit: unit, subject: subject)
        let nearest = nearest(to: amount).map { format($0, unit: unit) }.joined(separator: ", ")
        let about = subject.map { "\($0) " } ?? ""
        return FindingMessage(
            en: MessageText(plain: english),
            ko: "\(koreanName) 스케일(\(listing))에 없는 값입니다: \(about)\(format(amount, unit: unit)). 가장 가까운 값: \(nearest)")
    }

    /// The scale's name in Korean: the kinds by their Korean words, a token group as code.
    private var koreanName: MessageText {
        let words: [String: String] = ["spacing": "간격", "radius": "모서리 반경", "duration": "지속 시간", "font size": "글자 크기",
                                       "opacity": "불투명도", "line width": "선 두께", "font weight": "글자 굵기"]
        if let word = words[name] { return "\(word)" }
        return "\(code: name)"
    }

    private func offScaleEnglish(_ amount: Double, unit: String, subject: String?) -> String {
        // Appended into one string made big enough once: every off-scale finding writes
        // one (an interpolation grew it several times, with an array and a join for the
        // nearest members).
        var message = ""
        message.reserveCapacity(listing.utf8.count + name.utf8.count + (subject?.utf8.count ?? 0) + 64)
        if let subject {
            message += subject
            message += " "
        }
        message += format(amount, unit: unit)
        message += " is not on the "
        message += name
        message += " scale ("
        message += listing
        message += "); nearest: "
        for (position, member) in nearest(to: amount).enumerated() {
            if position > 0 { message += ", " }
            message += format(member, unit: unit)
        }
        return message
    }
}
