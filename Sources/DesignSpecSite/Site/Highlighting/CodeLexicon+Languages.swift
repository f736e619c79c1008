extension CodeLexicon {
    /// The table of `language`; nil for Swift, which `SwiftHighlighter` reads, and for
    /// markup, which `MarkupHighlighter` reads.
    static func of(_ language: CodeLanguage) -> CodeLexicon? {
        switch language {
        case .swift, .markup: nil
        case .kotlin: kotlin
        case .javascript: javascript
        case .css: css
        case .json: json
        case .shell: shell
        }
    }

    static let kotlin = CodeLexicon(
        lineComments: [["/", "/"]], blockComments: [(["/", "*"], ["*", "/"])], quotes: ["\"", "'"], tripleQuotes: true,
        keywords: [
            "as", "break", "by", "class", "companion", "const", "continue", "data", "do", "else", "enum", "false",
            "for", "fun", "if", "import", "in", "init", "inline", "interface", "internal", "is", "lateinit", "null",
            "object", "open", "override", "package", "private", "protected", "public", "return", "sealed", "super",
            "suspend", "this", "throw", "true", "try", "catch", "finally", "typealias", "val", "var", "when", "while",
        ],
        capitalisedTypes: true, atNamesAreKeywords: true)

    /// JavaScript and TypeScript, with JSX's tags read as names and strings.
    static let javascript = CodeLexicon(
        lineComments: [["/", "/"]], blockComments: [(["/", "*"], ["*", "/"])], quotes: ["\"", "'", "`"], multilineQuotes: ["`"],
        keywords: [
            "abstract", "as", "async", "await", "break", "case", "catch", "class", "const", "continue", "debugger",
            "declare", "default", "delete", "do", "else", "enum", "export", "extends", "false", "finally", "for",
            "from", "function", "if", "implements", "import", "in", "instanceof", "interface", "keyof", "let", "new",
            "null", "of", "private", "protected", "public", "readonly", "return", "satisfies", "static", "super",
            "switch", "this", "throw", "true", "try", "type", "typeof", "undefined", "var", "void", "while", "yield",
        ],
        capitalisedTypes: true, nameScalars: ["$"], atNamesAreKeywords: true)

    /// CSS and SCSS.
    static let css = CodeLexicon(
        lineComments: [["/", "/"]], blockComments: [(["/", "*"], ["*", "/"])], quotes: ["\"", "'"],
        keywords: ["inherit", "initial", "unset", "revert", "none", "auto"],
        nameScalars: ["-"], atNamesAreKeywords: true, dollarVariables: true, hashColours: true, customProperties: true)

    static let json = CodeLexicon(
        lineComments: [["/", "/"]], blockComments: [(["/", "*"], ["*", "/"])], keywords: ["true", "false", "null"],
        stringKeys: true)

    /// POSIX shells, bash and zsh, and a console's commands.
    static let shell = CodeLexicon(
        lineComments: [["#"]], lineCommentAfterSpaceOnly: true, quotes: ["\"", "'"], quotesWithoutEscapes: ["'"],
        keywords: [
            "if", "then", "else", "elif", "fi", "for", "in", "do", "done", "while", "until", "case", "esac",
            "function", "return", "export", "local", "readonly", "set", "unset", "exit",
        ],
        nameScalars: ["-"], dollarVariables: true, dashOptions: true)
}
