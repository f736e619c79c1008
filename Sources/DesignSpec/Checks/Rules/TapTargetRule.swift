/// `tap-target`: an interactive element of a recipe whose frame is under 44×44 pt.
struct TapTargetRule: CheckRule {
    static let minimum = 44.0
    static let sizeKinds: [LiteralKind] = [.frameWidth, .frameHeight, .minWidth, .minHeight]

    static let description = RuleDescription(
        id: "tap-target", defaultSeverity: .warning,
        summary: "An interactive element in a recipe is framed smaller than 44×44 pt.",
        explanation: """
            Apple's Human Interface Guidelines ask for a hit area of at least 44×44 points \
            for every interactive element. The rule reads the fixed frames (`width`, \
            `height`, `minWidth`, `minHeight`) of a recipe's interactive element: a \
            `Button`, `Toggle`, `Link`, ... or a view with `.onTapGesture`, and, in a recipe \
            whose heading names a control (button, chip, toggle, 버튼, ...), the code \
            block's top-level view. Keep the visual size and grow the hit area: \
            `.frame(minWidth: 44, minHeight: 44)` with `.contentShape(Rectangle())`.
            """)

    static var examples: [RuleExample] { TapTargetRuleExamples.all }

    func findings(in model: DesignModel) -> [Finding] {
        model.docs.flatMap { $0.recipes.flatMap(findings(in:)) }
    }

    private func findings(in recipe: Recipe) -> [Finding] {
        var findings: [Finding] = []
        let sizes = recipe.literals.filter { Self.sizeKinds.contains($0.kind) }
        // Only blocks with a fixed size matter.
        for code in recipe.codeBlocks where sizes.contains(where: { Self.contains(code.range, $0.range) }) {
            // A recipe that is interactive by its name only: its top-level view is the control.
            let namedControl = recipe.isInteractive && !code.hasInteractiveElement
            let sized = code.frames.filter { $0.isInteractiveElement || (namedControl && $0.isTopLevel) }
            var seen = Set<Int>()
            for frame in sized where seen.insert(frame.chainStart).inserted {
                let calls = sized.filter { $0.chainStart == frame.chainStart }
                let literals = sizes.filter { literal in calls.contains { Self.contains($0.range, literal.range) } }
                let width = Self.largest(literals, kinds: [.frameWidth, .minWidth])
                let height = Self.largest(literals, kinds: [.frameHeight, .minHeight])
                guard (width ?? .infinity) < Self.minimum || (height ?? .infinity) < Self.minimum else { continue }
                let size: String
                switch (width, height) {
                case (let w?, let h?): size = "\(DesignValue.format(w))×\(DesignValue.format(h))pt"
                case (let w?, nil): size = "\(DesignValue.format(w))pt wide"
                case (nil, let h?): size = "\(DesignValue.format(h))pt high"
                case (nil, nil): continue
                }
                let at = calls.last { call in literals.contains { Self.contains(call.range, $0.range) } } ?? frame
                findings.append(finding("tap target is \(size), under the 44×44pt minimum (Apple HIG)", at: at.range))
            }
        }
        return findings
    }

    private static func largest(_ literals: [RecipeLiteral], kinds: [LiteralKind]) -> Double? {
        literals.filter { kinds.contains($0.kind) }.compactMap(\.value.scalarPoints).max()
    }

    private static func contains(_ outer: SourceRange, _ inner: SourceRange) -> Bool {
        outer.file == inner.file && outer.start <= inner.start && inner.end <= outer.end
    }
}
