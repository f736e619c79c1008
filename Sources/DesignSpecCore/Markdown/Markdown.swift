/// The namespace of the Markdown tree: the Swift values that `MarkdownParser` builds from
/// cmark-gfm's C tree. Nothing outside `MarkdownParser+CMark.swift` sees a C type.
public enum Markdown {}
