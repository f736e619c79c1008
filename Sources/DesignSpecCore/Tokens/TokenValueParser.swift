import Foundation

/// Turns a token's JSON value into a typed `DesignValue`, by the token's type. References
/// inside composite values (`"color": "{colors.black}"`) are looked up through
/// `resolveReference`, which returns the referenced token's resolved value.
struct TokenValueParser {
    enum Failure: Error, Hashable {
        /// The value does not fit the type; the message says how.
        case invalid(String)
        /// A reference inside the value did not resolve; a finding already says why.
        case unresolved
    }

    var resolveReference: (String) -> DesignValue?

    func parse(_ value: JSONValue, as type: TokenType) -> Result<DesignValue, Failure> {
        if case .string(let text) = value, let name = TokenReference.wholeAlias(text) {
            return resolveReference(name).map { .success($0) } ?? .failure(.unresolved)
        }
        switch type {
        case .color: return color(value)
        case .dimension: return dimension(value)
        case .duration: return duration(value).map { .duration($0) }
        case .cubicBezier: return cubicBezier(value)
        case .number: return number(value)
        case .fontFamily: return fontFamily(value)
        case .fontWeight: return fontWeight(value)
        case .string: return .success(Self.infer(value, preferString: true))
        case .strokeStyle: return strokeStyle(value)
        case .typography, .shadow, .border, .transition, .gradient: return composite(value, as: type)
        case .other: return .success(Self.infer(value, preferString: false))
        }
    }

    // MARK: Scalars

    private func color(_ value: JSONValue) -> Result<DesignValue, Failure> {
        switch value {
        case .string(let text):
            if let color = TokenScalarParser.color(text) { return .success(.color(color)) }
            if case .failure(let problem)? = CSSColorFunction.parse(text.trimmingSpaces()) {
                return .failure(.invalid("`\(text)` is not a color: \(problem.reason)"))
            }
            return .failure(.invalid("`\(text)` is not a color"))
        case .object(let members):
            return colorObject(members)
        default:
            return .failure(.invalid("a color must be a string or an object, not \(value.kindName)"))
        }
    }

    /// DTCG `{colorSpace, components, alpha, hex}` or Style Dictionary's `{r, g, b, a}` (0–255).
    private func colorObject(_ members: [JSONMember]) -> Result<DesignValue, Failure> {
        func member(_ key: String) -> JSONNode? { members.last { $0.key == key }?.value }
        if let r = member("r")?.doubleValue, let g = member("g")?.doubleValue, let b = member("b")?.doubleValue {
            return .success(.color(Color(red: r / 255, green: g / 255, blue: b / 255, alpha: member("a")?.doubleValue ?? 1)))
        }
        let alpha = member("alpha")?.doubleValue ?? 1
        if let space = member("colorSpace")?.stringValue, let elements = member("components")?.arrayElements {
            // DTCG allows "none" for a missing component: it counts as 0.
            let components = elements.map { $0.doubleValue ?? 0 }
            guard elements.allSatisfy({ $0.doubleValue != nil || $0.stringValue == "none" }) else {
                return .failure(.invalid("color components must be numbers or \"none\""))
            }
            if let color = Color(space: space, components: components, alpha: alpha) { return .success(.color(color)) }
            if let hex = member("hex")?.stringValue, var color = Color(hex: hex) {
                color.alpha = alpha
                color.space = space
                color.components = components
                return .success(.color(color))
            }
            return .failure(.invalid("color space `\(space)` is not supported (use \(ColorSpaceConversion.supportedSpaces.sorted().joined(separator: ", ")))"))
        }
        if let hex = member("hex")?.stringValue, var color = Color(hex: hex) {
            color.alpha = alpha
            return .success(.color(color))
        }
        return .failure(.invalid("a color object needs `colorSpace` and `components`"))
    }

    private func dimension(_ value: JSONValue) -> Result<DesignValue, Failure> {
        switch value {
        case .number(let number): return .success(.dimension(Dimension(number.double, .unitless)))
        case .string(let text):
            if let dimension = TokenScalarParser.dimension(text) { return .success(dimension) }
            return .failure(.invalid("`\(text)` is not a dimension (a number with px, rem, em or pt)"))
        case .object(let members):
            guard let number = members.last(where: { $0.key == "value" })?.value.doubleValue,
                  let unit = members.last(where: { $0.key == "unit" })?.value.stringValue else {
                return .failure(.invalid("a dimension object needs a number `value` and a `unit`"))
            }
            if let dimension = TokenScalarParser.dimension(value: number, unit: unit) { return .success(dimension) }
            return .failure(.invalid("`\(unit)` is not a dimension unit (px, rem, em, pt)"))
        default:
            return .failure(.invalid("a dimension must be a string, a number or an object, not \(value.kindName)"))
        }
    }

    private func duration(_ value: JSONValue) -> Result<Duration, Failure> {
        switch value {
        case .number(let number): return .success(Duration(milliseconds: number.double))
        case .string(let text):
            if let duration = TokenScalarParser.duration(text) { return .success(duration) }
            return .failure(.invalid("`\(text)` is not a duration (a number with ms or s)"))
        case .object(let members):
            guard let number = members.last(where: { $0.key == "value" })?.value.doubleValue,
                  let unit = members.last(where: { $0.key == "unit" })?.value.stringValue else {
                return .failure(.invalid("a duration object needs a number `value` and a `unit`"))
            }
            if let duration = TokenScalarParser.duration(value: number, unit: unit) { return .success(duration) }
            return .failure(.invalid("`\(unit)` is not a duration unit (ms, s)"))
        default:
            return .failure(.invalid("a duration must be a string or an object, not \(value.kindName)"))
        }
    }

    private func cubicBezier(_ value: JSONValue) -> Result<DesignValue, Failure> {
        var numbers: [Double] = []
        switch value {
        case .array(let elements):
            numbers = elements.compactMap(\.doubleValue)
            guard numbers.count == elements.count else { return .failure(.invalid("cubicBezier points must be numbers")) }
        case .string(let text) where text.hasPrefix("cubic-bezier(") && text.hasSuffix(")"):
            numbers = text.dropFirst(13).dropLast().split(separator: ",").compactMap { TokenScalarParser.number(String($0)) }
        default:
            return .failure(.invalid("a cubicBezier must be an array of four numbers"))
        }
        guard numbers.count == 4 else { return .failure(.invalid("a cubicBezier needs four numbers, not \(numbers.count)")) }
        guard (0...1).contains(numbers[0]), (0...1).contains(numbers[2]) else {
            return .failure(.invalid("cubicBezier x values must be between 0 and 1"))
        }
        return .success(.cubicBezier(CubicBezier(numbers[0], numbers[1], numbers[2], numbers[3])))
    }

    private func number(_ value: JSONValue) -> Result<DesignValue, Failure> {
        switch value {
        case .number(let number): return .success(.number(number.double))
        case .string(let text):
            if let number = TokenScalarParser.number(text) { return .success(.number(number)) }
            if text.hasSuffix("%"), let number = TokenScalarParser.number(String(text.dropLast())) {
                return .success(.ratio(Ratio(number / 100, .percent)))
            }
            return .failure(.invalid("`\(text)` is not a number"))
        default:
            return .failure(.invalid("a number must be a number, not \(value.kindName)"))
        }
    }

    private func fontFamily(_ value: JSONValue) -> Result<DesignValue, Failure> {
        switch value {
        case .string(let text): return .success(.fontFamily(TokenScalarParser.fontFamilies(text)))
        case .array(let elements):
            let names = elements.compactMap(\.stringValue)
            guard names.count == elements.count else { return .failure(.invalid("font family names must be strings")) }
            return .success(.fontFamily(names))
        default:
            return .failure(.invalid("a fontFamily must be a string or an array of strings, not \(value.kindName)"))
        }
    }

    private func fontWeight(_ value: JSONValue) -> Result<DesignValue, Failure> {
        var weight: Double?
        switch value {
        case .number(let number): weight = number.double
        case .string(let text):
            weight = TokenScalarParser.number(text) ?? TokenScalarParser.fontWeight(name: text).map(Double.init)
            if weight == nil { return .failure(.invalid("`\(text)` is not a font weight (1–1000 or a name such as bold)")) }
        default: break
        }
        guard let weight, weight >= 1, weight <= 1000, weight == weight.rounded() else {
            return .failure(.invalid("a fontWeight must be a whole number from 1 to 1000 or a weight name"))
        }
        return .success(.fontWeight(Int(weight)))
    }

    private func strokeStyle(_ value: JSONValue) -> Result<DesignValue, Failure> {
        switch value {
        case .string(let text): return .success(.string(text))
        case .object:
            return composite(value, fields: ["dashArray": .dimension, "lineCap": .string])
        default:
            return .failure(.invalid("a strokeStyle must be a keyword or an object, not \(value.kindName)"))
        }
    }

    // MARK: Composites

    private static let compositeFields: [TokenType: [String: TokenType]] = [
        .typography: ["fontFamily": .fontFamily, "fontSize": .dimension, "fontWeight": .fontWeight,
                      "letterSpacing": .dimension, "lineHeight": .other("lineHeight"), "paragraphSpacing": .dimension,
                      "textCase": .string, "textDecoration": .string],
        .shadow: ["color": .color, "offsetX": .dimension, "offsetY": .dimension, "x": .dimension, "y": .dimension,
                  "blur": .dimension, "spread": .dimension, "inset": .string, "type": .string],
        .border: ["color": .color, "width": .dimension, "style": .strokeStyle],
        .transition: ["duration": .duration, "delay": .duration, "timingFunction": .cubicBezier],
        .gradient: ["color": .color, "position": .number],
    ]

    private func composite(_ value: JSONValue, as type: TokenType) -> Result<DesignValue, Failure> {
        let fields = Self.compositeFields[type] ?? [:]
        switch value {
        case .array(let elements) where type == .shadow || type == .gradient:
            var items: [DesignValue] = []
            for element in elements {
                switch parseElement(element.value, fields: fields, type: type) {
                case .success(let item): items.append(item)
                case .failure(let failure): return .failure(failure)
                }
            }
            return .success(.list(items))
        case .object:
            return composite(value, fields: fields)
        default:
            return .failure(.invalid("a \(type) value must be an object, not \(value.kindName)"))
        }
    }

    private func parseElement(_ value: JSONValue, fields: [String: TokenType], type: TokenType) -> Result<DesignValue, Failure> {
        if case .string(let text) = value, let name = TokenReference.wholeAlias(text) {
            return resolveReference(name).map { .success($0) } ?? .failure(.unresolved)
        }
        return composite(value, fields: fields)
    }

    private func composite(_ value: JSONValue, fields: [String: TokenType]) -> Result<DesignValue, Failure> {
        guard case .object(let members) = value else { return .failure(.invalid("expected an object, not \(value.kindName)")) }
        var result: [DesignValue.Field] = []
        for member in members {
            let fieldType = fields[member.key] ?? .other(member.key)
            let parsed: Result<DesignValue, Failure>
            switch (fieldType, member.value.value) {
            case (.other("lineHeight"), .string(let text)) where TokenReference.wholeAlias(text) == nil:
                parsed = TokenScalarParser.number(text).map { .success(.number($0)) }
                    ?? TokenScalarParser.dimension(text).map { .success($0) }
                    ?? .failure(.invalid("`\(text)` is not a line height"))
            case (.dimension, .array(let elements)):
                parsed = list(elements, as: .dimension)
            default:
                parsed = parse(member.value.value, as: fieldType)
            }
            switch parsed {
            case .success(let field): result.append(DesignValue.Field(member.key, field))
            case .failure(.invalid(let message)): return .failure(.invalid("`\(member.key)`: \(message)"))
            case .failure(.unresolved): return .failure(.unresolved)
            }
        }
        return .success(.composite(result))
    }

    private func list(_ elements: [JSONNode], as type: TokenType) -> Result<DesignValue, Failure> {
        var items: [DesignValue] = []
        for element in elements {
            switch parse(element.value, as: type) {
            case .success(let item): items.append(item)
            case .failure(let failure): return .failure(failure)
            }
        }
        return .success(.list(items))
    }

    // MARK: Inference

    /// The type a value written without one most likely has: a hex or `rgb()` string is a
    /// color, `16px` a dimension, `200ms` a duration, a number a number, anything else a string.
    static func inferType(_ value: JSONValue) -> TokenType {
        switch value {
        case .number: return .number
        case .string(let text):
            if TokenScalarParser.color(text) != nil { return .color }
            if TokenScalarParser.duration(text) != nil { return .duration }
            if TokenScalarParser.number(text) != nil { return .number }
            if case .dimension? = TokenScalarParser.dimension(text) { return .dimension }
            return .string
        case .object(let members):
            let keys = Set(members.map(\.key))
            if keys.isSuperset(of: ["r", "g", "b"]) || keys.contains("colorSpace") { return .color }
            if keys.contains("fontFamily") || keys.contains("fontSize") { return .typography }
            if keys.contains("offsetX") || keys.contains("blur") { return .shadow }
            if keys.contains("timingFunction") { return .transition }
            return .other("object")
        default:
            return .other(value.kindName)
        }
    }

    /// A value of unknown type, kept as faithfully as the shared vocabulary allows.
    static func infer(_ value: JSONValue, preferString: Bool) -> DesignValue {
        switch value {
        case .null: return .string("null")
        case .bool(let flag): return .string(flag ? "true" : "false")
        case .number(let number): return preferString ? .string(number.literal) : .number(number.double)
        case .string(let text):
            if preferString { return .string(text) }
            if let color = TokenScalarParser.color(text) { return .color(color) }
            if let duration = TokenScalarParser.duration(text) { return .duration(duration) }
            if let number = TokenScalarParser.number(text) { return .number(number) }
            if let dimension = TokenScalarParser.dimension(text) { return dimension }
            return .string(text)
        // Nesting is bounded by the JSON reader's depth limit.
        case .array(let elements):
            return .list(elements.map { infer($0.value, preferString: preferString) })
        case .object(let members):
            return .composite(members.map { DesignValue.Field($0.key, infer($0.value.value, preferString: preferString)) })
        }
    }
}
