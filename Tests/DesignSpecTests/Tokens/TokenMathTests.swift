import Foundation
import Testing
@testable import DesignSpecCore

@Suite struct TokenMathTests {
    private func evaluate(_ text: String) throws -> String {
        let quantity = try TokenMath.evaluate(text)
        return NSDecimalNumber(decimal: quantity.value).stringValue + quantity.unit
    }

    @Test func evaluatesWithPrecedenceAndParentheses() throws {
        #expect(try evaluate("16 * 0.25") == "4")
        #expect(try evaluate("16px / 2") == "8px")
        #expect(try evaluate("(4 + 8) * 2") == "24")
        #expect(try evaluate("4 + 8 * 2") == "20")
        #expect(try evaluate("-2rem * 3") == "-6rem")
        #expect(try evaluate("- -3") == "3")
        #expect(try evaluate("10px - 2px - 3px") == "5px")
    }

    @Test func isExactInDecimal() throws {
        #expect(try evaluate("0.1 + 0.2") == "0.3")
        #expect(try evaluate("1.1 * 3") == "3.3")
    }

    @Test func reportsErrors() {
        #expect(throws: TokenMath.EvaluationError(message: "division by zero")) { try TokenMath.evaluate("4 / 0") }
        #expect(throws: TokenMath.EvaluationError(message: "missing `)`")) { try TokenMath.evaluate("(4 + 2") }
        #expect(throws: TokenMath.EvaluationError(message: "cannot add px and rem")) { try TokenMath.evaluate("1px + 1rem") }
        #expect(throws: TokenMath.EvaluationError(message: "unexpected `x` in `4 x`")) { try TokenMath.evaluate("4 x") }
        #expect(throws: TokenMath.EvaluationError(message: "expression ends where a number was expected")) { try TokenMath.evaluate("4 *") }
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let deep = String(repeating: "(", count: 100_000) + "1" + String(repeating: ")", count: 100_000)
        #expect(throws: TokenMath.EvaluationError(message: "expression nested deeper than 100 levels")) { try TokenMath.evaluate(deep) }
        let signs = String(repeating: "-", count: 100_000) + "1"
        #expect(throws: TokenMath.EvaluationError(message: "expression nested deeper than 100 levels")) { try TokenMath.evaluate(signs) }
    }

    @Test func recognisesExpressions() {
        #expect(TokenMath.looksLikeExpression("8 * 0.25"))
        #expect(TokenMath.looksLikeExpression("(4 + 8) * 2"))
        #expect(!TokenMath.looksLikeExpression("16px"))
        #expect(!TokenMath.looksLikeExpression("-2px"))
        #expect(!TokenMath.looksLikeExpression("Open Sans, sans-serif"))
    }
}
