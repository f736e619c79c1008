import Foundation
import Testing
@testable import DesignSpecCommands
@testable import DesignSpecCore

/// `--color auto|always|never` and `NO_COLOR` (no-color.org): in auto, colour on a
/// terminal unless NO_COLOR has a value; always and never win over both.
@Suite struct ColorChoiceTests {
    static let painted = "\u{1B}[1mcontent/a.md:5:16:\u{1B}[0m \u{1B}[1;31merror:\u{1B}[0m"
    static let plain = "content/a.md:5:16: error:"

    /// A doc whose one row states a value the token does not have.
    static func fixture() throws -> CheckFixture {
        try CheckFixture([
            "content/a.md": "# A\n\n| Token | Value |\n| --- | --- |\n| `{size.s}` | 12px |\n",
            "content/tokens/size.json": #"{"size": {"s": {"$type": "dimension", "$value": "8px"}}}"#,
        ])
    }

    static let cases: [(arguments: [String], terminal: Bool, noColor: String?, painted: Bool)] = [
        ([], true, nil, true),
        ([], true, "", true),
        ([], true, "1", false),
        ([], false, nil, false),
        (["--color", "auto"], true, "yes", false),
        (["--color", "always"], false, nil, true),
        (["--color", "always"], true, "1", true),
        (["--color=never"], true, nil, false),
        (["--color", "never"], false, "1", false),
    ]

    @Test(arguments: 0..<cases.count)
    func eachCombination(_ index: Int) throws {
        let (arguments, terminal, noColor, painted) = Self.cases[index]
        let fixture = try Self.fixture()
        defer { fixture.remove() }
        let captured = CapturedConsole()
        var console = captured.console
        console.isTerminal = terminal
        console.noColor = noColor
        let status = CommandLineTool.run(arguments: ["check"] + arguments, console: console, workingDirectory: fixture.folder)
        #expect(status == 1)
        #expect(captured.out.hasPrefix(painted ? Self.painted : Self.plain), "\(arguments) terminal \(terminal) NO_COLOR \(noColor ?? "unset")")
    }

    @Test func theOptionMayComeBeforeTheCommand() throws {
        let fixture = try Self.fixture()
        defer { fixture.remove() }
        let result = runTool(["--color", "always", "check"], in: fixture.folder)
        #expect(result.status == 1)
        #expect(result.out.hasPrefix(Self.painted))
    }

    /// Every command takes it, text output or not.
    @Test func everyCommandAcceptsTheOption() throws {
        let fixture = try Self.fixture()
        defer { fixture.remove() }
        let expected: [[String]: Int32] = [
            ["build"]: 0, ["check"]: 1, ["fix", "--dry-run"]: 0, ["model"]: 0, ["tokens"]: 0,
            ["diff", "--from", "content/tokens"]: 0, ["completion", "zsh"]: 0, ["init", "--dry-run"]: 0,
        ]
        for (arguments, status) in expected {
            let result = runTool(arguments + ["--color", "never"], in: fixture.folder)
            #expect(result.status == status, "\(arguments): \(result.err)")
            #expect(!result.out.contains("\u{1B}"), "\(arguments)")
        }
    }

    @Test func aWrongValueIsRefused() {
        let result = runTool(["check", "--color", "allways"])
        #expect(result.status == 2)
        #expect(result.err == "designspec: error: 'allways' is not a valid WHEN for --color (one of: auto, always, never); did you mean 'always'?\n")
        let missing = runTool(["check", "--color"])
        #expect(missing.err == "designspec: error: option '--color' needs a value (WHEN)\n")
    }
}
