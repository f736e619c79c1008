/// File names for doc pages: `foundations/Spacing Scale.md` → `foundations-spacing-scale`.
/// Letters of every script are kept (`간격.md` → `간격`); anything that could need
/// escaping in a URL or a file name becomes `-`.
enum SiteSlug {
    static func slug(forPath path: String) -> String {
        var name = path
        if name.lowercased().hasSuffix(".md") { name.removeLast(3) } else if name.lowercased().hasSuffix(".markdown") { name.removeLast(9) }
        var result = ""
        var pendingDash = false
        for scalar in name.lowercased().unicodeScalars {
            let keep: Bool
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                 .decimalNumber, .nonspacingMark, .spacingMark:
                keep = true
            default:
                keep = scalar == "_"
            }
            if keep {
                if pendingDash, !result.isEmpty { result += "-" }
                pendingDash = false
                result.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
        }
        return result.isEmpty ? "doc" : result
    }

    /// Slugs for `paths` in order, unique: a repeat gets `-2`, `-3`, ...
    static func uniqueSlugs(forPaths paths: [String]) -> [String] {
        var names = UniqueNames(firstSuffix: 2)
        return paths.map { names.claim(slug(forPath: $0)) }
    }
}
