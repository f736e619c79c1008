@testable import DesignSpecCore
@testable import DesignSpecSite
import Testing

/// Context values: literals, numbers as the spec prints them, truthiness, lookups.
@Suite struct TemplateValueTests {
    private func render(_ text: String, _ context: TemplateValue) throws -> String {
        try TemplateLibrary(files: [:]).render(Template(parsing: text, source: "test"), context)
    }

    @Test func literalsBuildPageContexts() {
        let name = "Spacing"
        let context: TemplateValue = [
            "title": "간격", "count": 3, "ratio": 0.72, "dark": true, "missing": nil,
            "pages": [["name": "\(name) scale"]],
        ]
        #expect(context == .object([
            "title": .string("간격"), "count": .number(3), "ratio": .number(0.72), "dark": .bool(true),
            "missing": .null, "pages": .list([.object(["name": .string("Spacing scale")])]),
        ]))
        #expect(TemplateValue(nil as String?) == .null)
        #expect(TemplateValue(16) == .number(16))
    }

    @Test func numbersPrintLikeTheSpec() throws {
        #expect(try render("{{a}} {{b}} {{c}} {{d}} {{e}}", ["a": 85, "b": 1.210, "c": -3, "d": 0.5, "e": 1e3]) == "85 1.21 -3 0.5 1000")
    }

    @Test func falsyValuesFollowJavaScript() throws {
        let template = "{{#v}}yes{{/v}}{{^v}}no{{/v}}"
        let results = try [nil, false, 0, "", [], true, 1, "x", [1], [:]].map { try render(template, ["v": $0]) }
        #expect(results == ["no", "no", "no", "no", "no", "yes", "yes", "yes", "yes", "yes"])
    }

    @Test func escapingGoesThroughTheOneEscaper() throws {
        let context: TemplateValue = ["v": #"<a href="x">Tom & 'Jerry'</a>"#]
        #expect(try render("{{v}}|{{{v}}}|{{&v}}", context)
            == #"&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;|<a href="x">Tom & 'Jerry'</a>|<a href="x">Tom & 'Jerry'</a>"#)
    }

    @Test func dottedNamesAndListsOfObjects() throws {
        let context: TemplateValue = [
            "site": ["title": "DesignSpec"],
            "pages": [["name": "색상", "path": "color.html"], ["name": "Spacing", "path": "spacing.html"]],
        ]
        #expect(try render("{{site.title}}:{{#pages}} <a href=\"{{path}}\">{{name}}</a>{{/pages}}", context)
            == #"DesignSpec: <a href="color.html">색상</a> <a href="spacing.html">Spacing</a>"#)
    }

    @Test func listsAndObjectsInterpolateAsNothing() throws {
        #expect(try render("[{{a}}][{{b}}]", ["a": [1, 2], "b": ["c": 1]]) == "[][]")
    }

    @Test func templateWithoutTagsRendersAsItself() throws {
        let text = "간격 { } }} {not a tag}\r\n\tline two\n\n"
        #expect(try render(text, [:]) == text)
        #expect(try render("", [:]) == "")
    }
}
