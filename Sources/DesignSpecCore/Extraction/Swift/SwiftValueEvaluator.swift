/// Turns SwiftUI expressions into typed design values: colors (`.blue`,
/// `Color.accentColor.opacity(0.15)`, `Color(.systemGray6)`, `Color(red:green:blue:)`),
/// animations (`.easeInOut(duration: 0.2)`, `.spring(response:dampingFraction:)`, with
/// `+ transition`), transitions, durations (`.seconds(1.4)`) and numbers. Shared by the
/// recipe scanner and `ValueParser`, so code and docs read SwiftUI the same way.
///
/// Recursion follows the expression tree, whose depth the parser already limits.
struct SwiftValueEvaluator: Sendable {
    /// Whether a bare name (`accentColor`, `easeOut`) counts, as in doc prose; in code a
    /// bare name is a variable.
    var allowsBareNames = false

    /// Any design value the expression spells, trying number, color, animation, transition.
    func value(_ e: SwiftExpression) -> DesignValue? {
        if let n = number(e) { return .number(n) }
        if let c = color(e) { return .color(c) }
        if let a = animation(e) { return .animation(a) }
        if let t = transitions(e) { return Self.transitionValue(t) }
        if let d = duration(e) { return .duration(d) }
        return nil
    }

    /// A transition alone, as the model keeps it: a composite with one field,
    /// `transitions`, listing the SwiftUI spellings.
    static func transitionValue(_ transitions: [String]) -> DesignValue {
        .composite([DesignValue.Field("transitions", .list(transitions.map { .string($0) }))])
    }

    func number(_ e: SwiftExpression) -> Double? {
        switch e.kind {
        case .number(let n): return n
        case .prefix("-", let inner): return number(inner).map { -$0 }
        case .prefix("+", let inner): return number(inner)
        case .call(let callee, let args) where args.count == 1 && args[0].label == nil:
            if case .identifier(let type) = callee.kind, ["CGFloat", "Double", "Float", "Int"].contains(type) {
                return number(args[0].value)
            }
            return nil
        default: return nil
        }
    }

    // MARK: - Colors

    private static let colorTypes: Set<String> = ["Color", "UIColor", "NSColor"]

    func color(_ e: SwiftExpression) -> Color? {
        switch e.kind {
        case .implicitMember(let name):
            return SwiftUIColor.named(name)
        case .identifier(let name):
            return allowsBareNames ? SwiftUIColor.named(name) : nil
        case .member(let base, let name):
            if case .identifier(let type) = base.kind, Self.colorTypes.contains(type) { return SwiftUIColor.named(name) }
            return nil
        case .call(let callee, let args):
            if case .member(let base, "opacity") = callee.kind, args.count == 1, let alpha = number(args[0].value),
               var c = color(base) {
                c.alpha *= alpha
                return c
            }
            guard case .identifier(let type) = callee.kind, Self.colorTypes.contains(type) else { return nil }
            return colorInitializer(args)
        default:
            return nil
        }
    }

    private func colorInitializer(_ args: [SwiftArgument]) -> Color? {
        if args.count == 1, args[0].label == nil {
            let arg = args[0].value
            switch arg.kind {
            case .implicitMember(let name): return SwiftUIColor.named(name)
            case .member(let base, let name):
                if case .identifier(let type) = base.kind, Self.colorTypes.contains(type) { return SwiftUIColor.named(name) }
                return nil
            default: return nil
            }
        }
        let alpha = args["opacity"].flatMap(number) ?? args["alpha"].flatMap(number) ?? 1
        if let r = args["red"].flatMap(number), let g = args["green"].flatMap(number), let b = args["blue"].flatMap(number) {
            return Color(red: r, green: g, blue: b, alpha: alpha)
        }
        if let w = args["white"].flatMap(number) {
            return Color(red: w, green: w, blue: w, alpha: alpha)
        }
        if let hex = args["hex"], case .string(let text) = hex.kind {
            return ValueParser.hexColor(text.hasPrefix("#") ? text : "#" + text)
        }
        return nil
    }

    // MARK: - Animations

    private static let animationModifiers: Set<String> = ["delay", "speed", "repeatForever", "repeatCount", "logicallyComplete"]

    /// The curve name of `.easeOut`, `Animation.easeOut`, or a bare `easeOut` in prose.
    private func curveName(_ e: SwiftExpression) -> String? {
        switch e.kind {
        case .implicitMember(let name): return name
        case .member(let base, let name):
            if case .identifier("Animation") = base.kind { return name }
            return nil
        case .identifier(let name): return allowsBareNames ? name : nil
        default: return nil
        }
    }

    func animation(_ e: SwiftExpression) -> Animation? {
        switch e.kind {
        case .binary(let lhs, "+", let rhs):
            guard var a = animation(lhs), let t = transitions(rhs) else { return nil }
            a.transitions += t
            return a
        case .call(let callee, let args):
            if case .member(let base, let modifier) = callee.kind, Self.animationModifiers.contains(modifier) {
                return animation(base)
            }
            guard let name = curveName(callee) else { return nil }
            return animation(named: name, args)
        default:
            guard let name = curveName(e) else { return nil }
            return animation(named: name, [])
        }
    }

    private func animation(named name: String, _ args: [SwiftArgument]) -> Animation? {
        if let bezier = SwiftUICurve.timing(name) {
            let seconds = args["duration"].flatMap(number) ?? args.first(where: { $0.label == nil }).flatMap { number($0.value) }
            if !args.isEmpty && seconds == nil { return nil }
            return Animation(curve: .timing(name: name, bezier), duration: seconds.map { Duration(seconds: $0) })
        }
        if name == "timingCurve" {
            let values = args.prefix(4).compactMap { number($0.value) }
            guard values.count == 4 else { return nil }
            let seconds = args["duration"].flatMap(number)
            return Animation(curve: .timing(name: name, CubicBezier(values[0], values[1], values[2], values[3])),
                             duration: seconds.map { Duration(seconds: $0) })
        }
        guard var (response, damping) = SwiftUICurve.spring(name) else { return nil }
        if let stiffness = args["stiffness"].flatMap(number), stiffness > 0 {
            let mass = args["mass"].flatMap(number) ?? 1
            response = 2 * Double.pi * (mass / stiffness).squareRoot()
            if let d = args["damping"].flatMap(number) { damping = d / (2 * (stiffness * mass).squareRoot()) }
        }
        if let r = args["response"].flatMap(number) ?? args["duration"].flatMap(number) { response = r }
        if let f = args["dampingFraction"].flatMap(number) { damping = f }
        if let bounce = args["bounce"].flatMap(number) { damping = 1 - bounce }
        return Animation(curve: .spring(response: response, dampingFraction: damping))
    }

    // MARK: - Transitions

    private static let simpleTransitions: Set<String> = ["opacity", "scale", "slide", "identity", "blurReplace"]

    /// The transitions an expression combines, as SwiftUI spellings in source order:
    /// `opacity`, `scale(0.95)`, `scale(0.9, bottom)`, `move(trailing)`.
    func transitions(_ e: SwiftExpression) -> [String]? {
        switch e.kind {
        case .implicitMember(let name):
            return Self.simpleTransitions.contains(name) ? [name] : nil
        case .member(let base, let name):
            if case .identifier("AnyTransition") = base.kind, Self.simpleTransitions.contains(name) { return [name] }
            return nil
        case .call(let callee, let args):
            if case .member(let base, "combined") = callee.kind, let first = transitions(base),
               let with = args["with"], let second = transitions(with) {
                return first + second
            }
            var name: String
            switch callee.kind {
            case .implicitMember(let n): name = n
            case .member(let base, let n):
                guard case .identifier("AnyTransition") = base.kind else { return nil }
                name = n
            default: return nil
            }
            var parts: [String] = []
            switch name {
            case "scale":
                if let s = (args["scale"] ?? args.first(where: { $0.label == nil })?.value).flatMap(number) { parts.append(Self.format(s)) }
                if let anchor = args["anchor"]?.dottedName { parts.append(String(anchor.drop(while: { $0 == "." }))) }
            case "move", "push":
                guard let edge = (args["edge"] ?? args["from"])?.dottedName else { return nil }
                parts.append(String(edge.drop(while: { $0 == "." })))
            case "offset":
                for label in ["x", "y"] { if let v = args[label].flatMap(number) { parts.append("\(label): \(Self.format(v))") } }
            case "opacity", "slide", "identity":
                break
            case "asymmetric":
                guard let insertion = args["insertion"].flatMap(transitions), let removal = args["removal"].flatMap(transitions) else { return nil }
                parts = ["insertion: " + insertion.joined(separator: " + "), "removal: " + removal.joined(separator: " + ")]
            default:
                return nil
            }
            return [parts.isEmpty ? name : "\(name)(\(parts.joined(separator: ", ")))"]
        default:
            return nil
        }
    }

    // MARK: - Durations

    /// `.seconds(1.4)`, `.milliseconds(200)`, `Duration.seconds(1)`.
    func duration(_ e: SwiftExpression) -> Duration? {
        guard case .call(let callee, let args) = e.kind, args.count == 1, let n = number(args[0].value) else { return nil }
        let name: String
        switch callee.kind {
        case .implicitMember(let n): name = n
        case .member(let base, let n):
            guard case .identifier("Duration") = base.kind else { return nil }
            name = n
        default: return nil
        }
        switch name {
        case "seconds": return Duration(seconds: n)
        case "milliseconds": return Duration(milliseconds: n)
        default: return nil
        }
    }

    /// `1` for 1.0, `0.95` for 0.95.
    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
