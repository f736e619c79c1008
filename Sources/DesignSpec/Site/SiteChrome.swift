/// What every page's chrome shares, made once per build rather than once per page.
struct SiteChrome: Sendable {
    /// The chrome strings as the template object `s`.
    var strings: TemplateValue

    init(strings: SiteStrings) {
        self.strings = strings.templateValue
    }
}
