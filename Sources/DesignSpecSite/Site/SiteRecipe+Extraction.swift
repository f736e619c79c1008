import DesignSpecCore

/// Recipes read straight from the docs, for a site built without the model's recipes:
/// each heading whose section (up to the next heading) holds a fenced `swift` block. The
/// code is scanned with `SwiftScanner`; diagrams come from its typed literals: the tap
/// target of an interactive element's frame (interactive by its code, or by a name such as
/// `… Button` when the frame is control-sized, 24 pt or more), the corner radius, each animation curve.
extension SiteRecipe {
    static func extract(from doc: SiteDoc) -> [SiteRecipe] {
        let document = doc.document
        let outline = doc.outline
        var recipes: [SiteRecipe] = []
        var headingIndex = -1
        var current: (heading: Markdown.Heading, blocks: [Markdown.Block], anchor: String)?

        func finish(endLine: Int) {
            guard let section = current else { return }
            let codeBlocks = section.blocks.compactMap { block -> Markdown.CodeBlock? in
                if case .codeBlock(let code) = block, code.language?.lowercased() == "swift" { return code }
                return nil
            }
            guard let code = codeBlocks.first else { return }
            let items = section.blocks.flatMap { block -> [String] in
                guard case .list(let list) = block else { return [] }
                return list.items.compactMap { item in
                    item.blocks.compactMap { block -> String? in
                        if case .paragraph(let paragraph) = block { return paragraph.inlines.plainText }
                        return nil
                    }.first
                }
            }
            var facts: [Fact] = []
            var notes: [String] = []
            for item in items {
                if let fact = Self.fact(item) { facts.append(fact) } else { notes.append(item) }
            }
            let scan = SwiftScanner.scan(code: code.code, origin: code.codeStart)
            let name = section.heading.plainText
            recipes.append(SiteRecipe(
                name: name, docPath: doc.path, anchor: section.anchor, range: section.heading.range, endLine: endLine,
                code: code.code, facts: facts, notes: notes,
                diagrams: Self.diagrams(scan, name: name, id: "recipe-\(SiteSlug.idPart(doc.slug))-\(recipes.count + 1)")))
        }

        for block in document.allBlocks {
            if case .heading(let heading) = block {
                finish(endLine: heading.range.start.line - 1)
                headingIndex += 1
                let anchor = headingIndex < outline.count ? outline[headingIndex].anchor : HeadingSlugger.slug(heading.plainText)
                current = (heading, [], anchor)
            } else {
                current?.blocks.append(block)
            }
        }
        finish(endLine: Int.max)
        return recipes
    }

    /// `cornerRadius: 14pt 고정` → (cornerRadius, 14pt 고정); a key is one word of letters.
    static func fact(_ text: String) -> Fact? {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let key = text[..<colon].trimmingCharacters(in: .whitespaces)
        let value = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        guard !key.isEmpty, !value.isEmpty, !value.hasPrefix("//"), key.count <= 32,
              key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == " " }),
              key.split(separator: " ").count <= 3 else { return nil }
        return Fact(key: key, value: value)
    }

    /// Whether `text` contains `word` (`String.contains`). An ASCII text (most recipe
    /// names) holds no Hangul word, and an ASCII word exactly where its bytes are: a
    /// look at the bytes, not Foundation's search.
    static func names(_ text: String, _ word: String) -> Bool {
        guard text.isASCII, !word.isEmpty else { return text.contains(word) }
        return word.isASCII && text.containsUTF8(of: word)
    }

    static func diagrams(_ scan: RecipeScan, name: String, id: String) -> [Diagram] {
        var diagrams: [Diagram] = []
        func dimension(_ kind: LiteralKind) -> Dimension? {
            for literal in scan.literals where literal.kind == kind {
                if case .dimension(let value) = literal.value, value.value.isFinite { return value }
            }
            return nil
        }
        let lowered = name.lowercased()
        let namedInteractive = ["button", "버튼", "chip", "칩", "fab", "toggle", "link"].contains { names(lowered, $0) }
        let interactiveCode = scan.hasInteractiveElement || scan.literals.contains(where: \.isInteractive)
        // The hit area `tap-target` measures, when the code decides both sides (a control
        // sized by its label and padding); none when it does not (a chip whose label is a
        // text: its 12×12 dot is not its hit area). Only code the layout did not read falls
        // back to the first frame of an interactive recipe.
        let candidates = scan.hitAreas.filter { $0.isInteractiveElement || (namedInteractive && $0.isTopLevel) }
        let measured = candidates.first { $0.width != nil && $0.height != nil }
        if !candidates.isEmpty {
            if let measured, let width = measured.width, let height = measured.height {
                let diagram = TapTargetDiagram(id: "\(id)-tap", name: name, width: Dimension(width, .pt), height: Dimension(height, .pt))
                diagrams.append(Diagram(svg: diagram.render(),
                                        caption: "hit area \(DesignValue.format(width))×\(DesignValue.format(height)) pt / 44×44 pt"))
            }
        } else if let width = dimension(.frameWidth), let height = dimension(.frameHeight),
           interactiveCode || (namedInteractive && width.points >= 24 && height.points >= 24) {
            let diagram = TapTargetDiagram(id: "\(id)-tap", name: name, width: width, height: height)
            diagrams.append(Diagram(svg: diagram.render(), caption: "frame \(Self.points(width))×\(Self.points(height)) pt / 44×44 pt"))
        }
        if let radius = dimension(.cornerRadius) {
            diagrams.append(Diagram(svg: CornerRadiusPreview(id: "\(id)-radius", radius: radius).render(),
                                    caption: "cornerRadius \(Self.points(radius)) pt"))
        }
        var seen: Set<DesignValue> = []
        for literal in scan.literals where literal.kind == .animation {
            guard case .animation(let animation) = literal.value, seen.insert(literal.value).inserted else { continue }
            let diagram = MotionCurveDiagram(id: "\(id)-motion-\(seen.count)", name: literal.context, animation: animation)
            diagrams.append(Diagram(svg: diagram.render(), caption: literal.value.displayString))
        }
        return diagrams
    }

    private static func points(_ dimension: Dimension) -> String {
        DesignValue.format(dimension.points)
    }
}
