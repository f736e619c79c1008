/// `designspec init`: its options and help.
extension CommandSpec {
    static let initCommand = CommandSpec(
        name: "init",
        summary: "Write a designspec.json for this repository, from the docs and token files it finds.",
        options: [
            Option(name: "--dry-run", valueName: nil, help: "Print the file it would write, and write nothing."),
        ],
        discussion: """
            Finds the docs folder by its Markdown token tables and the token files by their content \
            (W3C DTCG, Style Dictionary, Tokens Studio), not by their names; reads the code roots the docs' \
            Swift recipes use; writes only the keys that differ from the defaults. An existing designspec.json \
            is never overwritten.
            Exit status: 0 written (or printed), 2 nothing found, a designspec.json already there, or a file \
            that cannot be written.
            """
    )
}
