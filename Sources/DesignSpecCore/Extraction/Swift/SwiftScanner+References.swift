extension SwiftScanner {
    /// Uppercase roots that are SwiftUI, UIKit or Foundation types, never design tokens.
    static let platformTypes: Set<String> = [
        "Color", "UIColor", "NSColor", "Font", "UIFont", "Image", "UIImage", "Text", "Animation", "AnyTransition",
        "Task", "DispatchQueue", "Duration", "EdgeInsets", "Edge", "Alignment", "HorizontalAlignment",
        "VerticalAlignment", "UnitPoint", "Angle", "CGFloat", "CGSize", "CGPoint", "CGRect", "Double", "Int", "Float",
        "String", "Bool", "Array", "Dictionary", "Set", "Optional", "UIApplication", "UIDevice", "UIScreen",
        "UIAccessibility", "Calendar", "Date", "Locale", "Bundle", "URL", "UserDefaults", "NotificationCenter",
        "ProcessInfo", "FileManager", "JSONDecoder", "JSONEncoder", "Material", "ShapeStyle", "ContentMode",
        "Visibility", "Axis", "EditMode", "ColorScheme", "DynamicTypeSize", "Gradient", "LinearGradient",
        "RadialGradient", "AngularGradient", "StrokeStyle", "CGLineCap", "CGLineJoin", "RoundedCornerStyle",
        "UIRectCorner", "UIBlurEffect", "UIFontMetrics", "UIImpactFeedbackGenerator", "UINotificationFeedbackGenerator",
        "SwiftUI", "UIKit", "Foundation", "Spacer", "Circle", "Capsule", "Rectangle", "RoundedRectangle",
        "Ellipse", "HStack", "VStack", "ZStack", "List", "ForEach", "ScrollView", "NavigationStack", "GridItem",
        "Button", "Toggle", "ButtonRole", "TextAlignment", "Binding", "State", "Environment", "Namespace",
        "PresentationDetent", "ToolbarItemPlacement", "SymbolRenderingMode", "ContentTransition", "Logger",
    ]

    /// A dotted token name starting at `i` (see `RecipeTokenReference`).
    mutating func findTokenReference(at i: Int) {
        let t = tokens[i]
        guard t.isIdentifier, t.text.first?.isUppercase == true, !Self.platformTypes.contains(t.text),
              !(i > 0 && tokens[i - 1].isPunctuation(".")) else { return }
        var parts = [t.text]
        var j = i
        var hasLeaf = false
        while j + 2 < tokens.count, tokens[j + 1].isPunctuation("."), tokens[j + 2].isIdentifier,
              !tokens[j + 1].spaceBefore, !tokens[j + 2].spaceBefore {
            j += 2
            parts.append(tokens[j].text)
            if tokens[j].text.first?.isUppercase != true {
                hasLeaf = true
                break
            }
        }
        guard hasLeaf else { return }
        // `FontLoader.registerIfNeeded()` is a call, not a token.
        if j + 1 < tokens.count, tokens[j + 1].isPunctuation("("), tokens[j + 1].line == tokens[j].endLine { return }
        let use = referenceKinds[i]
        result.tokenReferences.append(RecipeTokenReference(
            name: parts.joined(separator: "."), range: range(i, j), kind: use?.kind, context: use?.context,
            isInteractive: interactive[i]))
    }
}
