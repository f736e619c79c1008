/// The token file formats DesignSpec reads, detected per file by `TokenFormat.detect`.
package enum TokenFormat: String, Hashable, Sendable {
    /// W3C DTCG 2025.10: `$value`, `$type`, ...
    case dtcg
    /// Style Dictionary's classic format and Tokens Studio set files: `value`, and
    /// `comment`/`description`/`type`.
    case legacy
    /// Adobe Spectrum's own format: flat names with `$schema`, `value` or `sets`.
    case spectrum
    /// A DTCG resolver (`*.resolver.json`): sets and modifiers.
    case resolver
    /// Tokens Studio's `$themes.json`.
    case tokensStudioThemes
    /// Tokens Studio's `$metadata.json`.
    case tokensStudioMetadata
    /// Tokens Studio's single-file export: the top-level keys are token sets, beside
    /// `$themes` and `$metadata`.
    case tokensStudioSingleFile
    /// JSON that holds no tokens (an array, a manifest).
    case none

    package static func detect(root: JSONNode, fileName: String) -> TokenFormat {
        if fileName == "$themes.json" { return .tokensStudioThemes }
        if fileName == "$metadata.json" { return .tokensStudioMetadata }
        if fileName.hasSuffix(".resolver.json") || (root["resolutionOrder"] != nil && root["sets"] != nil) {
            return .resolver
        }
        guard let members = root.objectMembers else { return .none }
        if root["$themes"]?.arrayElements != nil || root["$metadata"]?["tokenSetOrder"]?.arrayElements != nil {
            return .tokensStudioSingleFile
        }
        if let first = members.first(where: { !$0.key.hasPrefix("$") })?.value,
           first["$schema"]?.stringValue?.contains("spectrum") == true,
           first["value"] != nil || first["sets"] != nil {
            return .spectrum
        }
        // Look for `$value` anywhere: iteratively, as nesting may be deep.
        var stack = [root]
        while let node = stack.popLast() {
            guard let members = node.objectMembers else { continue }
            for member in members {
                if member.key == "$value" { return .dtcg }
                if member.value.objectMembers != nil { stack.append(member.value) }
            }
        }
        // An object with no `$value` is read the legacy way, even without any `value`: its
        // plain leaves may be named by references (`{globals.unit}`).
        return .legacy
    }
}
