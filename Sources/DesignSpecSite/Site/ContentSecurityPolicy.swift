import Foundation

/// The Content-Security-Policy of every page, in a `<meta http-equiv>`: nothing external
/// may load, no network request may be made, no form may be sent.
///
/// - The multi-page site loads its stylesheet and scripts from its own files
///   (`'self'`, which Chromium and Firefox grant to files beside the page under
///   `file://`). Styles also allow `'unsafe-inline'`: the inline SVG diagrams, the
///   swatches and aligned table cells carry `style` attributes; styles cannot run code.
/// - The single file has no files beside it: its one inline script is allowed by its
///   SHA-256 hash (not by `'unsafe-inline'`, so injected script could still not run), its
///   inline stylesheet by `'unsafe-inline'`, and images only as `data:` URLs.
package enum ContentSecurityPolicy {
    static let common = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-src 'none'; object-src 'none'"

    /// The policy of a page of the multi-page site.
    package static let pages = common + "; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'"

    /// The policy of the single file whose inline script is exactly `script`.
    static func singleFile(script: String) -> String {
        common + "; script-src '\(hashSource(script))'; style-src 'unsafe-inline'; img-src data:"
    }

    /// `sha256-<base64>` of the script's UTF-8 bytes, as CSP compares them.
    static func hashSource(_ script: String) -> String {
        "sha256-" + Data(SHA256.digest(Array(script.utf8))).base64EncodedString()
    }
}
