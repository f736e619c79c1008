/// The links and images of a doc with where each URL is written. cmark gives inlines no
/// position, so each URL is looked for, as `](URL`, on the lines of the paragraph,
/// heading or cell holding it, after the one found before it there; a URL written
/// otherwise (a reference link, one with escapes) is placed at the start of its container.
enum DocLinkFinder {
    static func links(in markdown: MarkdownDocument, lines: SourceLines) -> [DocLink] {
        var searchFrom: [SourceRange: SourceLocation] = [:]
        return markdown.linkUses.map { use in
            let container = use.container
            let from = searchFrom[container] ?? container.start
            let kind: DocLink.Kind = use.isImage ? .image : .link
            for (opening, skip) in [("](", 2), ("](<", 3)] {
                guard let found = lines.find(opening + use.destination, from: from, throughLine: container.end.line) else { continue }
                var start = found.start
                start.column += skip
                searchFrom[container] = found.end
                let range = SourceRange(start: start, end: found.end)
                return DocLink(kind: kind, destination: use.destination, range: range)
            }
            return DocLink(kind: kind, destination: use.destination, range: container)
        }
    }
}
