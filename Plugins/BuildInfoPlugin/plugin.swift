import Foundation
import PackagePlugin

/// Writes the commit the package is built from into a generated Swift file, so that
/// `designspec --version` names it. It runs before every build (git is not a tool the
/// package builds, so this is a prebuild command) and rewrites the file only when the
/// commit changed, so an unchanged commit recompiles nothing. Outside a git checkout of
/// this package (a source archive, a sandbox that hides `.git`) the commit is unknown.
@main
struct BuildInfoPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let folder = context.pluginWorkDirectoryURL.appending(path: "BuildCommit")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return [
            .prebuildCommand(
                displayName: "Reading the commit of \(context.package.displayName)",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: [
                    "-c", Self.script, "build-commit",
                    context.package.directoryURL.path(), folder.appending(path: "BuildCommit.swift").path(),
                ],
                outputFilesDirectory: folder
            )
        ]
    }

    /// `$1` the package folder, `$2` the file to write. The commit counts only when the
    /// package folder is the top of the git work tree: a source archive unpacked inside
    /// another repository must not take that repository's commit.
    private static let script = #"""
        package=$(cd "$1" && pwd -P)
        top=$(git -C "$package" rev-parse --show-toplevel 2>/dev/null) || top=
        commit=$(git -C "$package" rev-parse --short=12 HEAD 2>/dev/null) || commit=
        value=nil
        if [ -n "$top" ] && [ "$(cd "$top" && pwd -P)" = "$package" ]; then
            case $commit in
                '' | *[!0-9a-f]*) ;;
                *) value="\"$commit\"" ;;
            esac
        fi
        text="// Generated before each build by Plugins/BuildInfoPlugin: the commit built.
        extension BuildInfo {
            public static let commit: String? = $value
        }"
        [ "$(cat "$2" 2>/dev/null)" = "$text" ] || printf '%s\n' "$text" >"$2"
        """#
}
