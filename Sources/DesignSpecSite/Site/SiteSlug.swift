import DesignSpecCore

/// Names made safe for URLs and file names: `Spacing Scale.md` → `spacing-scale`. Letters of
/// every script are kept (`간격.md` → `간격`); anything that could need escaping in a URL or a
/// file name becomes `-`. A doc's page mirrors its path, each segment so made
/// (`pagePath(forPath:)`); `slug(forPath:)` makes one flat name of a whole path (`id`s).
enum SiteSlug {
    /// A doc page's path in `docs/`, without `.html`: its path in the content folder with
    /// each folder and the file name slugged, a folder's `README.md` or `index.md` its
    /// `index` (`Foundations/01 Color.md` → `foundations/01-color`, `components/README.md`
    /// → `components/index`).
    static func pagePath(forPath path: String) -> String {
        var segments = path.split(separator: "/", omittingEmptySubsequences: true).map { slug(forPath: String($0)) }
        if let last = segments.last, last == "readme" { segments[segments.count - 1] = "index" }
        return segments.isEmpty ? "doc" : segments.joined(separator: "/")
    }

    /// A page path as one flat name for `id`s (`guide/spacing` → `guide-spacing`), so an
    /// id never holds a `/`.
    static func idPart(_ pagePath: String) -> String {
        String(pagePath.map { $0 == "/" ? "-" : $0 })
    }

    /// Page paths for `paths` in order, unique: a repeat gets `-2`, `-3`, ...
    static func uniquePagePaths(forPaths paths: [String]) -> [String] {
        var names = UniqueNames(firstSuffix: 2)
        return paths.map { names.claim(pagePath(forPath: $0)) }
    }

    static func slug(forPath path: String) -> String {
        path.isASCII ? asciiSlug(forPath: path) : unicodeSlug(forPath: path)
    }

    /// `slug(forPath:)` scalar by scalar, by general category: any path.
    static func unicodeSlug(forPath path: String) -> String {
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

    /// `slug(forPath:)` of an ASCII path, byte by byte: lowercased, its letters, digits and
    /// `_` are exactly the ASCII scalars that slug keeps (the general categories above).
    static func asciiSlug(forPath path: String) -> String {
        var name = path.utf8.map(\.asciiLowercased)
        for suffix in [".md", ".markdown"] where name.count >= suffix.utf8.count && name.suffix(suffix.utf8.count).elementsEqual(suffix.utf8) {
            name.removeLast(suffix.utf8.count)
            break
        }
        var result: [UInt8] = []
        result.reserveCapacity(name.count)
        var pendingDash = false
        for byte in name {
            if byte.isASCIILowercase || byte.isASCIIDigit || byte == UInt8(ascii: "_") {
                if pendingDash, !result.isEmpty { result.append(UInt8(ascii: "-")) }
                pendingDash = false
                result.append(byte)
            } else {
                pendingDash = true
            }
        }
        return result.isEmpty ? "doc" : String(decoding: result, as: UTF8.self)
    }

    /// Slugs for `paths` in order, unique: a repeat gets `-2`, `-3`, ...
    static func uniqueSlugs(forPaths paths: [String]) -> [String] {
        var names = UniqueNames(firstSuffix: 2)
        return paths.map { names.claim(slug(forPath: $0)) }
    }
}
