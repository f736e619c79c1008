extension SiteTokenUse {
    /// A use as the tokens page lists it: the heading it sits under, its link and its
    /// note. Uses at one place (a typography token's property rows) are listed once, by
    /// this key: three strings compared as they are, not an array of optionals.
    struct Place: Hashable {
        var label: String
        var url: String?
        var note: String
    }
}
