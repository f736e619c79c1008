extension SwiftScanner {
    private static let colorModifiers: Set<String> = [
        "foregroundStyle", "foregroundColor", "fill", "stroke", "strokeBorder", "background", "tint",
        "accentColor", "listRowBackground", "border", "overlay",
    ]
    private static let textStyles: Set<String> = [
        "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote", "caption", "caption2",
    ]

    /// Takes the literals that are direct arguments of the call `name(` at `open`.
    ///
    /// The arguments are read shallowly (calls inside them are visited on their own);
    /// only animations and transitions, which need the whole argument, are read deep.
    mutating func visitCall(name: String, isMember: Bool, open: Int, close: Int, start: Int) {
        var shallow = SwiftExpressionParser(tokens: tokens, brackets: brackets, maximumDepth: 1)
        let args = shallow.arguments(ofCallAt: open)
        let kinds = args.enumerated().map { k, arg in
            Self.kind(call: name, isMember: isMember, index: k, label: arg.label, arguments: args)
        }
        // The context costs a walk over the call's text: only when something is taken.
        let needsContext = kinds.contains { $0 != nil } || Self.colorModifiers.contains(name)
            || args.contains { $0.label == "color" }
            || Self.contextCalls.contains(name)
        guard needsContext else { return }
        let context = text(start, close)
        for (k, arg) in args.enumerated() {
            guard let kind = kinds[k] else {
                if isMember, Self.colorModifiers.contains(name) || arg.label == "color" {
                    referenceKinds[arg.value.tokens.lowerBound] = (.color, context)
                }
                continue
            }
            if let n = evaluator.number(arg.value) {
                emit(kind, Self.value(kind, n, call: name), arg.value.tokens, context: context)
            } else if let name = arg.value.dottedName, name == ".infinity" || name.hasSuffix(".infinity") {
                emit(kind, .dimension(Dimension(.infinity, .pt)), arg.value.tokens, context: context)
            } else {
                referenceKinds[arg.value.tokens.lowerBound] = (kind, context)
            }
        }
        guard let first = args.first else { return }
        switch (name, isMember) {
        case ("font", true):
            if let style = Self.textStyle(first.value) {
                emit(.fontStyle, .string(style), first.value.tokens, context: context)
            } else {
                referenceKinds[first.value.tokens.lowerBound] = (.fontStyle, context)
            }
        case ("withAnimation", false), ("animation", true):
            guard first.label == nil, let value = deepParse(first.value, close: close),
                  let animation = evaluator.animation(value) else { break }
            animationStarts.insert(value.tokens.lowerBound)
            emit(.animation, .animation(animation), value.tokens, context: context)
        case ("transition", true):
            guard let value = deepParse(first.value, close: close), let transitions = evaluator.transitions(value) else { break }
            emit(.transition, SwiftValueEvaluator.transitionValue(transitions), value.tokens, context: context)
        case ("asyncAfter", true):
            // `.now() + 0.5`
            guard let deadline = args["deadline"] ?? args["wallDeadline"],
                  case .binary(_, "+", let rhs) = deadline.kind, let n = evaluator.number(rhs) else { break }
            emit(.duration, .duration(Duration(seconds: n)), rhs.tokens, context: context)
        default:
            break
        }
    }

    /// The argument read again in full; a part too deep to read is reported as skipped.
    mutating func deepParse(_ argument: SwiftExpression, close: Int) -> SwiftExpression? {
        guard !isSkipped(argument.tokens.lowerBound) else { return nil }
        var parser = SwiftExpressionParser(tokens: tokens, brackets: brackets)
        let value = parser.parse(at: argument.tokens.lowerBound, limit: close)
        if parser.tooDeep, let value, !value.tokens.isEmpty { skip(value.tokens.lowerBound, value.tokens.upperBound - 1) }
        return value
    }

    /// What each label of `.frame(…)` sets (made once, not for every frame argument).
    private static let frameKinds: [String: LiteralKind] = [
        "width": .frameWidth, "height": .frameHeight, "minWidth": .minWidth, "minHeight": .minHeight,
        "maxWidth": .maxWidth, "maxHeight": .maxHeight, "idealWidth": .idealWidth, "idealHeight": .idealHeight,
    ]

    /// The calls whose context is made even when no argument is taken.
    private static let contextCalls: Set<String> = ["font", "withAnimation", "animation", "transition", "asyncAfter"]

    /// What argument `index` (labelled `label`) of a call to `call` sets, if anything.
    static func kind(call: String, isMember: Bool, index: Int, label: String?, arguments: [SwiftArgument]) -> LiteralKind? {
        switch label {
        case "spacing", "horizontalSpacing", "verticalSpacing": return .spacing
        case "cornerRadius", "topLeadingRadius", "topTrailingRadius", "bottomLeadingRadius", "bottomTrailingRadius": return .cornerRadius
        case "lineWidth": return .lineWidth
        default: break
        }
        switch (call, label) {
        case ("padding", nil), ("safeAreaPadding", nil):
            guard isMember else { return nil }
            if arguments.count == 1 { return .padding(edges: [.all]) }
            guard index == 1, let edges = Self.edges(arguments[0].value) else { return nil }
            return .padding(edges: edges)
        case ("EdgeInsets", let edge?), ("NSDirectionalEdgeInsets", let edge?), ("UIEdgeInsets", let edge?):
            guard let e = LiteralKind.Edge(rawValue: edge == "left" ? "leading" : edge == "right" ? "trailing" : edge) else { return nil }
            return .padding(edges: [e])
        case ("frame", let l?):
            guard isMember else { return nil }
            return frameKinds[l]
        case ("cornerRadius", nil): return isMember && index == 0 ? .cornerRadius : nil
        case ("system", "size"), ("custom", "size"), ("systemFont", "ofSize"), ("monospacedSystemFont", "ofSize"): return .fontSize
        case ("Spacer", "minLength"): return .spacing
        case ("border", "width"): return .lineWidth
        case ("opacity", nil): return isMember && index == 0 ? .opacity : nil
        case ("scale", "scale"), ("scaleEffect", "scale"): return .scale
        case ("scale", nil), ("scaleEffect", nil): return isMember && index == 0 ? .scale : nil
        case ("shadow", "radius"): return .shadowRadius
        case ("shadow", "x"): return .shadowOffsetX
        case ("shadow", "y"): return .shadowOffsetY
        case ("offset", "x"): return isMember ? .offsetX : nil
        case ("offset", "y"): return isMember ? .offsetY : nil
        case ("blur", "radius"): return .blurRadius
        case ("lineSpacing", nil): return isMember ? .lineSpacing : nil
        case ("kerning", nil), ("tracking", nil): return isMember ? .letterSpacing : nil
        case ("delay", nil): return isMember ? .delay : nil
        case ("seconds", nil), ("milliseconds", nil): return isMember && arguments.count == 1 ? .duration : nil
        case ("sleep", "nanoseconds"): return .duration
        default: return nil
        }
    }

    /// The typed value of a number argument of this kind.
    static func value(_ kind: LiteralKind, _ n: Double, call: String) -> DesignValue {
        switch kind {
        case .opacity, .scale: .number(n)
        case .duration where call == "milliseconds": .duration(Duration(milliseconds: n))
        case .duration where call == "sleep": .duration(Duration(milliseconds: n / 1_000_000))
        case .duration, .delay: .duration(Duration(seconds: n))
        default: .dimension(Dimension(n, .pt))
        }
    }

    /// `.horizontal`, `[.top, .leading]`, `Edge.Set.all`.
    static func edges(_ e: SwiftExpression) -> [LiteralKind.Edge]? {
        let items: [SwiftExpression]
        if case .array(let elements) = e.kind { items = elements } else { items = [e] }
        var edges: [LiteralKind.Edge] = []
        for item in items {
            guard let name = item.dottedName?.split(separator: ".").last, let edge = LiteralKind.Edge(rawValue: String(name)) else { return nil }
            edges.append(edge)
        }
        return edges.isEmpty ? nil : edges
    }

    /// `title2` for `.title2`, `.title2.bold()`, `Font.title2.weight(.semibold)`.
    static func textStyle(_ e: SwiftExpression) -> String? {
        var current = e
        while true {
            switch current.kind {
            case .implicitMember(let name): return textStyles.contains(name) ? name : nil
            case .member(let base, let name):
                if case .identifier("Font") = base.kind { return textStyles.contains(name) ? name : nil }
                current = base
            case .call(let callee, _): current = callee
            default: return nil
            }
        }
    }
}
