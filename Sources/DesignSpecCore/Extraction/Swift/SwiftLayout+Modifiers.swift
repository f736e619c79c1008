extension SwiftLayout {
    /// Modifiers that draw, style or react without changing the layout size.
    static let neutralModifiers: Set<String> = [
        "font", "fontWeight", "fontDesign", "bold", "italic", "monospaced", "monospacedDigit", "foregroundStyle",
        "foregroundColor", "tint", "accentColor", "background", "overlay", "border", "clipShape", "clipped", "cornerRadius",
        "mask", "opacity", "shadow", "blur", "brightness", "saturation", "contrast", "grayscale", "colorMultiply",
        "hueRotation", "scaleEffect", "rotationEffect", "rotation3DEffect", "offset", "zIndex",
        "hoverEffect", "animation", "transition", "id", "tag", "help", "disabled", "allowsHitTesting",
        "keyboardShortcut", "symbolRenderingMode", "symbolVariant", "symbolEffect", "imageScale", "resizable",
        "renderingMode", "interpolation", "antialiased", "fill", "stroke", "strokeBorder", "toggleStyle", "labelStyle",
        "menuStyle", "environment", "compositingGroup", "drawingGroup", "gesture", "highPriorityGesture",
        "simultaneousGesture", "sensoryFeedback", "task", "contextMenu", "popover", "sheet", "fullScreenCover",
        "alert", "confirmationDialog", "navigationDestination", "lineLimit", "multilineTextAlignment", "textCase",
        "underline", "strikethrough", "kerning", "tracking", "badge", "buttonBorderShape", "listRowBackground",
        "listRowSeparator", "preferredColorScheme", "sensoryFeedback", "focusable", "focused",
    ]

    /// The size after one modifier.
    func apply(_ link: Link, to size: Size) -> Size {
        switch link.name {
        case "frame":
            return frame(link, size)
        case "padding":
            return padding(link, size)
        case "contentShape":
            return contentShape(link, size)
        case "buttonStyle":
            // The plain and borderless styles draw the label as it is; the bordered ones
            // add the system's insets.
            let style = link.open.map { callArguments(at: $0) }?.first?.value
            let name = style?.dottedName ?? style.flatMap { value -> String? in
                if case .call(let callee, _) = value.kind { return callee.dottedName }
                return nil
            }
            return [".plain", ".borderless", "PlainButtonStyle", "BorderlessButtonStyle"].contains(name) ? size : .unknown
        case let name where Self.neutralModifiers.contains(name) || name.hasPrefix("accessibility")
            || (name.hasPrefix("on") && name.count > 2 && name.dropFirst(2).first?.isUppercase == true):
            return size
        default:
            return .unknown
        }
    }

    /// `.contentShape(Rectangle())` keeps the hit area at the view's size;
    /// `.contentShape(Rectangle().inset(by: -10))` grows it by 10 on every side, and
    /// `.contentShape(Rectangle().size(width: 44, height: 44))` makes it that size.
    private func contentShape(_ link: Link, _ size: Size) -> Size {
        guard let open = link.open, let shape = callArguments(at: open).last?.value,
              case .call(let callee, let arguments) = shape.kind, case .member(_, let method) = callee.kind else { return size }
        var result = size
        switch method {
        case "inset":
            guard let amount = arguments["by"].flatMap(finite) else { return .unknown }
            result.width = size.width.map { Swift.max(0, $0 - 2 * amount) }
            result.height = size.height.map { Swift.max(0, $0 - 2 * amount) }
        case "size":
            result.width = arguments["width"].flatMap(length)
            result.height = arguments["height"].flatMap(length)
        default:
            return size
        }
        result.decidedBy = result.isKnown ? (link.first, link.last) : nil
        return result
    }

    /// `.frame(width:height:)` sets a side; `.frame(minWidth:maxWidth:...)` clamps it, a
    /// maximum of `.infinity` filling the container (unknown).
    private func frame(_ link: Link, _ size: Size) -> Size {
        guard let open = link.open else { return .unknown }
        let arguments = callArguments(at: open)
        func side(_ current: Double?, fixed: String, minimum: String, maximum: String) -> (Double?, changed: Bool) {
            if let value = arguments[fixed] {
                let n = length(value)
                return (n, n != nil)
            }
            var side = current
            if let value = arguments[maximum] {
                guard let n = length(value) else { return (nil, false) }
                side = side.map { Swift.min($0, n) }
            }
            if let value = arguments[minimum] {
                guard let n = length(value) else { return (nil, false) }
                side = side.map { Swift.max($0, n) }
            }
            return (side, side != nil && side != current)
        }
        let width = side(size.width, fixed: "width", minimum: "minWidth", maximum: "maxWidth")
        let height = side(size.height, fixed: "height", minimum: "minHeight", maximum: "maxHeight")
        var result = Size(width: width.0, height: height.0, decidedBy: size.decidedBy)
        if width.changed || height.changed { result.decidedBy = (link.first, link.last) }
        if !result.isKnown { result.decidedBy = nil }
        return result
    }

    /// `.padding()`, `.padding(8)`, `.padding(.horizontal)`, `.padding([.top, .leading], 4)`,
    /// `.padding(EdgeInsets(top:leading:bottom:trailing:))`: the insets added to each side.
    private func padding(_ link: Link, _ size: Size) -> Size {
        let arguments = link.open.map { callArguments(at: $0) } ?? []
        guard arguments.allSatisfy({ $0.label == nil }), arguments.count <= 2 else { return .unknown }
        // top, leading, bottom, trailing; nil when the code does not say how much.
        var insets: [Double?] = [0, 0, 0, 0]
        let standard = 16.0
        func set(_ edges: [LiteralKind.Edge], _ amount: Double?) {
            for edge in edges {
                switch edge {
                case .all: insets = [amount, amount, amount, amount]
                case .top: insets[0] = amount
                case .leading: insets[1] = amount
                case .bottom: insets[2] = amount
                case .trailing: insets[3] = amount
                case .horizontal: (insets[1], insets[3]) = (amount, amount)
                case .vertical: (insets[0], insets[2]) = (amount, amount)
                }
            }
        }
        switch arguments.count {
        case 0:
            set([.all], standard)
        case 1:
            let value = arguments[0].value
            if let edges = SwiftScanner.edges(value) {
                set(edges, standard)
            } else if case .call(let callee, let fields) = value.kind, callee.dottedName == "EdgeInsets" {
                let names = ["top", "leading", "bottom", "trailing"]
                insets = names.map { name in fields[name].map { finite($0) } ?? 0 }
            } else {
                set([.all], finite(value))
            }
        default:
            guard let edges = SwiftScanner.edges(arguments[0].value) else { return .unknown }
            set(edges, finite(arguments[1].value))
        }
        func grown(_ side: Double?, _ a: Double?, _ b: Double?) -> Double? {
            guard let side, let a, let b else { return nil }
            return Swift.max(0, side + a + b)
        }
        var result = Size(width: grown(size.width, insets[1], insets[3]), height: grown(size.height, insets[0], insets[2]),
                          decidedBy: size.decidedBy)
        if result.width != size.width || result.height != size.height { result.decidedBy = (link.first, link.last) }
        if !result.isKnown { result.decidedBy = nil }
        return result
    }

    /// A finite number the expression spells, else nil.
    private func finite(_ value: SwiftExpression) -> Double? {
        scanner.evaluator.number(value).flatMap { $0.isFinite ? $0 : nil }
    }

    /// A length: a finite number, at least zero (`.infinity` and the like are no length).
    private func length(_ value: SwiftExpression) -> Double? {
        finite(value).map { Swift.max(0, $0) }
    }
}
