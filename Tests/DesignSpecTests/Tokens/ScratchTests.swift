import Foundation
import Testing
@testable import DesignSpec

@Suite struct TokenScratch {
    @Test func dump() throws {
        let root = TestData.url("tokens")!
        for set in ["dtcg-figma-sds", "sd-basic/v3.9.2/examples/basic/tokens", "sd-basic/v3.9.2/examples/advanced/referencing_aliasing/tokens",
                    "sd-basic/main-8f7c522/examples/basic/tokens", "tokens-studio-lion/tokens", "spectrum-tokens/packages/tokens/src"] {
            let loaded = try TokenLoader(workingDirectory: root).load(paths: [set])
            print("=== \(set): tokens \(loaded.tokens.count) aliases \(loaded.resolvedAliasCount) findings \(loaded.findings.count) modes \(loaded.modeGroups) files \(loaded.files.count)")
            for f in loaded.findings.prefix(15) { print("  \(f.range): \(f.rule): \(f.message) \(f.notes.map { "[\($0.message) @ \($0.range)]" })") }
            let unresolved = loaded.tokens.filter { $0.values.contains { $0.resolved == nil } }
            print("  unresolved: \(unresolved.count) \(unresolved.prefix(5).map(\.name))")
            for t in loaded.tokens.prefix(set.contains("spectrum") ? 3 : 40) {
                print("  \(t.name) [\(t.type)] \(t.layer) " + t.values.map { "\($0.mode ?? "-")=\($0.resolved?.displayString ?? "nil") chain=\($0.aliasChain.map(\.name))" }.joined(separator: " | "))
            }
        }
    }
}
