import Foundation

/// A project folder of this fuzzing process's own, `NAME-PID` under the temporary folder,
/// with `content/tokens/tokens.json` holding `tokens`; the target writes its doc into
/// `content/` on every input.
public enum FuzzProject {
    public static func folder(named name: String, tokens json: String) -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(getpid())")
        let tokens = url.appendingPathComponent("content/tokens")
        try? FileManager.default.createDirectory(at: tokens, withIntermediateDirectories: true)
        try? Data(json.utf8).write(to: tokens.appendingPathComponent("tokens.json"))
        return url
    }
}
