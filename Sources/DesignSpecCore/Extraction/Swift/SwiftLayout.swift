/// The size SwiftUI gives a view of recipe code, as far as the code decides it, for hit
/// areas (`RecipeHitArea`). A view chain is read left to right: its root view, then each
/// modifier on the size so far.
///
/// - Root views: a control's size is its label's (`Button(action:) { label }`,
///   `Button { } label: { }`, `Link`, `NavigationLink`, `Menu`, `ShareLink`; a `Toggle`
///   only with `.toggleStyle(.button)`); `HStack`/`VStack`/`ZStack` add up their
///   children (with an explicit `spacing:` when there is more than one child); `Group`
///   and a one-view closure are that view. A text, an image, a shape, a color, a title
///   label (`Button("Save")`) and any custom view have no known size.
/// - `.frame(width:height:)` sets a side; `.frame(minWidth:maxWidth:…)` clamps it
///   (`maxWidth: .infinity` fills the container: unknown); `.padding` in every form grows
///   it (`.padding()` and an edge set alone: 16pt); `.contentShape` keeps it, grows it
///   (`Rectangle().inset(by: -10)`) or sets it (`Rectangle().size(width:height:)`);
///   modifiers that draw or style without layout (`.font`, `.background`,
///   `.buttonStyle(.plain)`, …) keep it;
///   any other modifier (`.buttonStyle(.bordered)`, `.aspectRatio`, a custom one) makes it
///   unknown.
struct SwiftLayout {
    let scanner: SwiftScanner

    /// A view's size: each side in points or nil; `decidedBy` is the first and last token
    /// of the call that set a known side last.
    struct Size {
        var width: Double?
        var height: Double?
        var decidedBy: (first: Int, last: Int)?

        static let unknown = Size(width: nil, height: nil, decidedBy: nil)
        var isKnown: Bool { width != nil || height != nil }
    }

    /// One link of a chain: the root view or a modifier, with its parenthesised arguments
    /// and its trailing closures (by label, nil for the first unlabelled one).
    struct Link {
        var name: String
        /// The `.` of a modifier, or the root's name: the first token of the link.
        var first: Int
        var last: Int
        var open: Int?
        var closures: [(label: String?, open: Int, close: Int)] = []
    }

    /// How deep views nest before the layout gives up (a label in a stack in a button …).
    static let maximumDepth = 24

    func size(ofChain start: Int, through end: Int, depth: Int = 0) -> Size {
        let links = self.links(from: start, through: end)
        guard let root = links.first, depth < Self.maximumDepth else { return .unknown }
        var size = rootSize(root, chain: links, depth: depth)
        for link in links.dropFirst() {
            size = apply(link, to: size)
        }
        return size
    }

    // MARK: - Chains

    /// The links of the chain of tokens `start...end`.
    func links(from start: Int, through end: Int) -> [Link] {
        let tokens = scanner.tokens
        guard start <= end, end < tokens.count, tokens[start].isIdentifier else { return [] }
        var links: [Link] = []
        var i = start
        while i <= end {
            var link: Link
            if i == start {
                link = Link(name: tokens[i].text, first: i, last: i)
            } else if tokens[i].isPunctuation("."), i + 1 <= end, tokens[i + 1].isIdentifier {
                link = Link(name: tokens[i + 1].text, first: i, last: i + 1)
            } else {
                i += 1
                continue
            }
            var p = link.last
            if p + 1 <= end, tokens[p + 1].isPunctuation("("), tokens[p + 1].line == tokens[p].endLine,
               let close = scanner.brackets.partner[p + 1] {
                link.open = p + 1
                p = close
            }
            while p + 1 <= end {
                if tokens[p + 1].isPunctuation("{"), tokens[p + 1].line == tokens[p].endLine,
                   let close = scanner.brackets.partner[p + 1] {
                    link.closures.append((nil, p + 1, close))
                    p = close
                } else if tokens[p].isPunctuation("}"), p + 3 <= end, tokens[p + 1].isIdentifier, tokens[p + 2].isPunctuation(":"),
                          tokens[p + 3].isPunctuation("{"), let close = scanner.brackets.partner[p + 3] {
                    link.closures.append((tokens[p + 1].text, p + 3, close))
                    p = close
                } else {
                    break
                }
            }
            link.last = p
            // `Color.red`, `Image.init`: a member with no call is part of the link before.
            if i != start, link.open == nil, link.closures.isEmpty, var previous = links.popLast() {
                previous.last = p
                links.append(previous)
            } else {
                links.append(link)
            }
            i = p + 1
        }
        return links
    }

    /// The first tokens of the statements in `range` (a closure's body, or the whole
    /// code): views one after another. Nil when the body holds control flow or
    /// declarations, whose views the layout cannot list.
    func statements(in range: Range<Int>) -> [Int]? {
        let tokens = scanner.tokens
        var starts: [Int] = []
        var i = range.lowerBound
        while i < range.upperBound {
            let t = tokens[i]
            if t.isPunctuation(";") || t.isPunctuation(",") {
                i += 1
                continue
            }
            if t.kind == .keyword, t.text == "return" {
                i += 1
                continue
            }
            guard t.isIdentifier || t.isPunctuation(".") && i + 1 < range.upperBound && tokens[i + 1].isIdentifier else {
                return nil
            }
            let end = min(scanner.chainEnd(from: t.isIdentifier ? i : i + 1), range.upperBound - 1)
            starts.append(i)
            i = end + 1
        }
        return starts
    }

    /// The size of the views in the closure `open...close`: its one view, or nil sides
    /// when it holds several or unknown ones.
    func closureSize(_ open: Int, _ close: Int, depth: Int) -> Size {
        guard let starts = statements(in: (open + 1)..<close), starts.count == 1 else { return .unknown }
        return size(ofChain: starts[0], through: min(scanner.chainEnd(from: starts[0]), close - 1), depth: depth + 1)
    }
}
