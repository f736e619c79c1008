/// The languages whose code blocks the site highlights, named by a fence's info string.
enum CodeLanguage: String, Hashable, Sendable, CaseIterable {
    case swift, kotlin, javascript, css, json, markup, shell

    /// The language a fence names (`kt`, `tsx`, `SCSS`, `console`), nil for one the site
    /// does not highlight (its code is shown plain).
    init?(fence: String?) {
        guard let fence else { return nil }
        switch fence.lowercased() {
        case "swift": self = .swift
        case "kotlin", "kt", "kts": self = .kotlin
        case "js", "javascript", "jsx", "mjs", "ts", "typescript", "tsx": self = .javascript
        case "css", "scss": self = .css
        case "json", "jsonc": self = .json
        case "xml", "html", "svg": self = .markup
        case "sh", "bash", "shell", "zsh", "console": self = .shell
        default: return nil
        }
    }
}
