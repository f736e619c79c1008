import Foundation

/// Evaluates the arithmetic that Tokens Studio allows in values, after references have been
/// replaced by their values: `16px * 0.25`, `24 / 2`, `(4 + 8) * 2`, `-2rem`.
///
/// A small recursive-descent parser over `+ - * /`, parentheses and unary signs, in
/// decimal arithmetic (`0.1 + 0.2` is `0.3`). Nesting deeper than `maximumDepth` is an
/// error, not a stack overflow. Operands may carry one unit (`px`, `rem`, `ms`, ...); the
/// result keeps it.
package enum TokenMath {
    package static let maximumDepth = 100

    package struct Quantity: Hashable, Sendable {
        package var value: Decimal
        /// `px`, `rem`, `ms`, `%`..., or empty for a plain number.
        package var unit: String

        package var double: Double { NSDecimalNumber(decimal: value).doubleValue }
    }

    package struct EvaluationError: Error, Hashable, Sendable, CustomStringConvertible {
        package var message: String
        package var description: String { message }
    }

    /// True when `text` has an operator between operands, so it is worth evaluating.
    package static func looksLikeExpression(_ text: String) -> Bool {
        if let ascii = ASCIIUnitText(text) { return ascii.looksLikeExpression }
        return characterLooksLikeExpression(text)
    }

    /// `looksLikeExpression` by characters: any text (the ASCII path must agree with it).
    static func characterLooksLikeExpression(_ text: String) -> Bool {
        let trimmed = text.trimmingSpaces()
        guard let first = trimmed.first, first.isNumber || first == "(" || first == "-" || first == "." else { return false }
        return trimmed.dropFirst().contains { "+-*/()".contains($0) }
    }

    package static func evaluate(_ text: String) throws(EvaluationError) -> Quantity {
        var parser = Parser(characters: Array(text))
        let result = try parser.expression(depth: 0)
        parser.skipSpaces()
        if parser.index < parser.characters.count {
            throw EvaluationError(message: "unexpected `\(parser.characters[parser.index])` in `\(text)`")
        }
        return result
    }

    private struct Parser {
        let characters: [Character]
        var index = 0

        mutating func skipSpaces() {
            while index < characters.count, characters[index].isWhitespace { index += 1 }
        }

        mutating func peek() -> Character? {
            skipSpaces()
            return index < characters.count ? characters[index] : nil
        }

        mutating func expression(depth: Int) throws(EvaluationError) -> Quantity {
            guard depth < maximumDepth else { throw EvaluationError(message: "expression nested deeper than \(maximumDepth) levels") }
            var left = try term(depth: depth)
            while let op = peek(), op == "+" || op == "-" {
                index += 1
                let right = try term(depth: depth)
                left = try combine(left, op, right)
            }
            return left
        }

        mutating func term(depth: Int) throws(EvaluationError) -> Quantity {
            var left = try factor(depth: depth)
            while let op = peek(), op == "*" || op == "/" {
                index += 1
                let right = try factor(depth: depth)
                left = try combine(left, op, right)
            }
            return left
        }

        mutating func factor(depth: Int) throws(EvaluationError) -> Quantity {
            guard depth < maximumDepth else { throw EvaluationError(message: "expression nested deeper than \(maximumDepth) levels") }
            guard let next = peek() else { throw EvaluationError(message: "expression ends where a number was expected") }
            if next == "-" || next == "+" {
                index += 1
                var operand = try factor(depth: depth + 1)
                if next == "-" { operand.value = -operand.value }
                return operand
            }
            if next == "(" {
                index += 1
                let inner = try expression(depth: depth + 1)
                guard peek() == ")" else { throw EvaluationError(message: "missing `)`") }
                index += 1
                return inner
            }
            return try number()
        }

        mutating func number() throws(EvaluationError) -> Quantity {
            let start = index
            while index < characters.count, characters[index].isASCII, characters[index].isNumber || characters[index] == "." {
                index += 1
            }
            guard index > start, let value = Decimal(string: String(characters[start..<index]), locale: Locale(identifier: "en_US_POSIX")) else {
                let found = index < characters.count ? "`\(characters[index])`" : "the end"
                throw EvaluationError(message: "expected a number, found \(found)")
            }
            let unitStart = index
            while index < characters.count, characters[index].isLetter || characters[index] == "%" { index += 1 }
            return Quantity(value: value, unit: String(characters[unitStart..<index]))
        }

        func combine(_ left: Quantity, _ op: Character, _ right: Quantity) throws(EvaluationError) -> Quantity {
            switch op {
            case "+", "-":
                guard left.unit == right.unit || left.unit.isEmpty || right.unit.isEmpty else {
                    throw EvaluationError(message: "cannot add \(left.unit) and \(right.unit)")
                }
                let unit = left.unit.isEmpty ? right.unit : left.unit
                return Quantity(value: op == "+" ? left.value + right.value : left.value - right.value, unit: unit)
            case "*":
                guard left.unit.isEmpty || right.unit.isEmpty else {
                    throw EvaluationError(message: "cannot multiply \(left.unit) by \(right.unit)")
                }
                return Quantity(value: left.value * right.value, unit: left.unit.isEmpty ? right.unit : left.unit)
            default:
                guard right.value != 0 else { throw EvaluationError(message: "division by zero") }
                let unit: String
                if right.unit.isEmpty { unit = left.unit }
                else if right.unit == left.unit { unit = "" }
                else { throw EvaluationError(message: "cannot divide \(left.unit.isEmpty ? "a number" : left.unit) by \(right.unit)") }
                return Quantity(value: left.value / right.value, unit: unit)
            }
        }
    }
}
