/// A Swift expression as far as design values need it: literals, names, member chains,
/// calls with labelled arguments, operators, arrays. Anything else is `.unknown`.
/// `tokens` is the half-open range of token indices it was read from.
struct SwiftExpression: Hashable, Sendable {
    indirect enum Kind: Hashable, Sendable {
        case number(Double)
        case string(String)
        case identifier(String)
        /// `.name` with no receiver (`.blue`, `.horizontal`).
        case implicitMember(String)
        case member(SwiftExpression, String)
        case call(SwiftExpression, [SwiftArgument])
        case prefix(String, SwiftExpression)
        case binary(SwiftExpression, String, SwiftExpression)
        case ternary(SwiftExpression, SwiftExpression, SwiftExpression)
        case array([SwiftExpression])
        /// A `{ … }` closure, not looked into.
        case closure
        case unknown
    }

    var kind: Kind
    var tokens: Range<Int>

    /// The dotted name of a chain of plain names and members (`AppTheme.Spacing.medium`,
    /// `.accentColor`), or nil when a call or anything else is in it.
    var dottedName: String? {
        var parts: [String] = []
        var current = self
        while true {
            switch current.kind {
            case .identifier(let name):
                return ([name] + parts.reversed()).joined(separator: ".")
            case .implicitMember(let name):
                return "." + ([name] + parts.reversed()).joined(separator: ".")
            case .member(let base, let name):
                parts.append(name)
                current = base
            default:
                return nil
            }
        }
    }
}
