import DesignSpecCore
import Foundation

/// The words of the site's chrome (navigation, headings, labels, messages) in one
/// language. Templates read them as `s.<key>`; `{q}`, `{n}` and `{shown}` in the search
/// messages are filled in by the script.
public struct SiteStrings: Sendable, Hashable {
    /// The language code written into `<html lang>`: `en` or `ko`.
    public var language: String
    /// Key → text, as templates see them.
    public var texts: [String: String]

    /// The words of `language`, by key.
    public init(language: String, texts: [String: String]) {
        self.language = language
        self.texts = texts
    }

    /// The strings for `language` (`en`, `ko`), nil for a language the site does not speak.
    public static func forLanguage(_ language: String) -> SiteStrings? {
        switch language {
        case "en": .english
        case "ko": .korean
        default: nil
        }
    }

    /// The language findings are shown in: the chrome's.
    var messageLanguage: MessageLanguage { MessageLanguage(siteLanguage: language) }

    /// The languages the chrome comes in.
    public static let languages = ["en", "ko"]

    /// The text for `key`, or the key itself when there is none.
    public subscript(key: String) -> String {
        texts[key] ?? key
    }

    /// The strings as a template context object.
    var templateValue: TemplateValue {
        .object(TemplateObject(texts.mapValues { .string($0) }))
    }

    /// The name of a document language in this language (`ko` → `한국어`).
    func languageName(_ code: String) -> String {
        switch code {
        case "ko": "한국어"
        case "en": "English"
        default: code
        }
    }

    /// A count with its noun: `count.<noun>.one` for 1, else `count.<noun>.other` with
    /// `{n}` filled in (`1 error`, `3 errors`, `오류 3개`).
    func counted(_ count: Int, _ noun: String) -> String {
        filled("count.\(noun).\(count == 1 ? "one" : "other")", ["{n}": String(count)])
    }

    /// The text of `key` with each placeholder (`{n}`, `{shown}`) replaced by its value,
    /// one after the other, as `replacingOccurrences(of:with:)` would: a placeholder is
    /// ASCII, so it is found byte by byte, without Foundation's detour through `NSString`
    /// (a hundredth of `build` on a thousand docs).
    func filled(_ key: String, _ values: KeyValuePairs<String, String>) -> String {
        var text = Array(self[key].utf8)
        for (placeholder, value) in values {
            let pattern = Array(placeholder.utf8)
            guard let first = pattern.first else { continue }
            var result: [UInt8] = []
            result.reserveCapacity(text.count + value.utf8.count)
            var index = 0
            while index < text.count {
                if text[index] == first, text[index...].starts(with: pattern) {
                    result.append(contentsOf: value.utf8)
                    index += pattern.count
                } else {
                    result.append(text[index])
                    index += 1
                }
            }
            text = result
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The label of a severity (`Error`, `오류`).
    func severityLabel(_ severity: Severity) -> String {
        // The keys written out: one is looked up for every finding the site shows.
        switch severity {
        case .note: self["severity.note"]
        case .warning: self["severity.warning"]
        case .error: self["severity.error"]
        }
    }
}
