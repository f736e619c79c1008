/// One argument of a call: `label: value` or just `value`.
struct SwiftArgument: Hashable, Sendable {
    var label: String?
    var value: SwiftExpression
}

extension [SwiftArgument] {
    /// The value of the argument with this label.
    subscript(label: String) -> SwiftExpression? {
        first { $0.label == label }?.value
    }
}
