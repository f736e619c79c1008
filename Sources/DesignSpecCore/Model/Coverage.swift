/// What `designspec check` read and checked, and what it did not check, with the reason and
/// the place: the counts of the coverage line (`read 4 docs, 3 token files (61 tokens,
/// modes light/dark); checked 7 token tables (38 rows), 2 recipes; not checked: 1 table`)
/// and the places behind its last part. Made by `Coverage(model:findings:)`.
public struct Coverage: Hashable, Sendable {
    /// Docs read.
    public var docs: Int
    /// Token files read (files that parsed and hold tokens).
    public var tokenFiles: Int
    /// Tokens read, in all files.
    public var tokens: Int
    /// The tokens' modes, group by group (`[["light", "dark"]]`).
    public var modeGroups: [[String]]
    /// Tables whose rows the rules check: token tables, and usage tables under a
    /// `<!-- scale: -->` comment.
    public var tokenTables: Int
    /// The rows of those tables.
    public var rows: Int
    /// Recipes whose code was read in full (a recipe with code the scanner did not
    /// understand is a place not checked).
    public var recipes: Int
    /// Whether a doc names a token: a token table, a brace reference or a code name in the
    /// prose, a token name in recipe code.
    public var docsNameTokens: Bool
    /// Sorted by place.
    public var notChecked: [NotCheckedPlace]

    /// The counts and places given; `Coverage(model:findings:)` makes them from a model.
    public init(docs: Int = 0, tokenFiles: Int = 0, tokens: Int = 0, modeGroups: [[String]] = [], tokenTables: Int = 0,
                rows: Int = 0, recipes: Int = 0, docsNameTokens: Bool = false, notChecked: [NotCheckedPlace] = []) {
        self.docs = docs
        self.tokenFiles = tokenFiles
        self.tokens = tokens
        self.modeGroups = modeGroups
        self.tokenTables = tokenTables
        self.rows = rows
        self.recipes = recipes
        self.docsNameTokens = docsNameTokens
        self.notChecked = notChecked.sorted()
    }

    /// The rule ids of findings that report a place as not checked, counted with the
    /// coverage's own places.
    public static let findingRuleKinds: [RuleID: NotCheckedPlace.Kind] = [
        .uncheckedColumn: .column,
        .malformedTable: .table,
    ]

    /// How many places of `kind` were not checked.
    public func notCheckedCount(_ kind: NotCheckedPlace.Kind) -> Int {
        notChecked.count { $0.kind == kind }
    }

    /// The places no finding reports: the ones the outputs list as notes.
    public var notes: [NotCheckedPlace] { notChecked.filter { $0.rule == nil } }

    /// The coverage line: `read 4 docs, 3 token files (61 tokens, modes light/dark);
    /// checked 7 token tables (38 rows), 2 recipes; not checked: 1 table, 2 columns — see
    /// notes`, or `…; nothing left unchecked`.
    public var line: String {
        var tokenPart = EnglishCount.of(tokens, "token")
        let modes = modeGroups.filter { !$0.isEmpty }.map { $0.joined(separator: "/") }
        if !modes.isEmpty { tokenPart += ", modes " + modes.joined(separator: ", ") }
        let read = "read \(EnglishCount.of(docs, "doc")), \(EnglishCount.of(tokenFiles, "token file")) (\(tokenPart))"
        let checked = "checked \(EnglishCount.of(tokenTables, "token table")) (\(EnglishCount.of(rows, "row"))), "
            + EnglishCount.of(recipes, "recipe")
        let kinds = NotCheckedPlace.Kind.allCases.compactMap { kind -> String? in
            let count = notCheckedCount(kind)
            return count == 0 ? nil : EnglishCount.of(count, kind.rawValue)
        }
        let unchecked = kinds.isEmpty ? "nothing left unchecked" : "not checked: \(kinds.joined(separator: ", ")) — see notes"
        return "\(read); \(checked); \(unchecked)"
    }
}
