/// Examples of `broken-link`; the tests run each one.
enum BrokenLinkRuleExamples {
    static let tokens = #"{ "spacing": { "small": { "$type": "dimension", "$value": "8px" } } }"#

    static let all: [RuleExample] = [
        RuleExample(
            "a link to a file that is not there, an image with a misspelled name",
            files: [
                "doc.md": """
                    # Button

                    See the [specification](./missing-spec.md).

                    ![Primary button](img/buton.png)
                    """,
                "img/button.png": "png",
                "tokens/tokens.json": tokens,
            ],
            expected: [
                "doc.md:3:25: error: `./missing-spec.md` leads to missing-spec.md, which is not in the content folder; fix the path or add the file [broken-link]",
                "doc.md:5:19: error: `img/buton.png` leads to img/buton.png, which is not in the content folder; did you mean `img/button.png`? [broken-link]",
            ]),
        RuleExample(
            "an anchor that names no heading, in another doc and in the same doc",
            files: [
                "doc.md": """
                    # Button

                    Colors come from [the roles](color.md#roles) and [states](#state).

                    ## States
                    """,
                "color.md": """
                    # Color

                    ## Semantic roles
                    """,
                "tokens/tokens.json": tokens,
            ],
            expected: [
                "doc.md:3:30: warning: `color.md#roles`: color.md has no heading whose anchor is `roles`; an anchor is a heading's text in lower case, spaces as `-` (`## Color roles` is `#color-roles`) [broken-link]",
                "doc.md:3:59: warning: `#state`: this doc has no heading whose anchor is `state`; did you mean `#states`? [broken-link]",
            ]),
        RuleExample(
            "a path out of the content folder",
            files: [
                "doc.md": """
                    # Button

                    ![Secret](../../etc/passwd)
                    """,
                "tokens/tokens.json": tokens,
            ],
            expected: [
                "doc.md:3:11: error: `../../etc/passwd` leads outside the content folder; the site neither checks nor copies it, so link a file inside the content folder [broken-link]",
            ]),
        RuleExample(
            "links that lead somewhere, and web links, which are not checked",
            files: [
                "doc.md": """
                    # Button

                    ![Primary](img/button.png) [Color](color.md#semantic-roles), [top](#button),
                    [the web](https://example.com/missing), [mail](mailto:design@example.com).
                    """,
                "color.md": """
                    # Color

                    ## Semantic roles
                    """,
                "img/button.png": "png",
                "tokens/tokens.json": tokens,
            ]),
    ]
}
