@testable import DesignSpecCore
@testable import DesignSpecSite
import Testing

/// Broken templates throw a `TemplateError` that names the template, line and column.
@Suite struct TemplateErrorTests {
    /// The `description` of the error parsing `text` as `page.mustache` throws.
    private func parseError(_ text: String) -> String? {
        do {
            _ = try Template(parsing: text, source: "page.mustache")
            return nil
        } catch {
            return error.description
        }
    }

    @Test func unclosedSectionPointsAtItsOpeningTag() {
        #expect(parseError("<ul>\n  {{#items}}<li>{{name}}</li>\n</ul>\n")
            == "page.mustache:2:3: section 'items' is never closed")
    }

    @Test func unclosedParentAndBlockAreReportedToo() {
        #expect(parseError("{{<layout}}{{$body}}x{{/body}}") == "page.mustache:1:1: section 'layout' is never closed")
        #expect(parseError("{{$body}}x") == "page.mustache:1:1: section 'body' is never closed")
    }

    @Test func mismatchedCloseNamesBothTags() {
        #expect(parseError("{{#a}}\n{{#b}}\n{{/a}}\n")
            == "page.mustache:3:1: closing tag 'a' does not match section 'b' opened at 2:1")
    }

    @Test func closeWithNothingOpen() {
        #expect(parseError("x {{/a}}") == "page.mustache:1:3: closing tag 'a' has no open section")
    }

    @Test func unclosedTagsNameTheMissingDelimiter() {
        #expect(parseError("Hello {{name") == "page.mustache:1:7: tag is never closed: expected '}}'")
        #expect(parseError("a\n{{{raw}}") == "page.mustache:2:1: tag is never closed: expected '}}}'")
        #expect(parseError("{{=<% %>=}}\n<%x") == "page.mustache:2:1: tag is never closed: expected '%>'")
    }

    @Test func badDelimiters() {
        #expect(parseError("x\n {{=<% =}}") == "page.mustache:2:2: invalid set-delimiter tag '=<% =': expected two delimiters separated by whitespace, without '='")
        #expect(parseError("{{=a= b=}}") == "page.mustache:1:1: invalid set-delimiter tag '=a= b=': expected two delimiters separated by whitespace, without '='")
    }

    @Test func badNames() {
        #expect(parseError("{{}}") == "page.mustache:1:1: tag has no name")
        #expect(parseError("{{a..b}}") == "page.mustache:1:1: invalid tag name 'a..b'")
        #expect(parseError("{{#first name}}{{/first name}}") == "page.mustache:1:1: invalid tag name 'first name'")
        #expect(parseError("{{> }}") == "page.mustache:1:1: tag has no name")
    }

    @Test func columnsCountCharactersNotBytes() {
        // Each Hangul syllable is three UTF-8 bytes and one column.
        #expect(parseError("간격 스케일 {{#scale}}") == "page.mustache:1:8: section 'scale' is never closed")
    }

    @Test func nestingIsLimitedWhenParsing() {
        let text = String(repeating: "{{#a}}", count: 101) + String(repeating: "{{/a}}", count: 101)
        #expect(parseError(text) == "page.mustache:1:601: sections and partials nested more than 100 deep")
    }

    @Test func unknownPartialFailsWithItsLocation() throws {
        let library = TemplateLibrary(files: ["page.mustache": "<body>\n  {{> nav}}\n</body>\n"], sourcePrefix: "templates/")
        #expect(throws: TemplateError(.partialNotFound("nav"), at: SourceLocation(file: "templates/page.mustache", line: 2, column: 3))) {
            try library.render("page", [:])
        }
        #expect(TemplateError(.partialNotFound("nav"), at: SourceLocation(file: "templates/page.mustache", line: 2, column: 3)).description
            == "templates/page.mustache:2:3: partial 'nav' not found (looked for nav.mustache)")
    }

    @Test func unknownTemplate() {
        #expect(throws: TemplateError(.templateNotFound("missing"), at: nil)) {
            try TemplateLibrary(files: [:]).render("missing", [:])
        }
        #expect(TemplateError(.templateNotFound("missing"), at: nil).description
            == "template 'missing' not found (looked for missing.mustache)")
    }

    @Test func brokenPartialReportsItsOwnLocation() {
        let library = TemplateLibrary(files: ["page.mustache": "{{>nav}}", "nav.mustache": "<nav>\n{{#links}}"])
        #expect(throws: TemplateError(.unclosedSection("links"), at: SourceLocation(file: "nav.mustache", line: 2, column: 1))) {
            try library.render("page", [:])
        }
    }
}

/// Templates that would recurse forever stop with an error, never a stack overflow.
@Suite struct TemplateRecursionTests {
    @Test func partialIncludingItselfStopsAtTheDepthLimit() {
        let library = TemplateLibrary(files: ["self.mustache": "x{{>self}}"])
        #expect(throws: TemplateError(.recursionLimit(partial: "self", limit: 100), at: SourceLocation(file: "self.mustache", line: 1, column: 2))) {
            try library.render("self", [:])
        }
        #expect(TemplateError(.recursionLimit(partial: "self", limit: 100), at: SourceLocation(file: "self.mustache", line: 1, column: 2)).description
            == "self.mustache:1:2: partial 'self' nested more than 100 deep: does it include itself?")
    }

    @Test func partialsIncludingEachOtherStop() {
        let library = TemplateLibrary(files: ["a.mustache": "{{>b}}", "b.mustache": "\n  {{<a}}{{/a}}"])
        // a renders at even depths, so the hundredth inclusion is a's `{{>b}}`.
        #expect(throws: TemplateError(.recursionLimit(partial: "b", limit: 100), at: SourceLocation(file: "a.mustache", line: 1, column: 1))) {
            try library.render("a", [:])
        }
    }

    @Test func recursionThroughDataStopsWhenTheDataEnds() throws {
        let library = TemplateLibrary(files: ["tree.mustache": "{{name}}({{#children}}{{>tree}}{{/children}})"])
        let tree: TemplateValue = [
            "name": "a",
            "children": [["name": "b", "children": [["name": "c", "children": []]]], ["name": "d", "children": []]],
        ]
        #expect(try library.render("tree", tree) == "a(b(c())d())")
    }

    /// A leaf without `children` finds its parent's through the context stack, as
    /// Mustache says, and would recurse forever: the depth limit stops it.
    @Test func recursionThroughTheContextStackStops() {
        let library = TemplateLibrary(files: ["tree.mustache": "{{name}}({{#children}}{{>tree}}{{/children}})"])
        let tree: TemplateValue = ["name": "a", "children": [["name": "b"]]]
        #expect(throws: TemplateError(.recursionLimit(partial: "tree", limit: 100), at: SourceLocation(file: "tree.mustache", line: 1, column: 23))) {
            try library.render("tree", tree)
        }
    }

    @Test func blockOverridingItselfStops() {
        let library = TemplateLibrary(files: [
            "page.mustache": "{{<layout}}{{$a}}{{$a}}{{/a}}{{/a}}{{/layout}}",
            "layout.mustache": "{{$a}}{{/a}}",
        ])
        #expect(throws: TemplateError(.nestingTooDeep(limit: 400), at: SourceLocation(file: "page.mustache", line: 1, column: 18))) {
            try library.render("page", [:])
        }
    }

    /// Each inclusion nests 100 deep (99 sections and the partial), so the 401st level
    /// is the first section of the fifth inclusion.
    @Test func deepSectionsThroughPartialsStopBeforeTheStackDoes() {
        let nested = String(repeating: "{{#a}}", count: 99) + "{{>deep}}" + String(repeating: "{{/a}}", count: 99)
        let library = TemplateLibrary(files: ["deep.mustache": nested])
        #expect(throws: TemplateError(.nestingTooDeep(limit: 400), at: SourceLocation(file: "deep.mustache", line: 1, column: 1))) {
            try library.render("deep", ["a": true])
        }
    }
}
