/// Examples of `alias-chain-too-long`; the tests run each one.
enum AliasChainTooLongRuleExamples {
    /// `chain.t0` → `chain.t1` → … → `chain.t1001`, which holds 4px: one alias per line.
    static let longChain: String = {
        let links = (0..<1001).map { #"    "t\#($0)": { "$value": "{chain.t\#($0 + 1)}" },"# }
        return "{ \"chain\": { \"$type\": \"dimension\",\n" + links.joined(separator: "\n")
            + "\n    \"t1001\": { \"$value\": \"4px\" }\n} }\n"
    }()

    static let all: [RuleExample] = [
        RuleExample(
            "a generated chain of 1001 aliases",
            doc: "# Chain\n",
            tokens: longChain,
            expected: ["tokens/tokens.json:2:23: error: alias chain from `chain.t0` is longer than 1000 steps [alias-chain-too-long]"]),
    ]
}
