/// `broken-link`: a link or image in a doc that leads to nothing. Made while the project
/// is read (the content folder is looked at then); the check passes it on.
struct BrokenLinkRule: ModelFindingRule {
    static let description = RuleDescription(
        id: .brokenLink, defaultSeverity: .error,
        summary: "A link or image in a doc leads to no file, or to a heading that does not exist.",
        explanation: """
            A relative link or image (`img/button.png`, `spacing.md`, `spacing.md#scale`, \
            `#scale`) is read from the doc's folder. A path that names no file in the content \
            folder, a folder, or a place outside the content folder (`../../x`, an absolute \
            path, a symbolic link leading out) is an error: the site would show a broken \
            image or a link to nowhere, and it copies only files inside the content folder. \
            An `#anchor` that is the anchor of no heading of its doc is a warning: the link \
            still opens the page, at its top. Anchors are made from the heading's text as \
            GitHub makes them (`## Color roles` is `#color-roles`). Links with a scheme \
            (`https:`, `mailto:`) are not checked.
            """)

    static var examples: [RuleExample] { BrokenLinkRuleExamples.all }
}
