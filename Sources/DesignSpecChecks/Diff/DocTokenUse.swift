import DesignSpecCore

/// A place in a doc that names a changed token or shows its value.
package struct DocTokenUse: Hashable, Comparable, Sendable {
    package enum Role: String, Hashable, Sendable {
        /// A table's name or alias cell, a token name in recipe code or in a code span of
        /// the prose.
        case names
        /// A table's value cell stating the token's value (in `mode`).
        case shows
    }

    package var range: SourceRange
    /// As written: `Spacing.medium`, `{color.bg.default}`, `16pt`.
    package var text: String
    package var token: String
    package var role: Role
    /// The mode column of a value cell; nil otherwise.
    package var mode: String?
    /// What changed about the token, in report order.
    package var kinds: [TokenChange.Kind]

    package init(range: SourceRange, text: String, token: String, role: Role, mode: String? = nil, kinds: [TokenChange.Kind]) {
        self.range = range
        self.text = text
        self.token = token
        self.role = role
        self.mode = mode
        self.kinds = kinds
    }

    package static func < (lhs: DocTokenUse, rhs: DocTokenUse) -> Bool {
        (lhs.range, lhs.token) < (rhs.range, rhs.token)
    }
}
