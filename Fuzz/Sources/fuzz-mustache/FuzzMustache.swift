import DesignSpecCore
import DesignSpecSite
import FuzzSupport

/// The Mustache engine. The input is a template, also available to itself as the partials
/// `a` and `b` (so partial recursion is reachable). Properties:
/// - a template without `{{` parses and renders as itself;
/// - parse and render errors have a location inside the template;
/// - a template that cannot write raw HTML (no `{{{`, no `&` nor `=` at all, so no `{{&`
///   and no delimiter change) writes as many `<` with values full of HTML as with the same
///   values made harmless (`"s"`, or `""` for an empty one): every value is escaped, and
///   only the template's own text writes `<`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMustache(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = String(decoding: inputBytes(data, size), as: UTF8.self)
    let lines = mustacheLines(text)
    let template: Template
    do {
        template = try Template(parsing: text, source: "fuzz.mustache")
    } catch {
        checkLocation(error, lines)
        return 0
    }
    let library = TemplateLibrary(files: ["page.mustache": text, "a.mustache": text, "b.mustache": text])
    let output: String
    do {
        output = try library.render(template, context)
    } catch {
        checkLocation(error, lines)
        return 0
    }
    if !containsOpeningDelimiter(text) {
        require(output == text, "a template without tags renders differently:\n\(output)")
    }
    let canWriteRaw = text.contains("&") || text.contains("=") || text.contains("{{{")
    if !canWriteRaw, let harmlessOutput = try? library.render(template, harmlessContext) {
        require(output.utf8.count { $0 == UInt8(ascii: "<") } == harmlessOutput.utf8.count { $0 == UInt8(ascii: "<") },
                "a value was not escaped:\n\(output)")
    }
    return 0
}

/// Values with HTML in them, a list of two items, nested objects, numbers and booleans.
private let context = makeContext { $0 }

/// The same shape, every string replaced by `"s"` or, when empty, `""`.
private let harmlessContext = makeContext { $0.isEmpty ? "" : "s" }

/// The context, each of its strings written by `text`.
private func makeContext(_ text: (String) -> String) -> TemplateValue {
    func string(_ value: String) -> TemplateValue { .string(text(value)) }
    return [
        "name": string("<script>alert('x')</script>"),
        "title": string("간격 & \"spacing\""),
        "empty": string(""),
        "yes": true,
        "no": false,
        "zero": 0,
        "pi": 3.25,
        "none": .null,
        "items": [["name": string("<script>one</script>"), "value": 4], ["name": string("two\u{202E}"), "value": 8]],
        "nested": ["inner": ["name": string("<b>deep</b>"), "items": [string("x"), string("<script>")]]],
    ]
}

private func checkLocation(_ error: TemplateError, _ lines: LineTable) {
    guard let location = error.location else {
        require(false, "error without a location: \(error)")
        return
    }
    require(location.file.hasSuffix(".mustache"), "error names \(location.file)")
    require(lines.contains(line: location.line, column: location.column),
            "error location \(location) outside the template (\(lines.count) lines): \(error.message)")
}

/// Lines as the scanner counts them: only `\n` and `\r\n` end a line.
private func mustacheLines(_ text: String) -> LineTable {
    LineTable(text: String(text.map { $0 == "\r" ? "·" : $0 }))
}

/// Whether two `{` scalars follow each other anywhere.
private func containsOpeningDelimiter(_ text: String) -> Bool {
    var previous: Unicode.Scalar?
    for scalar in text.unicodeScalars {
        if scalar == "{", previous == "{" { return true }
        previous = scalar
    }
    return false
}
