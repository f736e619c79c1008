import CCmarkGFM
import Foundation

/// Says which cmark-gfm parses may run at once, and prepares the library, once per
/// process, so that nearly all of them can.
///
/// cmark-gfm 0.29 keeps two process-wide tables of special inline characters,
/// `SPECIAL_CHARS` and `SKIP_CHARS` (inlines.c). A parse writes them in one place,
/// `cmark_manage_extensions_special_characters` (blocks.c): as it starts parsing inlines it
/// sets the characters its extensions list (autolink's `:` and `w`, strikethrough's `~`), and
/// as it ends it clears them. A parse ending while another is parsing inlines clears those
/// characters under the other's feet: its `~~gone~~` or `www.example.com` stays plain text.
///
/// Two steps, after reading the library's source (the versions in `checkedVersions`), make
/// parallel parses safe:
/// 1. **Autolink writes nothing.** Before the first parse, a parser with only autolink sets
///    `:` and `w` for good, and autolink's list is emptied (its two cells are leaked, once).
///    The list has one other reader, `get_extension_for_special_char`, which finds the
///    extension of an emphasis-like delimiter, and autolink pushes none.
/// 2. **Strikethrough only where a `~` is.** Strikethrough keeps `~` on its list (its
///    delimiters need it), so a parser with it writes the `~` entries of both tables. Its
///    functions act only on the character `~` (the others render), so a text without the byte
///    `~` parses the same without it, and such a parser writes nothing. Both tables are read
///    only at the bytes of the text being parsed (and at code points below 256 decoded from
///    them, which are those same bytes), so a text without a `~` never reads the `~` entries
///    either, and parses without the lock. A text with a `~` is parsed with strikethrough,
///    holding the lock: those parses, the only writers, run one at a time.
///
/// Every parse reads the values a serial parse reads while it parses inlines: `:` and `w` set,
/// and `~` set for a text that has one. The tables are read by the inline parser only, so `:`
/// and `w` staying set between parses changes nothing. The library's other globals (the
/// extension registry, the node types of the extensions) are written only while the
/// extensions are registered, inside this setup. With any other library version every parse
/// attaches every extension and holds the lock, as before.
enum CMarkParseGate {
    /// The cmark-gfm versions whose source the two steps were checked against.
    static let checkedVersions: Set<String> = ["0.29.0.gfm.6"]

    /// Whether texts without a `~` parse without the lock in this process. Evaluated once,
    /// before the first parse; it registers the core extensions.
    static let parsesWithoutLock: Bool = {
        cmark_gfm_core_extensions_ensure_registered()
        guard checkedVersions.contains(String(cString: cmark_version_string())),
              let autolink = cmark_find_syntax_extension("autolink"),
              let primer = cmark_parser_new(CMARK_OPT_DEFAULT) else { return false }
        cmark_parser_attach_syntax_extension(primer, autolink)
        cmark_manage_extensions_special_characters(primer, 1)
        cmark_parser_free(primer)
        cmark_syntax_extension_set_special_inline_chars(autolink, nil)
        return true
    }()

    private static let lock = NSLock()

    /// The extensions a parse attaches, in this order: all of them for a text with a `~`…
    private static let allExtensions = ["table", "strikethrough", "autolink", "tasklist"]
    /// …and all but strikethrough, which cannot match, for a text without one.
    private static let extensionsWithoutStrikethrough = ["table", "autolink", "tasklist"]

    /// Runs `parse` on `bytes` with the extensions it must attach: without strikethrough and
    /// without the lock when the text has no `~` (and the library is one of `checkedVersions`),
    /// else with all of them, under the lock.
    static func run<Result>(_ bytes: [UInt8], _ parse: (_ extensions: [String]) -> Result) -> Result {
        if parsesWithoutLock && !containsTilde(bytes) {
            return parse(extensionsWithoutStrikethrough)
        }
        lock.lock()
        defer { lock.unlock() }
        return parse(allExtensions)
    }

    /// Whether `bytes` holds the byte `~` (0x7E).
    static func containsTilde(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { $0.containsByte(UInt8(ascii: "~")) }
    }
}
