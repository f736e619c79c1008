/// Which page is being rendered, for the navigation's `aria-current`.
enum SitePage: Sendable, Hashable {
    case overview
    case doc(slug: String)
    case tokens
    case components
    case report
    case search
    /// A section of the single file: no navigation item is current.
    case none
}
