extension SwiftLayout {
    /// Controls sized by their label.
    static let labelledControls: Set<String> = ["Button", "Link", "NavigationLink", "Menu", "ShareLink", "Toggle"]
    static let horizontalStacks: Set<String> = ["HStack", "LazyHStack"]
    static let verticalStacks: Set<String> = ["VStack", "LazyVStack"]

    /// The size of a chain's root view; `links` is the whole chain (a `Toggle` is sized
    /// by its label only under `.toggleStyle(.button)`).
    func rootSize(_ root: Link, chain links: [Link], depth: Int) -> Size {
        switch root.name {
        case "Toggle":
            let asButton = links.contains { link in
                link.name == "toggleStyle" && link.open.map { callArguments(at: $0) }.map(Self.isButtonToggleStyle) == true
            }
            return asButton ? labelSize(root, depth: depth) : .unknown
        case let name where Self.labelledControls.contains(name):
            return labelSize(root, depth: depth)
        case let name where Self.horizontalStacks.contains(name) || Self.verticalStacks.contains(name) || name == "ZStack":
            return stackSize(root, depth: depth)
        case "Group":
            guard let closure = root.closures.first(where: { $0.label == nil }) else { return .unknown }
            return closureSize(closure.open, closure.close, depth: depth)
        default:
            return .unknown
        }
    }

    private static func isButtonToggleStyle(_ arguments: [SwiftArgument]) -> Bool {
        guard let first = arguments.first?.value else { return false }
        if first.dottedName == ".button" { return true }
        if case .call(let callee, _) = first.kind, callee.dottedName == "ButtonToggleStyle" { return true }
        return false
    }

    /// A control's label: a `label:` closure, or the trailing closure of a call whose
    /// arguments are all labelled (`Button(action: a) { label }`); a title argument
    /// (`Button("Save")`) is a text of unknown size, and a `Menu`'s trailing closure is
    /// its content.
    func labelSize(_ root: Link, depth: Int) -> Size {
        if let closure = root.closures.first(where: { $0.label == "label" }) {
            return closureSize(closure.open, closure.close, depth: depth)
        }
        let arguments = root.open.map { callArguments(at: $0) } ?? []
        if let label = arguments["label"], case .closure = label.kind, let close = scanner.brackets.partner[label.tokens.lowerBound] {
            return closureSize(label.tokens.lowerBound, close, depth: depth)
        }
        guard root.name != "Menu", !arguments.isEmpty, !arguments.contains(where: { $0.label == nil }),
              let closure = root.closures.first(where: { $0.label == nil }) else { return .unknown }
        return closureSize(closure.open, closure.close, depth: depth)
    }

    /// A stack: the children's sizes added along its axis (with the `spacing:` between
    /// them) and the largest across it; a side is unknown when a child's is, or when
    /// several children have the system's default spacing between them.
    func stackSize(_ root: Link, depth: Int) -> Size {
        let arguments = root.open.map { callArguments(at: $0) } ?? []
        let body: (open: Int, close: Int)?
        if let closure = root.closures.first(where: { $0.label == nil }) {
            body = (closure.open, closure.close)
        } else if let content = arguments["content"], case .closure = content.kind,
                  let close = scanner.brackets.partner[content.tokens.lowerBound] {
            body = (content.tokens.lowerBound, close)
        } else {
            body = nil
        }
        guard let body, let starts = statements(in: (body.open + 1)..<body.close), !starts.isEmpty else { return .unknown }
        let children = starts.map { size(ofChain: $0, through: min(scanner.chainEnd(from: $0), body.close - 1), depth: depth + 1) }
        let spacing: Double? = arguments["spacing"].flatMap(scanner.evaluator.number).flatMap { $0.isFinite ? $0 : nil }
            ?? (children.count == 1 ? 0 : nil)
        func sum(_ sides: [Double?]) -> Double? {
            guard let spacing, sides.allSatisfy({ $0 != nil }) else { return nil }
            return sides.reduce(0) { $0 + $1! } + spacing * Double(sides.count - 1)
        }
        func largest(_ sides: [Double?]) -> Double? {
            sides.allSatisfy { $0 != nil } ? sides.map { $0! }.max() : nil
        }
        let widths = children.map(\.width), heights = children.map(\.height)
        var stack = Size.unknown
        if Self.horizontalStacks.contains(root.name) {
            stack.width = sum(widths)
            stack.height = largest(heights)
        } else if Self.verticalStacks.contains(root.name) {
            stack.width = largest(widths)
            stack.height = sum(heights)
        } else {
            stack.width = largest(widths)
            stack.height = largest(heights)
        }
        if stack.isKnown { stack.decidedBy = (root.first, root.open.flatMap { scanner.brackets.partner[$0] } ?? root.first) }
        return stack
    }

    func callArguments(at open: Int) -> [SwiftArgument] {
        var parser = SwiftExpressionParser(tokens: scanner.tokens, brackets: scanner.brackets, maximumDepth: 4)
        return parser.arguments(ofCallAt: open)
    }
}
