import DesignSpecCore

/// `front-matter`: a doc's leading YAML front matter that DesignSpec cannot read as
/// written (`FrontMatterParser`): each problem at its line and column.
struct FrontMatterRule: CheckRule {
    static let description = RuleDescription(
        id: .frontMatter, defaultSeverity: .warning,
        summary: "A doc's front matter is not closed, or holds a line or value DesignSpec does not read.",
        explanation: """
            A doc may start with YAML front matter between `---` lines: `title` (the title \
            in the sidebar, the page and search), `description` (the doc's card on the \
            overview and in search), `order` (an integer: the doc's place in its section), \
            `status` (a word shown as a badge) and `draft: true` (the doc is checked but left \
            out of the site). DesignSpec reads a subset of YAML: `key: value` lines whose \
            values are plain, single- or double-quoted scalars, `true`/`false`, integers, \
            `#` comments, and lists of scalars (`[a, b]` or `- a` lines). A line outside it \
            (a nested map, an anchor, a multi-line scalar), an unclosed block or a value of \
            the wrong type for its key is reported here; the rest of the block is read, and \
            the doc is rendered either way.
            """)

    static var examples: [RuleExample] { FrontMatterRuleExamples.all }

    func findings(in model: DesignModel) -> [Finding] {
        model.docs.flatMap { doc in
            (doc.markdown.frontMatter?.problems ?? []).map { problem in
                finding(problem.text, at: SourceRange(start: problem.location, end: problem.location))
            }
        }
    }
}
