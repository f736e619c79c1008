import Testing
@testable import DesignSpecCore
@testable import DesignSpecSite

/// A list of `TemplateRenderer.parallelListLength` items or more is rendered in chunks on
/// every core; the bytes must be those of the one-by-one loop.
@Suite struct LongListTests {
    static let library = TemplateLibrary(files: [
        "page.mustache": "<ul>\n  {{#items}}\n  {{>item}}\n  {{/items}}\n</ul>\n",
        "item.mustache": "<li id=\"{{id}}\">{{name}}{{#last}} (last){{/last}}</li>\n{{#tags}}\n  <span>{{.}}</span>\n{{/tags}}\n",
    ])

    static func items(_ count: Int) -> TemplateValue {
        .list((0..<count).map { index in
            ["id": TemplateValue(index), "name": .string("<\(index)>"), "last": .bool(index == count - 1),
             "tags": .list(index % 3 == 0 ? ["a", "b"] : [])]
        })
    }

    static func expected(_ count: Int) -> String {
        var html = "<ul>\n"
        for index in 0..<count {
            html += "  <li id=\"\(index)\">&lt;\(index)&gt;\(index == count - 1 ? " (last)" : "")</li>\n"
            if index % 3 == 0 { html += "    <span>a</span>\n    <span>b</span>\n" }
        }
        return html + "</ul>\n"
    }

    @Test(arguments: [1, 255, 256, 257, 1000, 4099])
    func rendersLikeTheSerialLoop(count: Int) throws {
        #expect(try Self.library.render("page", ["items": Self.items(count)]) == Self.expected(count))
    }

    @Test func anErrorInOneItemIsTheFirstItemsError() {
        let library = TemplateLibrary(files: ["page.mustache": "{{#items}}{{#broken}}{{>missing}}{{/broken}}{{/items}}"])
        let items = TemplateValue.list((0..<1000).map { ["broken": .bool($0 >= 700)] })
        #expect(throws: TemplateError(.partialNotFound("missing"), at: SourceLocation(file: "page.mustache", line: 1, column: 22))) {
            try library.render("page", ["items": items])
        }
    }
}
