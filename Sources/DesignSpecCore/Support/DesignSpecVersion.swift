/// The release of DesignSpec: what `designspec --version` prints, and what the site's
/// footer, its `.designspec` marker and the SARIF report's tool name. It lives in the core
/// so that the check and the site can say it without reaching up into the commands.
public enum DesignSpecVersion {
    /// The version, `MAJOR.MINOR.PATCH`.
    public static let current = "0.1.0"
}
