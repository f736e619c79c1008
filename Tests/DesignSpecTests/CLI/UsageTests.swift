import Foundation
import Testing
@testable import DesignSpecCommands

/// A bare `designspec` is a usage error, as a missing subcommand is in swift-argument-parser
/// tools: the short usage on standard error, exit 2. `--help` is the full help, exit 0.
@Suite struct UsageTests {
    @Test func bareCommandPrintsTheShortUsageAndExitsTwo() {
        let result = runTool([])
        #expect(result.status == 2)
        #expect(result.out == "")
        #expect(result.err == """
            USAGE: designspec <command> [options]
              commands: init, build, serve, check, fix, model, tokens, diff, completion
            See 'designspec --help' for what each command does.

            """)
    }

    @Test func aBareColorOptionIsStillABareCommand() {
        let result = runTool(["--color", "never"])
        #expect(result.status == 2)
        #expect(result.err.hasPrefix("USAGE: designspec <command> [options]\n"))
    }

    @Test func helpIsTheFullHelpOnStandardOutput() {
        let result = runTool(["--help"])
        #expect(result.status == 0)
        #expect(result.err == "")
        #expect(result.out.hasPrefix("OVERVIEW: Keep a design system's docs and its design tokens in agreement.\n"))
        #expect(result.out.contains("\n  init        Write a designspec.json for this repository, from the docs and token files it finds.\n"))
        #expect(result.out.contains("\n  completion  Print the shell completion script for bash, zsh or fish.\n"))
        #expect(result.out.contains("\n  --color WHEN            auto (default: on a terminal, unless NO_COLOR is set), always or never.\n"))
    }

    @Test func everyCommandsHelpListsTheColorOption() {
        for spec in CommandSpec.all {
            let result = runTool(["help", spec.name])
            #expect(result.status == 0)
            #expect(result.out.contains("\n  --color WHEN "), "\(spec.name)")
        }
    }

    @Test func completionsHelpNamesItsArgument() {
        let result = runTool(["completion", "--help"])
        #expect(result.status == 0)
        #expect(result.out.hasPrefix("""
            OVERVIEW: Print the shell completion script for bash, zsh or fish.

            USAGE: designspec completion <shell> [options]

            ARGUMENTS:
              <shell>  bash, zsh or fish.

            """))
    }

    @Test func aMissingOrWrongShellIsAUsageError() {
        let missing = runTool(["completion"])
        #expect(missing.status == 2)
        #expect(missing.err == "designspec: error: 'completion' needs a SHELL (one of: bash, zsh, fish)\n")
        let wrong = runTool(["completion", "fishh"])
        #expect(wrong.status == 2)
        #expect(wrong.err == "designspec: error: 'fishh' is not a valid SHELL (one of: bash, zsh, fish); did you mean 'fish'?\n")
        let extra = runTool(["completion", "bash", "zsh"])
        #expect(extra.status == 2)
        #expect(extra.err == "designspec: error: unexpected argument 'zsh' for 'completion'; see 'designspec help completion'\n")
    }
}
