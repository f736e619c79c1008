import Testing
@testable import DesignSpecCore
@testable import DesignSpecSite

/// Hostile text in every text input of every diagram comes out as text: no element, no
/// attribute break-out, no CDATA end, no bare ampersand.
@Suite struct DiagramEscapingTests {
    static let hostile = #"<script>alert(1)</script> "quotes" 'single' ]]> & done"#
    static let escaped = "&lt;script&gt;alert(1)&lt;/script&gt; &quot;quotes&quot; &#39;single&#39; ]]&gt; &amp; done"

    /// Each diagram with the hostile string in all of its text inputs (ids included).
    static let diagrams: [(kind: String, svg: @Sendable () -> String)] = {
        let h = hostile
        let color = DiagramFixtures.accent
        return [
            ("swatch", {
                ColorSwatchDiagram(id: h, name: h, color: Color(red: 0.2, green: 0.4, blue: 0.6, space: h),
                                   pairs: [ContrastPair(foreground: color, background: DiagramFixtures.white,
                                                        foregroundName: h, backgroundName: h)]).render()
            }),
            ("spacing", { SpacingScaleDiagram(id: h, title: h, steps: [.init(label: h, value: Dimension(8, .pt))]).render() }),
            ("ring", {
                ProgressRingDiagram(id: h, lineWidth: Dimension(18, .pt), sizeRatio: Ratio(0.72, .percent, of: h),
                                    trackColor: color, progressColor: color, progress: 0.5).render()
            }),
            ("device", {
                DeviceLayoutDiagram(id: h, title: h, constants: [
                    .init(name: h, iphone: .string(h), ipad: .dimension(Dimension(60, .pt))),
                ]).render()
            }),
            ("motion", {
                MotionCurveDiagram(id: h, name: h, animation: Animation(
                    curve: .timing(name: h, DiagramFixtures.easeInOut), duration: Duration(seconds: 0.2), transitions: [h])).render()
            }),
            ("tap", { TapTargetDiagram(id: h, name: h, width: Dimension(20, .pt), height: Dimension(20, .pt)).render() }),
            ("typography", {
                TypographySpecimen(id: h, name: h, fontFamily: [h, "SUIT"], size: Dimension(16, .pt)).render()
            }),
            ("radius", { CornerRadiusPreview(id: h, name: h, radius: Dimension(8, .pt)).render() }),
            ("palette", {
                PaletteIndexPreview(id: h, groups: [.init(name: h, range: 0...29)], picks: [[1]]).render()
            }),
        ]
    }()

    @Test(arguments: diagrams.map(\.kind))
    func hostileTextComesOutEscaped(_ kind: String) throws {
        let render = try #require(Self.diagrams.first { $0.kind == kind }?.svg)
        let svg = render()
        #expect(!svg.contains("<script"))
        #expect(!svg.contains("]]>"))
        #expect(!svg.contains(#""quotes""#))
        // The title carries the whole name (labels may shorten it, but only by cutting).
        #expect(svg.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        // Every tag is one the builder writes, every attribute is well formed, and every
        // ampersand starts one of the escaper's entities.
        #expect(Self.unexpectedMarkup(in: svg) == [])
    }

    @Test func fullHostileStringSurvivesInTheTitle() {
        let svg = SpacingScaleDiagram(id: "s", title: Self.hostile, steps: []).render()
        #expect(svg.contains("<title id=\"s-title\">\(Self.escaped)</title>"))
    }

    @Test func idIsReducedToOneSafeToken() {
        let svg = CornerRadiusPreview(id: Self.hostile, radius: Dimension(8, .pt)).render()
        #expect(svg.hasPrefix(#"<svg id="ds--script-alert-1---script---quotes---single--------done" "#))
        #expect(CornerRadiusPreview(id: "", radius: Dimension(8, .pt)).render().hasPrefix(#"<svg id="ds-diagram" "#))
        #expect(CornerRadiusPreview(id: "9a", radius: Dimension(8, .pt)).render().hasPrefix(#"<svg id="ds-9a" "#))
    }

    @Test func fontFamilyCannotBreakOutOfTheCSSList() {
        #expect(DiagramText.cssFamilyName(#"Evil"; } body { x: "y"#) == #""Evil  body  x: y""#)
    }

    static let allowedTags: Set<String> = ["svg", "title", "desc", "g", "rect", "circle", "line", "path", "text"]

    /// Tags outside the allowlist, malformed attributes and stray ampersands, as strings.
    static func unexpectedMarkup(in svg: String) -> [String] {
        var problems: [String] = []
        var rest = Substring(svg)
        while let open = rest.firstIndex(of: "<") {
            let afterOpen = rest[rest.index(after: open)...]
            guard let close = afterOpen.firstIndex(of: ">") else {
                problems.append("unclosed tag")
                break
            }
            var tag = afterOpen[..<close]
            if tag.hasPrefix("/") { tag = tag.dropFirst() }
            if tag.hasSuffix("/") { tag = tag.dropLast() }
            let name = String(tag.prefix { $0 != " " })
            if !allowedTags.contains(name) { problems.append("tag <\(name)>") }
            // Attributes: name="value" pairs with no quote inside values.
            var attributes = tag.dropFirst(name.count)
            while !attributes.isEmpty {
                attributes = attributes.drop { $0 == " " }
                guard !attributes.isEmpty else { break }
                let attributeName = attributes.prefix { $0 != "=" }
                guard attributeName.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }),
                      attributes.dropFirst(attributeName.count).hasPrefix("=\"") else {
                    problems.append("attribute in <\(name)>: \(attributes.prefix(30))")
                    break
                }
                let value = attributes.dropFirst(attributeName.count + 2)
                guard let end = value.firstIndex(of: "\"") else {
                    problems.append("unterminated attribute")
                    break
                }
                attributes = value[value.index(after: end)...]
            }
            rest = afterOpen[afterOpen.index(after: close)...]
        }
        let entities = ["&amp;", "&lt;", "&gt;", "&quot;", "&#39;"]
        var scan = Substring(svg)
        while let ampersand = scan.firstIndex(of: "&") {
            let tail = scan[ampersand...]
            if !entities.contains(where: { tail.hasPrefix($0) }) { problems.append("bare & at \(tail.prefix(12))") }
            scan = scan[scan.index(after: ampersand)...]
        }
        return problems
    }
}
