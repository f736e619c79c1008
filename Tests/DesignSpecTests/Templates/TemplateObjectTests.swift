@testable import DesignSpecCore
@testable import DesignSpecSite
import Testing

/// Template objects behave as the dictionaries they replaced: the last value of a name
/// wins, nil removes, merging lets the caller choose, and order never matters.
@Suite struct TemplateObjectTests {
    @Test func repeatedNameKeepsItsLastValue() {
        let object: TemplateObject = ["a": 1, "b": 2, "a": 3]
        #expect(object.count == 2)
        #expect(object["a"] == .number(3))
        #expect(object["b"] == .number(2))
        #expect(object["c"] == nil)
        let value: TemplateValue = ["간격": "x", "간격": "y"]
        #expect(value["간격"] == .string("y"))
    }

    @Test func settingReplacesAddsAndRemoves() {
        var object: TemplateObject = ["title": "간격"]
        object["title"] = "Spacing"
        object["count"] = 3
        #expect(object == ["count": 3, "title": "Spacing"])
        object["title"] = nil
        object["missing"] = nil
        #expect(object == ["count": 3])
        #expect(!object.isEmpty)
        object["count"] = nil
        #expect(object.isEmpty)
    }

    @Test func mergeAddsNewNamesAndCombinesShared() {
        var base: TemplateObject = ["root": "../", "title": "Site"]
        base.merge(["title": "Page", "doc": ["html": "<p>"]]) { _, new in new }
        #expect(base == ["root": "../", "title": "Page", "doc": ["html": "<p>"]])
        base.merge(["root": "./"]) { old, _ in old }
        #expect(base["root"] == .string("../"))
    }

    @Test func equalityAndHashIgnoreOrder() {
        let forward: TemplateObject = ["a": 1, "b": [2], "c": ["d": true]]
        let backward: TemplateObject = ["c": ["d": true], "b": [2], "a": 1]
        #expect(forward == backward)
        #expect(forward.hashValue == backward.hashValue)
        #expect(forward != ["a": 1, "b": [2]])
        #expect(forward != ["a": 1, "b": [2], "c": ["d": false]])
        #expect(TemplateObject(["a": 1, "b": [2], "c": ["d": true]] as [String: TemplateValue]) == forward)
    }

    /// Hundreds of names, as in the site's strings object, each found; names that share
    /// their length or their first bytes are told apart.
    @Test func everyNameOfALargeObjectIsFound() {
        let names = (0..<500).map { "s.key\($0)" } + ["", "a", "ab", "ba", "한", "한국어", "😀"]
        let object = TemplateObject(names.enumerated().map { ($1, TemplateValue($0)) })
        #expect(object.count == names.count)
        for (index, name) in names.enumerated() {
            #expect(object[name] == TemplateValue(index), "\(name)")
        }
        #expect(object["s.key500"] == nil)
        #expect(object["b"] == nil)
    }

    @Test func dottedNamesResolveThroughObjects() throws {
        let context: TemplateValue = ["s": TemplateValue(["title": "간격"]), "page": ["links": ["home": "index.html"]]]
        let template = try Template(parsing: "{{s.title}} {{page.links.home}} [{{page.links.none}}] [{{s.title.x}}]", source: "test")
        #expect(try TemplateLibrary(files: [:]).render(template, context) == "간격 index.html [] []")
    }
}
