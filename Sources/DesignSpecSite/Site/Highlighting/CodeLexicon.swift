/// What `CodeHighlighter` needs to know of a language: how its comments, strings and
/// names are written and which names are keywords. One table per language family; the
/// engine is the same for all.
struct CodeLexicon: Sendable {
    /// Comments to the end of the line (`//`, `#`).
    var lineComments: [[Unicode.Scalar]] = []
    /// A line comment counts only at a line's start or after a space (`#` in a shell, not
    /// in `${#x}` or `a#b`).
    var lineCommentAfterSpaceOnly = false
    /// Comments with an opening and a closing mark (`/*`, `*/`).
    var blockComments: [(open: [Unicode.Scalar], close: [Unicode.Scalar])] = []
    /// The quotes that open a string, closed by the same quote on the same line.
    var quotes: Set<Unicode.Scalar> = ["\""]
    /// Quotes whose strings may run over several lines (JavaScript's `` ` ``).
    var multilineQuotes: Set<Unicode.Scalar> = []
    /// Whether `"""…"""` is one string (Kotlin's raw strings).
    var tripleQuotes = false
    /// Quotes inside which a backslash is a backslash (a shell's `'…'`); in the others it
    /// escapes the next character.
    var quotesWithoutEscapes: Set<Unicode.Scalar> = []
    var keywords: Set<String> = []
    /// Whether a name starting with a capital letter is a type (`Button`, `Modifier`).
    var capitalisedTypes = false
    /// Scalars a name may hold besides letters, digits and `_` (`$` in JavaScript, `-` in CSS).
    var nameScalars: Set<Unicode.Scalar> = []
    /// Whether `@name` is a keyword (annotations, decorators, CSS at-rules).
    var atNamesAreKeywords = false
    /// Whether `$name`, `${…}` and `$1` are variables, shown as types (shell).
    var dollarVariables = false
    /// Whether a command's options (`-v`, `--format`, after a space) are shown as types (shell).
    var dashOptions = false
    /// Whether `#` followed by hex digits is a number (CSS colours).
    var hashColours = false
    /// Whether a name starting with `--` is a type (CSS custom properties).
    var customProperties = false
    /// Whether a string followed by `:` is a key, shown as a type (JSON).
    var stringKeys = false
}
