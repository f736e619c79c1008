import DesignSpecCore

extension SiteBuilder {
    /// The components page: a card per recipe, in doc order.
    func componentsFields(_ plan: SitePlan, links: SiteLinks) -> TemplateObject {
        let cards: [TemplateValue] = plan.recipes.map { recipe in .object(recipeFields(recipe, plan, links: links)) }
        return ["hasRecipes": .bool(!cards.isEmpty), "recipes": .list(cards)]
    }

    func recipeFields(_ recipe: SiteRecipe, _ plan: SitePlan, links: SiteLinks) -> TemplateObject {
        let doc = plan.doc(atPath: recipe.docPath)
        let findings = plan.findings(inFile: recipe.docPath).filter {
            $0.range.start.line >= recipe.range.start.line && $0.range.start.line <= recipe.endLine
        }
        return [
            "id": .string(Self.recipeID(recipe, plan)),
            "name": .string(recipe.name),
            "lang": .string(doc?.language ?? strings.language),
            "sourceURL": .string(doc.map { links.doc($0.slug, anchor: recipe.anchor) } ?? links.home),
            "sourceLabel": .string("\(recipe.docPath):\(recipe.range.start.line)"),
            "hasFindings": .bool(!findings.isEmpty),
            "findings": .list(findings.map { finding in
                ["severity": .string(finding.severity.rawValue), "severityLabel": .string(strings.severityLabel(finding.severity)),
                 "messageHTML": .string(finding.text(in: strings.messageLanguage).html), "rule": .string(finding.rule.rawValue)]
            }),
            "hasDiagrams": .bool(!recipe.diagrams.isEmpty),
            "diagrams": .list(recipe.diagrams.map { ["svg": .string($0.svg), "caption": .string($0.caption)] }),
            "hasFacts": .bool(!recipe.facts.isEmpty),
            "facts": .list(recipe.facts.map { ["key": .string($0.key), "value": .string($0.value)] }),
            "hasNotes": .bool(!recipe.notes.isEmpty),
            "hasText": .bool(!recipe.facts.isEmpty || !recipe.notes.isEmpty),
            "hasBody": .bool(!recipe.facts.isEmpty || !recipe.notes.isEmpty || !recipe.diagrams.isEmpty),
            "notes": .list(recipe.notes.map { ["text": .string($0)] }),
            "codeHTML": .string(plan.highlighted.html(recipe.code)),
            "codeLabel": .string("\(strings["swiftCode"]): \(recipe.name)"),
        ]
    }

    /// The `id` of a recipe's card: `recipe-<doc page path, / as ->-<heading anchor>`
    /// (`recipe-components-buttons-toolbar`).
    static func recipeID(_ recipe: SiteRecipe, _ plan: SitePlan) -> String {
        let slug = plan.slugsByPath[recipe.docPath] ?? SiteSlug.pagePath(forPath: recipe.docPath)
        return "recipe-\(SiteSlug.idPart(slug))-\(recipe.anchor)"
    }
}
