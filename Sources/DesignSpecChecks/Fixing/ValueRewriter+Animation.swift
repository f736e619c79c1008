import DesignSpecCore

extension ValueRewriter {
    /// A SwiftUI animation with another duration or curve, written as the doc writes it:
    /// `.easeInOut(duration: 0.2)` → `.easeInOut(duration: 0.3)`, `.easeOut(duration: 0.2)`
    /// when the curve changed, `.spring(response: 0.4, dampingFraction: 0.7)` with its
    /// two numbers; transitions after `+` are kept as they are.
    static func rewriteAnimation(_ text: String, _ stated: Animation, to expected: Animation) -> String? {
        var characters = Array(text)
        switch (stated.curve, expected.curve) {
        case (.timing(let name, let bezier), .timing(_, let target)):
            if !bezier.matches(target) {
                guard let renamed = renamingCurve(characters, from: name, to: target) else { return nil }
                characters = renamed
            }
            let old = stated.duration ?? SwiftUICurve.defaultDuration
            let new = expected.duration ?? SwiftUICurve.defaultDuration
            guard !DesignValue.close(old.milliseconds, new.milliseconds) else { return String(characters) }
            // A curve written without a duration has no number to change.
            guard stated.duration != nil else { return nil }
            if let literal = labelled("duration", in: characters) {
                characters.replaceSubrange(literal.range, with: Array(literal.writing(new.seconds)))
                return String(characters)
            }
            // `0.5s easeOut`: the one number, in its own unit.
            return rewriteNumbers(String(characters), stated: .duration(old), expected: .duration(new))
        case (.spring(let response, let damping), .spring(let newResponse, let newDamping)):
            for (label, old, new) in [("dampingFraction", damping, newDamping), ("response", response, newResponse)]
            where !DesignValue.close(old, new) {
                guard let literal = labelled(label, in: characters) else { return nil }
                characters.replaceSubrange(literal.range, with: Array(literal.writing(new)))
            }
            return String(characters)
        default:
            return nil
        }
    }

    /// The number after `label:` (`duration: 0.2`).
    static func labelled(_ label: String, in characters: [Character]) -> NumberLiteral? {
        let pattern = Array(label + ":")
        guard characters.count >= pattern.count else { return nil }
        for start in 0...(characters.count - pattern.count) where characters[start..<start + pattern.count].elementsEqual(pattern) {
            if start > 0, characters[start - 1].isLetter { continue }
            var index = start + pattern.count
            while index < characters.count, characters[index] == " " { index += 1 }
            return NumberLiteral.all(in: characters).first { $0.range.lowerBound == index }
        }
        return nil
    }

    /// The curve's SwiftUI name replaced by the one whose Bézier points are `target`
    /// (`easeInOut` → `easeOut`); nil when SwiftUI has no such name or the text does not
    /// write the old one.
    static func renamingCurve(_ characters: [Character], from name: String, to target: CubicBezier) -> [Character]? {
        guard let newName = ["linear", "easeIn", "easeOut", "easeInOut"].first(where: { SwiftUICurve.timing($0)?.matches(target) == true }) else {
            return nil
        }
        let old = Array(name)
        guard !old.isEmpty, characters.count >= old.count else { return nil }
        for start in 0...(characters.count - old.count) where characters[start..<start + old.count].elementsEqual(old) {
            let before = start > 0 ? characters[start - 1] : nil
            let after = start + old.count < characters.count ? characters[start + old.count] : nil
            if before?.isLetter == true || after?.isLetter == true || after?.isNumber == true { continue }
            var result = characters
            result.replaceSubrange(start..<start + old.count, with: Array(newName))
            return result
        }
        return nil
    }
}
