import Foundation
import Testing
@testable import DesignSpecCommands

/// `designspec completion bash|zsh|fish`: each script is made from the command specs, so
/// it names every command, every option and every choice; each is valid for its shell
/// (checked by the shell itself when it is installed).
@Suite struct CompletionTests {
    @Test(arguments: CompletionShell.allCases)
    func theScriptNamesEveryCommandOptionAndChoice(_ shell: CompletionShell) {
        let result = runTool(["completion", shell.rawValue])
        #expect(result.status == 0)
        #expect(result.err == "")
        let script = result.out
        for command in CommandSpec.all {
            #expect(script.contains(command.name), "\(shell): command \(command.name)")
            for option in command.options {
                // fish names an option without its dashes (`-l format`).
                let name = shell == .fish ? "-l \(option.name.dropFirst(2))" : option.name
                #expect(script.contains(name), "\(shell): \(command.name) \(option.name)")
            }
        }
        for choices in [["text", "json", "github", "sarif"], ["en", "ko"], ["auto", "always", "never"], ["bash", "zsh", "fish"]] {
            #expect(script.contains(choices.joined(separator: " ")), "\(shell): \(choices)")
        }
    }

    /// A command's options are offered after that command only: check's `--strict` in its
    /// own case of the bash script, with the value choices of its `--format` and `--lang`.
    @Test func bashOffersACommandsOwnOptions() {
        let script = runTool(["completion", "bash"]).out
        #expect(script.contains("""
                    check)
                        case "$prev" in
                            --content) COMPREPLY=($(compgen -d -- "$cur")); return ;;
                            --tokens) COMPREPLY=($(compgen -f -- "$cur")); return ;;
                            --config) COMPREPLY=($(compgen -f -- "$cur")); return ;;
                            --format) COMPREPLY=($(compgen -W "text json github sarif" -- "$cur")); return ;;
                            --lang) COMPREPLY=($(compgen -W "en ko" -- "$cur")); return ;;
                        esac
                        COMPREPLY=($(compgen -W "--content --tokens --config --format --strict --lang --color --help" -- "$cur"))
                        ;;
            """))
        #expect(script.hasSuffix("complete -F _designspec designspec\n"))
    }

    @Test func zshDescribesEachOption() {
        let script = runTool(["completion", "zsh"]).out
        #expect(script.hasPrefix("#compdef designspec\n"))
        #expect(script.contains("'--lang[The language of the site'\\''s chrome (default\\: the config'\\''s, else en).]:LANG:(en ko)'"))
        #expect(script.contains("'*--tokens[A token file or folder; repeatable (default\\: <content>/tokens).]:PATH:_files'"))
        #expect(script.contains("'1:SHELL:(bash zsh fish)'"))
    }

    @Test func fishCompletesEachCommandsOptions() {
        let script = runTool(["completion", "fish"]).out
        #expect(script.contains("complete -c designspec -n __fish_use_subcommand -a init -d 'Write a designspec.json for this repository, from the docs and token files it finds.'\n"))
        #expect(script.contains("complete -c designspec -n '__fish_seen_subcommand_from check' -l format -x -a 'text json github sarif' -d 'text (default), json, github or sarif.'\n"))
        #expect(script.contains("complete -c designspec -n '__fish_seen_subcommand_from build' -l output -x -a '(__fish_complete_directories)' -d "))
    }

    /// The shell itself reads the script without running it. A shell that is not
    /// installed skips its test, and the run says so ("skipped: zsh is not installed").
    @Test(.enabled(if: find("bash") != nil, "bash is not installed"))
    func bashAcceptsTheScript() throws { try expectAccepted(.bash, by: ["bash", "-n"]) }

    @Test(.enabled(if: find("zsh") != nil, "zsh is not installed (apt-get install -y zsh)"))
    func zshAcceptsTheScript() throws { try expectAccepted(.zsh, by: ["zsh", "-n"]) }

    @Test(.enabled(if: find("fish") != nil, "fish is not installed (apt-get install -y fish)"))
    func fishAcceptsTheScript() throws { try expectAccepted(.fish, by: ["fish", "--no-execute"]) }

    private func expectAccepted(_ shell: CompletionShell, by command: [String]) throws {
        let executable = try #require(Self.find(command[0]))
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("designspec-completion-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: script) }
        try Data(runTool(["completion", shell.rawValue]).out.utf8).write(to: script)
        let process = Process()
        process.executableURL = executable
        process.arguments = Array(command.dropFirst()) + [script.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(command[0]): \(message)")
        #expect(message == "")
    }

    /// The bash script, sourced, completes a command's options and an option's choices.
    @Test(.enabled(if: find("bash") != nil, "bash is not installed"))
    func bashCompletesWhenSourced() throws {
        let bash = try #require(Self.find("bash"))
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("designspec-completion-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: script) }
        try Data(runTool(["completion", "bash"]).out.utf8).write(to: script)
        func complete(_ words: [String]) throws -> String {
            let process = Process()
            process.executableURL = bash
            let quoted = words.map { "'\($0)'" }.joined(separator: " ")
            process.arguments = ["-c", "source '\(script.path)'; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _designspec; echo \"${COMPREPLY[*]}\""]
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return text
        }
        #expect(try complete(["designspec", "ch"]) == "check\n")
        #expect(try complete(["designspec", "check", "--st"]) == "--strict\n")
        #expect(try complete(["designspec", "--color", "never", "check", "--format", "s"]) == "sarif\n")
        #expect(try complete(["designspec", "build", "--color", "a"]) == "auto always\n")
        #expect(try complete(["designspec", "completion", "z"]) == "zsh\n")
    }

    static func find(_ name: String) -> URL? {
        for folder in ["/usr/bin", "/bin", "/usr/local/bin", "/opt/homebrew/bin"] {
            let url = URL(fileURLWithPath: folder).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return nil
    }
}
