import DesignSpecCore

/// Renders parsed templates against a context stack, resolving partials, parents and
/// blocks in a library. The output is UTF-8 bytes: a page is thousands of small appends,
/// and appending to `[UInt8]` is cheaper than to `String` (the site writes the bytes as
/// they are).
struct TemplateRenderer {
    /// How deep partials and parents may include each other.
    static let partialDepthLimit = 100
    /// How deep sections, blocks, partials and parents may nest while rendering, all
    /// templates together; keeps hostile templates from exhausting the stack.
    static let nestingLimit = 400

    /// Where rendering is: the blocks overridden by the parents being rendered, and the
    /// indentation to add to each template line after removing `dedent` from the line's
    /// own. (The context stack is the renderer's `stack`, the nesting depth its `nesting`.)
    /// A section leaves the scope as it is, so entering one copies nothing.
    struct Scope {
        var overrides: [String: TemplateNode.Block] = [:]
        var indentation = ""
        var dedent = ""
        var partialDepth = 0
    }

    let library: TemplateLibrary
    private(set) var output: [UInt8] = []
    /// The context stack, innermost last. A section pushes its value and pops it when
    /// done, in place: entering a section or a list item copies no stack.
    private var stack: [TemplateValue]
    /// How many sections, blocks, partials and parents enclose the node being rendered.
    private var nesting: Int

    /// A renderer of templates against `context`.
    init(library: TemplateLibrary, context: TemplateValue) {
        self.init(library: library, stack: [context], nesting: 0)
        output.reserveCapacity(Self.initialCapacity)
    }

    /// The bytes a page's output starts with room for: a doc page is some 20 KB, and
    /// growing from empty would copy it a dozen times on the way.
    static let initialCapacity = 1 << 16

    private init(library: TemplateLibrary, stack: [TemplateValue], nesting: Int) {
        self.library = library
        self.stack = stack
        self.nesting = nesting
    }

    mutating func render(_ nodes: ArraySlice<TemplateNode>, _ scope: Scope) throws(TemplateError) {
        for node in nodes {
            switch node {
            case .text(let text):
                output.append(contentsOf: text)
            case .lineStart(let indentation):
                // Most lines of a page have no indentation to write: nothing to append.
                if !scope.indentation.isEmpty { output.append(utf8: scope.indentation) }
                if !scope.dedent.isEmpty {
                    output.append(utf8: indentation.removingCommonPrefix(with: scope.dedent))
                } else if !indentation.isEmpty {
                    output.append(utf8: indentation)
                }
            case .variable(let name, let escaped):
                if let value = name.resolve(in: stack) { write(value, escaped: escaped) }
            case .section(let section):
                try render(section, scope)
            case .partial(let partial):
                try render(partial, scope)
            case .block(let block):
                try render(block, scope)
            }
        }
    }

    /// An interpolated value (`TemplateValue.interpolated`), HTML-escaped when `escaped`.
    private mutating func write(_ value: TemplateValue, escaped: Bool) {
        let text: String
        switch value {
        case .string(let string): text = string  // most values: written without a copy
        case .null, .list, .object: return
        case .bool, .number: text = value.interpolated
        }
        if escaped {
            HTML.escape(text, into: &output)
        } else {
            output.append(utf8: text)
        }
    }

    private mutating func render(_ section: TemplateNode.Section, _ scope: Scope) throws(TemplateError) {
        let value = section.name.resolve(in: stack) ?? .null
        guard value.isTruthy != section.inverted else { return }
        try enter(at: section.location)
        defer { nesting -= 1 }
        if section.inverted {
            try render(section.body[...], scope)
            return
        }
        switch value {
        case .list(let items) where items.count >= Self.parallelListLength:
            try renderInParallel(section.body, items, scope)
        case .list(let items):
            try render(items[...], section.body, scope)
        default:
            stack.append(value)
            defer { stack.removeLast() }
            try render(section.body[...], scope)
        }
    }

    /// A list section's body once per item, each item on top of the stack.
    private mutating func render(_ items: ArraySlice<TemplateValue>, _ body: [TemplateNode], _ scope: Scope) throws(TemplateError) {
        for item in items {
            stack.append(item)
            defer { stack.removeLast() }
            try render(body[...], scope)
        }
    }

    /// A list at least this long is rendered on every core (the tokens page's thousands of
    /// rows); shorter ones are not worth the hand-over.
    static let parallelListLength = 256

    /// Renders each item of a long list on its own: an item's text depends only on the
    /// body and its scope, never on the output before it, so the chunks are rendered
    /// apart and joined in order, giving the same bytes as the serial loop.
    private mutating func renderInParallel(_ body: [TemplateNode], _ items: [TemplateValue], _ scope: Scope) throws(TemplateError) {
        let library = library
        let stack = stack
        let nesting = nesting
        let texts = IndexedConcurrentMap.mapRuns(count: items.count, length: 64) { chunk in
            Result { () throws(TemplateError) -> [UInt8] in
                var renderer = TemplateRenderer(library: library, stack: stack, nesting: nesting)
                // Room from the start, as a page has: growing from empty copied each chunk's
                // bytes again at every doubling.
                renderer.output.reserveCapacity(Self.initialCapacity)
                try renderer.render(items[chunk], body, scope)
                return renderer.output
            }
        }
        var joined: [[UInt8]] = []
        for text in texts { joined.append(try text.get()) }
        output.reserveCapacity(output.count + joined.reduce(0) { $0 + $1.count })
        for text in joined { output += text }
    }

    /// A partial, or a parent: the named template with the parent's blocks overriding its
    /// own, unless a parent further out already overrides them.
    private mutating func render(_ partial: TemplateNode.Partial, _ scope: Scope) throws(TemplateError) {
        guard scope.partialDepth < Self.partialDepthLimit else {
            throw TemplateError(
                .recursionLimit(partial: partial.name, limit: Self.partialDepthLimit), at: partial.location)
        }
        guard let template = try library.template(named: partial.name) else {
            if library.missingPartials == .renderEmpty { return }
            throw TemplateError(.partialNotFound(partial.name), at: partial.location)
        }
        try enter(at: partial.location)
        defer { nesting -= 1 }
        var inner = scope
        inner.partialDepth += 1
        inner.overrides = partial.overrides.merging(scope.overrides) { _, outer in outer }
        inner.indentation = partial.standaloneIndentation.map {
            scope.indentation + $0.removingCommonPrefix(with: scope.dedent)
        } ?? ""
        inner.dedent = ""
        try render(template.nodes[...], inner)
    }

    /// A block: its override if a parent gives one, else its default, re-indented from
    /// where it was written to where it is expanded.
    private mutating func render(_ block: TemplateNode.Block, _ scope: Scope) throws(TemplateError) {
        let chosen = scope.overrides[block.name] ?? block
        try enter(at: block.location)
        defer { nesting -= 1 }
        var inner = scope
        inner.indentation = scope.indentation + block.indentation.removingCommonPrefix(with: scope.dedent)
        inner.dedent = chosen.indentation
        var body = chosen.body[...]
        let bodyStartsLine: Bool = if case .lineStart? = body.first { true } else { false }
        if block.startsLine, !bodyStartsLine, !body.isEmpty {
            output.append(utf8: inner.indentation)
        } else if !block.startsLine, bodyStartsLine {
            body = body.dropFirst()
        }
        try render(body, inner)
    }

    /// One level deeper (the caller steps back out); throws past `nestingLimit`.
    private mutating func enter(at location: SourceLocation) throws(TemplateError) {
        guard nesting < Self.nestingLimit else {
            throw TemplateError(.nestingTooDeep(limit: Self.nestingLimit), at: location)
        }
        nesting += 1
    }
}

fileprivate extension String {
    /// The string without the longest prefix it shares with `other`.
    func removingCommonPrefix(with other: String) -> String {
        var shared = 0
        for (mine, theirs) in zip(self, other) {
            guard mine == theirs else { break }
            shared += 1
        }
        return String(dropFirst(shared))
    }
}
