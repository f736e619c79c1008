import DesignSpecCore

/// One change between two token sets. A token can have several (its value changed and it
/// was deprecated); each is reported under its kind.
package struct TokenChange: Hashable, Sendable {
    /// In report order.
    package enum Kind: String, CaseIterable, Hashable, Sendable {
        case added, removed, renamed, valueChanged, typeChanged, deprecated

        /// How reports head the kind: `value changed`.
        package var title: String {
            switch self {
            case .added: "added"
            case .removed: "removed"
            case .renamed: "renamed"
            case .valueChanged: "value changed"
            case .typeChanged: "type changed"
            case .deprecated: "deprecated"
            }
        }
    }

    package var kind: Kind
    /// The token's name: on the `to` side, or the `from` side for a removed token.
    package var name: String
    /// The name it had, for a renamed token.
    package var oldName: String?
    /// The type: on the `to` side, or the `from` side for a removed token.
    package var type: TokenType
    /// The type it had, for a type change.
    package var oldType: TokenType?
    /// The values: an added token's (`after`), a removed token's (`before`), a renamed
    /// token's (both, equal), or the modes whose value changed (both).
    package var values: [TokenValueChange]
    /// The `$deprecated` of a newly deprecated token.
    package var deprecation: TokenDeprecation?
    /// Where the token is defined: on the `to` side, or the `from` side for a removed token.
    package var location: SourceRange

    package init(kind: Kind, name: String, oldName: String? = nil, type: TokenType, oldType: TokenType? = nil,
                values: [TokenValueChange], deprecation: TokenDeprecation? = nil, location: SourceRange) {
        self.kind = kind
        self.name = name
        self.oldName = oldName
        self.type = type
        self.oldType = oldType
        self.values = values
        self.deprecation = deprecation
        self.location = location
    }

    /// The token names the change is about: both names of a rename.
    package var tokenNames: [String] { [oldName, name].compactMap { $0 } }
}

/// A token's value in one mode, before and after.
package struct TokenValueChange: Hashable, Sendable {
    /// nil when the token does not vary by mode.
    package var mode: String?
    package var before: TokenModeValue?
    package var after: TokenModeValue?

    package init(mode: String?, before: TokenModeValue?, after: TokenModeValue?) {
        self.mode = mode
        self.before = before
        self.after = after
    }

    /// The distance between the two colours in OKLab (ΔE OK), when both are colours.
    package var colorDifference: Double? {
        guard case .color(let old)? = before?.resolved, case .color(let new)? = after?.resolved else { return nil }
        return old.oklabDistance(to: new)
    }
}
