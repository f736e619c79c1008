/// The command line: parses arguments, runs a command, returns the exit code.
/// 0 success, 1 findings, 2 unusable input or arguments.
public enum CommandLineTool {
    public static let version = "0.1.0"

    public static func run(arguments: [String]) -> Int32 {
        if arguments == ["--version"] {
            print("designspec \(version)")
            return 0
        }
        print("designspec: not yet")
        return 2
    }
}
