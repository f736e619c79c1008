/// The docs' folders as the sidebar's sections, nested to any depth, and the order of
/// every doc: the sidebar's, the overview's and prev/next's.
///
/// A folder is a section. Its title is its index doc's (`index.md` or `README.md`: the
/// front matter's `title`, else its first heading), else the folder's name made readable
/// (`01-foundations` → `Foundations`). In a folder, docs and sections are ordered by their
/// rank: `order` (the doc's front matter, the section's index doc's), else the numeric
/// prefix of the file or folder name (`01-`); what has neither comes after what has one.
/// Ties go by the prefix, then the title, then the path. So `order: 2` puts a doc after
/// `01-color.md` and before `03-type.md`, as a prefix would. A section's index doc is its landing page and comes
/// first, before the section's other docs.
struct SiteSections: Sendable {
    struct Section: Sendable, Hashable {
        var title: String
        /// 1 for a folder at the top of the content folder.
        var depth: Int
        /// The section it is in, as an index into `sections`.
        var parent: Int?
        /// Its index doc, as an index into the ordered docs.
        var indexDoc: Int?
    }

    /// Depth-first, in sidebar order.
    var sections: [Section]
    /// Each doc's place in the order: the doc at `order[k]` (an index into the docs given)
    /// is the k-th.
    var order: [Int]
    /// Per ordered doc: its sections, outermost first (empty for a doc at the top).
    var chains: [[Int]]
    /// Per ordered doc: whether it is its innermost section's index doc.
    var isIndex: [Bool]

    /// The sections of `docs` (in any order) and the order to show them in.
    init(_ docs: [SiteDoc]) {
        let root = Folder(name: "")
        for (index, doc) in docs.enumerated() {
            let pageSegments = doc.slug.split(separator: "/").map(String.init)
            let sourceSegments = doc.sourceSegments
            var folder = root
            for (position, segment) in pageSegments.dropLast().enumerated() {
                let name = position < sourceSegments.count ? sourceSegments[position] : segment
                folder = folder.child(segment, name: name)
            }
            if pageSegments.last == "index", folder !== root, folder.indexDoc == nil {
                folder.indexDoc = index
            } else {
                folder.docs.append(index)
            }
        }
        var sections: [Section] = []
        var order: [Int] = []
        var chains: [[Int]] = []
        var isIndex: [Bool] = []
        func visit(_ folder: Folder, chain: [Int]) {
            var chain = chain
            if folder !== root {
                let title = folder.indexDoc.flatMap { docs[$0].hasOwnTitle ? docs[$0].title : nil } ?? Self.humanized(folder.name)
                sections.append(Section(title: title, depth: chain.count + 1, parent: chain.last,
                                        indexDoc: folder.indexDoc.map { _ in order.count }))
                chain.append(sections.count - 1)
                if let indexDoc = folder.indexDoc {
                    order.append(indexDoc)
                    chains.append(chain)
                    isIndex.append(true)
                }
            }
            let items = folder.docs.map { Item.doc($0) } + folder.children.map { Item.folder($0) }
            let keyed = items.map { item in (item, key(item)) }
            for (item, _) in keyed.sorted(by: { Self.precedes($0.1, $1.1) }) {
                switch item {
                case .doc(let index):
                    order.append(index)
                    chains.append(chain)
                    isIndex.append(false)
                case .folder(let child):
                    visit(child, chain: chain)
                }
            }
        }
        func key(_ item: Item) -> SortKey {
            switch item {
            case .doc(let index):
                let doc = docs[index]
                return SortKey(order: doc.order, prefix: Self.numericPrefix(doc.sourceSegments.last ?? doc.slug),
                               title: doc.title, path: doc.path)
            case .folder(let folder):
                let index = folder.indexDoc.map { docs[$0] }
                let title = index.flatMap { $0.hasOwnTitle ? $0.title : nil } ?? Self.humanized(folder.name)
                return SortKey(order: index?.order, prefix: Self.numericPrefix(folder.name), title: title, path: folder.name)
            }
        }
        visit(root, chain: [])
        self.sections = sections
        self.order = order
        self.chains = chains
        self.isIndex = isIndex
    }

    /// A folder while the tree is made.
    private final class Folder {
        let name: String
        var indexDoc: Int?
        var docs: [Int] = []
        var children: [Folder] = []
        private var childrenBySegment: [String: Folder] = [:]

        init(name: String) { self.name = name }

        func child(_ segment: String, name: String) -> Folder {
            if let child = childrenBySegment[segment] { return child }
            let child = Folder(name: name)
            childrenBySegment[segment] = child
            children.append(child)
            return child
        }
    }

    private enum Item {
        case doc(Int)
        case folder(Folder)
    }

    struct SortKey {
        var order: Int?
        var prefix: Int?
        var title: String
        var path: String
    }

    /// The rank (`order`, else the prefix; none after any), then the prefix, then the title,
    /// then the path.
    static func precedes(_ a: SortKey, _ b: SortKey) -> Bool {
        let rankA = a.order ?? a.prefix, rankB = b.order ?? b.prefix
        if rankA != rankB {
            guard let first = rankA else { return false }
            guard let second = rankB else { return true }
            return first < second
        }
        if a.prefix != b.prefix {
            guard let first = a.prefix else { return false }
            guard let second = b.prefix else { return true }
            return first < second
        }
        if a.title != b.title { return naturallyPrecedes(a.title, b.title) }
        return a.path < b.path
    }

    /// Text order with runs of ASCII digits compared as numbers (`Doc 2` before `Doc 10`).
    static func naturallyPrecedes(_ a: String, _ b: String) -> Bool {
        var left = Array(a.unicodeScalars)[...], right = Array(b.unicodeScalars)[...]
        func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
        while let x = left.first, let y = right.first {
            if isDigit(x), isDigit(y) {
                let numberA = left.prefix(while: isDigit), numberB = right.prefix(while: isDigit)
                let trimmedA = numberA.drop { $0 == "0" }, trimmedB = numberB.drop { $0 == "0" }
                if trimmedA.count != trimmedB.count { return trimmedA.count < trimmedB.count }
                if !trimmedA.elementsEqual(trimmedB) { return trimmedA.lexicographicallyPrecedes(trimmedB) }
                left = left.dropFirst(numberA.count)
                right = right.dropFirst(numberB.count)
                continue
            }
            if x != y { return x.value < y.value }
            left = left.dropFirst()
            right = right.dropFirst()
        }
        if left.isEmpty != right.isEmpty { return left.isEmpty }
        return a < b
    }

    /// The number a file or folder name starts with, when a `-`, `_`, `.` or space follows
    /// it (`01-color.md` → 1).
    static func numericPrefix(_ name: String) -> Int? {
        let digits = name.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count < 10 else { return nil }
        let rest = name.dropFirst(digits.count)
        guard let next = rest.first, "-_. ".contains(next) else { return nil }
        return Int(digits)
    }

    /// A folder's name as a title: its numeric prefix dropped, `-` and `_` as spaces, the
    /// first letter capitalized (`01-foundations` → `Foundations`, `design_tokens` →
    /// `Design tokens`).
    static func humanized(_ name: String) -> String {
        var text = Substring(name)
        if numericPrefix(name) != nil {
            text = text.drop { $0.isASCII && $0.isNumber }.dropFirst()
        }
        let words = String(text.map { $0 == "-" || $0 == "_" ? " " : $0 }).trimmingSpaces()
        guard let first = words.first else { return name }
        return first.uppercased() + words.dropFirst()
    }
}
