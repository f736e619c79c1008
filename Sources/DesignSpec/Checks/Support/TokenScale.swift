/// The values a group of tokens takes (a scale: the spacing scale, the radii, the
/// durations), sorted and without repeats, to say whether a doc or code value is on it
/// and which members are nearest.
struct TokenScale: Sendable {
    enum Measure: Sendable {
        /// Lengths in points.
        case points
        /// Durations in milliseconds.
        case milliseconds
    }

    /// How the message names it: `spacing`, `radius`, `duration`.
    var name: String
    var measure: Measure
    /// Sorted ascending, distinct.
    var members: [Double]

    /// The scale of the tokens under `group` (`spacing` → every `spacing.*` token), by
    /// path segments compared without case. Nil when no token there is a length.
    static func group(_ group: String, in tokens: TokenSet) -> TokenScale? {
        let prefix = group.split(separator: ".").map { $0.lowercased() }
        guard !prefix.isEmpty else { return nil }
        return make(name: group, measure: .points, tokens: tokens.tokens.filter { token in
            token.path.count > prefix.count && zip(token.path, prefix).allSatisfy { $0.lowercased() == $1 }
        })
    }

    /// The corner radii: tokens whose first segment names a radius (`radius`, `radii`,
    /// `cornerRadius`, `border-radius`, ...).
    static func radii(in tokens: TokenSet) -> TokenScale? {
        make(name: "radius", measure: .points, tokens: tokens.tokens.filter { token in
            guard let first = token.path.first?.lowercased().filter(\.isLetter) else { return false }
            return ["radius", "radii", "cornerradius", "borderradius", "cornerradii"].contains(first)
        })
    }

    /// Every duration token.
    static func durations(in tokens: TokenSet) -> TokenScale? {
        make(name: "duration", measure: .milliseconds, tokens: tokens.tokens.filter { $0.type == .duration })
    }

    private static func make(name: String, measure: Measure, tokens: [Token]) -> TokenScale? {
        var values = Set<Double>()
        for token in tokens {
            for modeValue in token.values {
                if let resolved = modeValue.resolved, let amount = amount(of: resolved, in: measure) { values.insert(amount) }
            }
        }
        guard !values.isEmpty else { return nil }
        return TokenScale(name: name, measure: measure, members: values.sorted())
    }

    /// The value's amount in this scale's measure, nil when it is not that kind of value.
    static func amount(of value: DesignValue, in measure: Measure) -> Double? {
        switch (measure, value) {
        case (.points, _): return value.scalarPoints
        case (.milliseconds, .duration(let duration)): return duration.milliseconds.isFinite ? duration.milliseconds : nil
        case (.milliseconds, .animation(let animation)): return animation.duration?.milliseconds
        default: return nil
        }
    }

    /// Whether `amount` is a member; zero always is (no space is never off the grid).
    func contains(_ amount: Double) -> Bool {
        amount == 0 || members.contains { DesignValue.close($0, amount) }
    }

    /// The member nearest to `amount`, or both when two are equally near.
    func nearest(to amount: Double) -> [Double] {
        let best = members.map { abs($0 - amount) }.min() ?? 0
        return members.filter { DesignValue.close(abs($0 - amount), best) }
    }

    /// `4pt`, `0.2s`.
    func format(_ amount: Double, unit: String) -> String {
        switch measure {
        case .points: DesignValue.format(amount) + unit
        case .milliseconds: DesignValue.format(amount / 1000) + "s"
        }
    }

    /// The members as the message lists them: `4, 8, 12` for lengths, `0.2s, 0.3s` for
    /// durations.
    var listing: String {
        members.map { measure == .points ? DesignValue.format($0) : format($0, unit: "") }.joined(separator: ", ")
    }

    /// `20pt is not on the spacing scale (4, 8, 12, 16, 24, 32, 48); nearest: 16pt, 24pt`.
    func offScaleMessage(_ amount: Double, unit: String, subject: String? = nil) -> String {
        let nearest = nearest(to: amount).map { format($0, unit: unit) }.joined(separator: ", ")
        let what = subject.map { "\($0) " } ?? ""
        return "\(what)\(format(amount, unit: unit)) is not on the \(name) scale (\(listing)); nearest: \(nearest)"
    }
}
