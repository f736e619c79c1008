/// Nests parsed nodes into sections, parents and blocks as their tags open and close.
struct TemplateTreeBuilder {
    private struct Frame {
        var tag: TemplateToken.Tag
        var nodes: [TemplateNode] = []
        var overrides: [String: TemplateNode.Block] = [:]
        var standaloneIndentation: String?
        var blockIndentation = ""
    }

    private var root: [TemplateNode] = []
    private var frames: [Frame] = []

    /// The kinds of the sections, parents and blocks open now, outermost first.
    var openKinds: [TemplateToken.Tag.Kind] { frames.map(\.tag.kind) }

    /// Adds text or a line start where the innermost open section is. Inside a parent
    /// only blocks count, so anything else there is dropped.
    mutating func append(_ node: TemplateNode) {
        guard let last = frames.indices.last else {
            Self.append(node, to: &root)
            return
        }
        if frames[last].tag.kind == .parent {
            if case .block(let block) = node { frames[last].overrides[block.name] = block }
            return
        }
        Self.append(node, to: &frames[last].nodes)
    }

    private static func append(_ node: TemplateNode, to nodes: inout [TemplateNode]) {
        if case .text(let text) = node, case .text(let previous)? = nodes.last {
            nodes[nodes.count - 1] = .text(previous + text)
        } else {
            nodes.append(node)
        }
    }

    /// Adds a tag. `standaloneIndentation` is the whitespace before it when its line is
    /// standalone, nil otherwise; `blockIndentation` is the indentation a block opened
    /// here takes (see `TemplateNode.Block.indentation`).
    mutating func add(
        _ tag: TemplateToken.Tag, standaloneIndentation: String?, blockIndentation: String
    ) throws(TemplateError) {
        switch tag.kind {
        case .comment, .delimiters:
            break
        case .variable, .unescaped:
            guard let name = TemplateName(tag.name) else { throw TemplateError(.invalidName(tag.name), at: tag.location) }
            append(.variable(name, escaped: tag.kind == .variable))
        case .partial:
            append(.partial(TemplateNode.Partial(
                name: tag.name, standaloneIndentation: standaloneIndentation, overrides: [:], location: tag.location)))
        case .section, .inverted, .parent, .block:
            guard frames.count < TemplateParser.nestingLimit else {
                throw TemplateError(.nestingTooDeep(limit: TemplateParser.nestingLimit), at: tag.location)
            }
            frames.append(Frame(
                tag: tag, standaloneIndentation: standaloneIndentation, blockIndentation: blockIndentation))
        case .close:
            try close(tag)
        }
    }

    private mutating func close(_ tag: TemplateToken.Tag) throws(TemplateError) {
        guard let frame = frames.popLast() else {
            throw TemplateError(.unexpectedClose(tag.name), at: tag.location)
        }
        guard frame.tag.name == tag.name else {
            throw TemplateError(
                .mismatchedClose(expected: frame.tag.name, found: tag.name, openedAt: frame.tag.location),
                at: tag.location)
        }
        let opening = frame.tag
        switch opening.kind {
        case .parent:
            append(.partial(TemplateNode.Partial(
                name: opening.name, standaloneIndentation: frame.standaloneIndentation,
                overrides: frame.overrides, location: opening.location)))
        case .block:
            append(.block(TemplateNode.Block(
                name: opening.name, indentation: frame.blockIndentation,
                startsLine: frame.standaloneIndentation != nil, body: frame.nodes, location: opening.location)))
        default:
            guard let name = TemplateName(opening.name) else {
                throw TemplateError(.invalidName(opening.name), at: opening.location)
            }
            append(.section(TemplateNode.Section(
                name: name, inverted: opening.kind == .inverted, body: frame.nodes, location: opening.location)))
        }
    }

    /// The finished template; throws when a section is still open.
    func finish() throws(TemplateError) -> [TemplateNode] {
        if let open = frames.last {
            throw TemplateError(.unclosedSection(open.tag.name), at: open.tag.location)
        }
        return root
    }
}
