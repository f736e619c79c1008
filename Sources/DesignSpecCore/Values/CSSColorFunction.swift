/// The CSS colour functions `rgb()`, `rgba()`, `hsl()` and `hsla()`, as CSS Color 4 writes
/// them: with commas (`rgb(26, 115, 232)`, `rgba(26, 115, 232, 0.5)`) or with spaces and a
/// `/ alpha` (`rgb(26 115 232 / 50%)`); red, green and blue as 0–255 or 0–100%; a hue in
/// degrees (bare or `deg`, `turn`, `rad`, `grad`), saturation and lightness as 0–100 or
/// 0–100%; alpha as 0–1 or 0–100%; `none` is 0. `rgba` and `hsla` are the same functions.
/// Both sides read colours with it: token files (`TokenScalarParser.color`) and doc values
/// (`ValueParser`), so `rgb(26, 115, 232)` in a doc is the token's `#1A73E8`.
enum CSSColorFunction {
    /// Why a text that calls one of the functions is not a colour, for the user.
    struct Problem: Error, Hashable {
        var reason: String
    }

    /// The colour `text` writes, a problem when it calls a colour function wrongly
    /// (`rgb(300, 0)`), nil when it does not call one (`#FFF`, `rgb(1, 2, 3) on white`).
    static func parse(_ text: String) -> Result<Color, Problem>? {
        guard let open = text.firstIndex(of: "(") else { return nil }
        let name = text[..<open].lowercased()
        guard ["rgb", "rgba", "hsl", "hsla"].contains(name) else { return nil }
        let function = name.hasPrefix("rgb") ? "rgb" : "hsl"
        guard text.last == ")" else {
            return text.contains(")") ? nil : .failure(Problem(reason: "\(name)() has no closing parenthesis"))
        }
        let inner = text[text.index(after: open)..<text.index(before: text.endIndex)]
        do throws(Problem) {
            let (values, alphaText) = try arguments(inner, function: name)
            let alpha = try alphaText.map(Self.alpha) ?? 1
            if function == "rgb" {
                let channels = try values.map(Self.channel)
                return .success(Color(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha))
            }
            let components = [try hue(values[0]), try percentage(values[1]), try percentage(values[2])]
            guard let color = Color(space: "hsl", components: components, alpha: alpha) else {
                return .failure(Problem(reason: "hsl() is not supported"))
            }
            return .success(color)
        } catch {
            return .failure(error)
        }
    }

    /// The three values and the alpha: all separated by commas, or the values by spaces and
    /// the alpha after a `/`.
    private static func arguments(_ inner: Substring, function: String) throws(Problem) -> (values: [String], alpha: String?) {
        if inner.contains(",") {
            let parts = inner.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingSpaces() }
            guard parts.count == 3 || parts.count == 4 else {
                throw Problem(reason: "\(function)() takes 3 values and an optional alpha, not \(parts.count)")
            }
            return (Array(parts.prefix(3)), parts.count == 4 ? parts[3] : nil)
        }
        let halves = inner.split(separator: "/", omittingEmptySubsequences: false)
        let values = halves[0].split(whereSeparator: \.isWhitespace).map(String.init)
        guard halves.count <= 2, values.count == 3 else {
            throw Problem(reason: "\(function)() takes 3 values and an optional `/ alpha`, not \(values.count)"
                + (halves.count > 2 ? " and \(halves.count - 1) alphas" : ""))
        }
        return (values, halves.count == 2 ? String(halves[1]).trimmingSpaces() : nil)
    }

    /// A number as CSS writes it, with what follows it (`50%` → 50, `%`); `none` is 0.
    private static func number(_ text: String, units: Set<String>) throws(Problem) -> (value: Double, unit: String) {
        if text.lowercased() == "none" { return (0, "") }
        let unitStart = text.firstIndex { ($0.isLetter && $0 != "e" && $0 != "E") || $0 == "%" } ?? text.endIndex
        let unit = text[unitStart...].lowercased()
        guard let value = TokenScalarParser.number(String(text[..<unitStart])), units.contains(unit) else {
            throw Problem(reason: text.isEmpty ? "a value is missing" : "'\(text)' is not a number")
        }
        return (value, unit)
    }

    private static func within(_ value: Double, _ range: ClosedRange<Double>, _ text: String, _ what: String) throws(Problem) -> Double {
        guard range.contains(value) else { throw Problem(reason: "'\(text)' is outside \(what)") }
        return value
    }

    /// Red, green or blue, 0–1.
    private static func channel(_ text: String) throws(Problem) -> Double {
        let (value, unit) = try number(text, units: ["", "%"])
        if unit == "%" { return try within(value, 0...100, text, "0–100%") / 100 }
        return try within(value, 0...255, text, "0–255") / 255
    }

    /// Saturation or lightness, 0–100.
    private static func percentage(_ text: String) throws(Problem) -> Double {
        try within(try number(text, units: ["", "%"]).value, 0...100, text, "0–100%")
    }

    /// A hue in degrees.
    private static func hue(_ text: String) throws(Problem) -> Double {
        let (value, unit) = try number(text, units: ["", "deg", "turn", "rad", "grad"])
        switch unit {
        case "turn": return value * 360
        case "rad": return value * 180 / .pi
        case "grad": return value * 0.9
        default: return value
        }
    }

    /// Alpha, 0–1.
    private static func alpha(_ text: String) throws(Problem) -> Double {
        let (value, unit) = try number(text, units: ["", "%"])
        if unit == "%" { return try within(value, 0...100, text, "0–100%") / 100 }
        return try within(value, 0...1, text, "0–1")
    }
}
