import DesignSpecCore

/// What `designspec --version` says: the version, and the commit the binary was built from
/// (the executable's, which Plugins/BuildInfoPlugin generates at build time into the
/// `designspec` target and passes to `CommandLineTool.run`; nil when the build did not
/// happen in a git checkout of this package).
package enum BuildInfo {
    /// `designspec 0.1.0 (commit 0123456789ab)`, or `(commit unknown)`.
    package static func versionLine(version: String = DesignSpecVersion.current, commit: String?) -> String {
        "designspec \(version) (commit \(commit ?? "unknown"))"
    }
}
