import DesignSpecCore

/// Writes a token's value in the form a doc already uses for the value it replaces: the
/// doc's unit (`pt`, `px`, bare, `rem`), `0.2s` or `200ms`, `72%` or `0.72x`, its hex case
/// and length or its `rgb()` form, a SwiftUI animation with its own curve name and labels. Works on the typed
/// values: each number of the text is matched to a part of the stated value, and the new
/// number is that part of the expected value in the same unit. Nil when the form cannot
/// carry the new value (`.blue` for another colour, a spring for a timing curve); the
/// caller checks every result by parsing it again.
enum ValueRewriter {
    /// `text` (which parses to `stated`) rewritten to state `expected`.
    static func rewrite(_ text: String, stated: DesignValue, expected: DesignValue) -> String? {
        switch (stated, expected) {
        case (.color, .color(let color)):
            return HexColorForm(text)?.writing(color) ?? RGBColorForm(text)?.writing(color)
        case (.animation(let animation), .animation(let target)):
            return rewriteAnimation(text, animation, to: target)
        case (.animation(let animation), .cubicBezier(let curve)):
            guard case .timing(let name, _) = animation.curve else { return nil }
            return renamingCurve(Array(text), from: name, to: curve).map { String($0) }
        default:
            return rewriteNumbers(text, stated: stated, expected: expected)
        }
    }

    /// Each number of the text replaced by the matching part of `expected`, scaled as the
    /// text scales it (`0.2` in `0.2s` is 200 ms: a scale of 1000).
    static func rewriteNumbers(_ text: String, stated: DesignValue, expected: DesignValue) -> String? {
        guard sameShape(stated, expected), let old = parts(of: stated), let new = parts(of: expected), old.count == new.count,
              zip(old, new).allSatisfy({ $0.measure.accepts($1.measure) }) else { return nil }
        var characters = Array(text)
        let literals = NumberLiteral.all(in: characters)
        guard literals.count == old.count else { return nil }
        // From the last, so earlier offsets stay valid.
        for index in literals.indices.reversed() {
            let literal = literals[index]
            let amount = old[index].amount, target = new[index].amount
            if DesignValue.close(amount, target) { continue }
            let scale: Double
            if literal.value != 0, amount != 0 {
                scale = amount / literal.value
            } else {
                scale = unitScale(after: literal, in: characters) ?? 1
            }
            guard scale != 0, scale.isFinite else { return nil }
            characters.replaceSubrange(literal.range, with: Array(literal.writing(target / scale)))
        }
        return String(characters)
    }

    /// The scale of the unit right after a number (`ms` 1, `s` 1000, `rem` 16, `%` 0.01).
    private static func unitScale(after literal: NumberLiteral, in characters: [Character]) -> Double? {
        var index = literal.range.upperBound
        while index < characters.count, characters[index] == " " { index += 1 }
        let (name, _) = ValueParser.readUnit(characters, at: index, end: characters.count)
        switch ValueParser.unit(name) {
        case .length(let unit)?: return Dimension(1, unit).points
        case .seconds?: return 1000
        case .milliseconds?: return 1
        case .percent?: return 0.01
        case .multiplier?: return 1
        case nil: return name.isEmpty ? 1 : nil
        }
    }

    /// Whether two values are built alike: one number each, or lists of as many items, or
    /// ranges, or composites with the same fields, part by part.
    static func sameShape(_ a: DesignValue, _ b: DesignValue) -> Bool {
        switch (a, b) {
        case (.list(let x), .list(let y)): return x.count == y.count && zip(x, y).allSatisfy { sameShape($0, $1) }
        case (.composite(let x), .composite(let y)):
            return x.map(\.name) == y.map(\.name) && zip(x, y).allSatisfy { sameShape($0.value, $1.value) }
        case (.range, .range): return true
        case (.list, _), (_, .list), (.composite, _), (_, .composite), (.range, _), (_, .range): return false
        default: return true
        }
    }

    /// What a number in a value measures, for pairing a doc's parts with a token's.
    enum Measure: Equatable {
        /// Points (a plain number is points too).
        case length
        /// A plain number: points, a multiplier or a weight.
        case number
        case milliseconds
        case ratio(Ratio.Notation)

        func accepts(_ other: Measure) -> Bool {
            switch (self, other) {
            case (.length, .length), (.length, .number), (.number, .length), (.number, .number), (.milliseconds, .milliseconds): true
            case (.ratio(.multiplier), .number), (.number, .ratio(.multiplier)): true
            case (.ratio(let a), .ratio(let b)): a == b
            default: false
            }
        }
    }

    /// The value's numbers in source order, in their measure; nil when it has parts that
    /// are not numbers (a colour, a curve, a font family).
    static func parts(of value: DesignValue) -> [(amount: Double, measure: Measure)]? {
        switch value {
        case .dimension(let dimension): return [(dimension.points, .length)]
        case .number(let number): return [(number, .number)]
        case .fontWeight(let weight): return [(Double(weight), .number)]
        case .duration(let duration): return [(duration.milliseconds, .milliseconds)]
        case .ratio(let ratio): return [(ratio.notation == .percent ? ratio.value * 100 : ratio.value, .ratio(ratio.notation))]
        case .range(let lower, let upper): return [(lower, .number), (upper, .number)]
        case .list(let items):
            var result: [(amount: Double, measure: Measure)] = []
            for item in items {
                guard let itemParts = parts(of: item) else { return nil }
                result += itemParts
            }
            return result
        case .composite(let fields):
            var result: [(amount: Double, measure: Measure)] = []
            for field in fields {
                guard let fieldParts = parts(of: field.value) else { return nil }
                result += fieldParts
            }
            return result
        case .color, .cubicBezier, .animation, .fontFamily, .string:
            return nil
        }
    }
}
