/// What `designspec --version` says: the version, and the commit the binary was built from
/// (`commit` comes from a file Plugins/BuildInfoPlugin generates at build time; nil when
/// the build did not happen in a git checkout of this package).
public enum BuildInfo {
    /// `designspec 0.1.0 (commit 0123456789ab)`, or `(commit unknown)`.
    public static func versionLine(version: String = CommandLineTool.version, commit: String? = BuildInfo.commit) -> String {
        "designspec \(version) (commit \(commit ?? "unknown"))"
    }
}
