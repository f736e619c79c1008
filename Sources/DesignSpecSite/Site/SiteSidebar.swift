/// Which docs a page's sidebar lists. A site of up to `groupSize` docs lists them all on
/// every page. A larger site lists them a group at a time: consecutive docs in path order,
/// `groupSize` to a group; a doc page shows its own group and the other pages the first,
/// with links to the neighbouring groups and to the overview, which lists every doc.
///
/// So a page's size does not grow with the site, and neither does the time it takes to
/// build one doc (listing every doc on every page makes a site of N docs cost N² links).
struct SiteSidebar: Sendable, Hashable {
    /// The most docs one sidebar lists.
    static let groupSize = 100

    /// The docs listed, as indexes into `SitePlan.docs`.
    var shown: Range<Int>
    /// How many docs the site has.
    var total: Int

    /// The sidebar of the page showing the doc at `index` (nil: a page that is not a doc).
    init(docCount: Int, current index: Int?, groupSize: Int = Self.groupSize) {
        let start = ((index ?? 0) / groupSize) * groupSize
        shown = start..<min(docCount, start + groupSize)
        total = docCount
    }

    /// Whether some docs are not listed.
    var isPartial: Bool { shown.count < total }

    /// The first doc of the group before this one.
    var previousGroupStart: Int? {
        shown.lowerBound > 0 ? max(0, shown.lowerBound - Self.groupSize) : nil
    }

    /// The first doc of the group after this one.
    var nextGroupStart: Int? {
        shown.upperBound < total ? shown.upperBound : nil
    }
}
