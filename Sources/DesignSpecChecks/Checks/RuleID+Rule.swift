import DesignSpecCore

extension RuleID {
    /// The rule with this id, which describes it and makes its findings. A new id has no
    /// build until its rule is named here.
    var rule: any CheckRule.Type {
        switch self {
        case .valueMismatch: ValueMismatchRule.self
        case .aliasMismatch: AliasMismatchRule.self
        case .unknownToken: UnknownTokenRule.self
        case .ambiguousToken: AmbiguousTokenRule.self
        case .undocumentedToken: UndocumentedTokenRule.self
        case .deprecatedToken: DeprecatedTokenRule.self
        case .offScale: OffScaleRule.self
        case .tapTarget: TapTargetRule.self
        case .brokenReference: BrokenReferenceRule.self
        case .circularReference: CircularReferenceRule.self
        case .aliasChainTooLong: AliasChainTooLongRule.self
        case .invalidValue: InvalidValueRule.self
        case .duplicateToken: DuplicateTokenRule.self
        case .jsonSyntax: JSONSyntaxRule.self
        case .duplicateKey: DuplicateKeyRule.self
        case .config: ConfigRule.self
        case .ambiguousInference: AmbiguousInferenceRule.self
        case .uncheckedColumn: UncheckedColumnRule.self
        case .malformedTable: MalformedTableRule.self
        case .unusedHint: UnusedHintRule.self
        case .brokenLink: BrokenLinkRule.self
        case .frontMatter: FrontMatterRule.self
        case .ignoreWithoutReason: IgnoreWithoutReasonRule.self
        case .unknownRule: UnknownRuleRule.self
        }
    }
}
