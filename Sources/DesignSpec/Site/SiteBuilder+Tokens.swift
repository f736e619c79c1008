extension SiteBuilder {
    /// The tokens page. Filled from the model once tokens are part of the site's input.
    func tokensFields(_ plan: SitePlan, links: SiteLinks) -> [String: TemplateValue] {
        ["hasTokens": false, "tokenCount": 0, "tokenGroups": []]
    }

    /// The components page. Filled from the model once recipes are part of the site's input.
    func componentsFields(_ plan: SitePlan, links: SiteLinks) -> [String: TemplateValue] {
        ["hasRecipes": false, "recipes": []]
    }
}
