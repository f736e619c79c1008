import DesignSpecCore

/// `tap-target`: an interactive element of a recipe whose hit area is under 44×44 pt.
struct TapTargetRule: CheckRule {
    static let minimum = 44.0

    static let description = RuleDescription(
        id: .tapTarget, defaultSeverity: .warning,
        summary: "An interactive element in a recipe has a hit area smaller than 44×44 pt.",
        explanation: """
            Apple's Human Interface Guidelines ask for a hit area of at least 44×44 points \
            for every interactive element. The rule lays out, as SwiftUI does, each \
            interactive element of a recipe: a `Button`, `Link`, `NavigationLink`, `Menu` \
            (a `Toggle` under `.toggleStyle(.button)`) is its label's size (a frame on the \
            label, grown by `.padding`, stacks added up), changed by the frames and padding \
            on the control itself; a view with `.onTapGesture` is that view's size; in a \
            recipe whose heading names a control (button, chip, toggle, 버튼, ...) and whose \
            code has none, the code block's top-level view is the control. A side the code \
            does not decide (a text, an image without a frame, a custom view, a frame that \
            fills its container) is never reported. Keep the visual size and grow the hit \
            area: `.frame(minWidth: 44, minHeight: 44)` with `.contentShape(Rectangle())`.
            """)

    static var examples: [RuleExample] { TapTargetRuleExamples.all }

    func findings(in model: DesignModel) -> [Finding] {
        model.docs.flatMap { $0.recipes.flatMap(findings(in:)) }
    }

    private func findings(in recipe: Recipe) -> [Finding] {
        var findings: [Finding] = []
        for code in recipe.codeBlocks {
            // A recipe that is interactive by its name only: its top-level view is the control.
            let namedControl = recipe.isInteractive && !code.hasInteractiveElement
            for area in code.hitAreas where area.isInteractiveElement || (namedControl && area.isTopLevel) {
                guard let range = area.decidedBy,
                      (area.width ?? .infinity) < Self.minimum || (area.height ?? .infinity) < Self.minimum else { continue }
                let size: String, koreanSize: String
                switch (area.width, area.height) {
                case (let w?, let h?): (size, koreanSize) = ("\(DesignValue.format(w))×\(DesignValue.format(h))pt", "\(DesignValue.format(w))×\(DesignValue.format(h))pt")
                case (let w?, nil): (size, koreanSize) = ("\(DesignValue.format(w))pt wide", "너비 \(DesignValue.format(w))pt")
                case (nil, let h?): (size, koreanSize) = ("\(DesignValue.format(h))pt high", "높이 \(DesignValue.format(h))pt")
                case (nil, nil): continue
                }
                findings.append(finding(FindingMessage(
                    en: "tap target is \(size), under the 44×44pt minimum (Apple HIG)",
                    ko: "터치 영역이 \(koreanSize)로, 최소 44×44pt(Apple HIG)보다 작습니다"), at: range))
            }
        }
        return findings
    }
}
