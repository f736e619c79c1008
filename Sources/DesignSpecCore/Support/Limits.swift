import Foundation

/// The documented limits that turn pathological input into a finding or a clear error
/// instead of exhausting memory, the stack or the user's patience. Each is far above what
/// a hand-written doc or an exported token file needs, and each is enforced without
/// recursion, so reaching it is a message, never a crash.
///
/// The rooms that enforce them keep their own constant today; each line names it, and they
/// hold the same value. Use these for new code.
package enum Limits {
    /// The largest doc or token file read, in bytes (64 MiB). A 50 MB doc is read; a
    /// larger file is refused with its size before it is read into memory
    /// (`ProjectLoader` for docs: exit 2; `JSONReader.parse(contentsOf:)` for token
    /// files: a `json-syntax` finding at 1:1).
    package static let maximumFileSize = 64 << 20

    /// Why a file of `size` bytes is too large to read (a blob of a git revision, say).
    package static func fileSizeProblem(size: Int) -> String? {
        size > maximumFileSize ? oversize(size) : nil
    }

    /// What is said of a file of `size` bytes, over `maximumFileSize`.
    package static func oversize(_ size: Int) -> String {
        let megabytes = Double(size) / Double(1 << 20)
        return "\((megabytes * 10).rounded() / 10) MiB, over the \(maximumFileSize >> 20) MiB file size limit"
    }

    /// How deep JSON arrays and objects may nest (`JSONReader.defaultMaxDepth`). Deeper is
    /// the error `nesting deeper than 512 levels` at the bracket that goes too deep.
    package static let jsonNestingDepth = 512

    /// How many aliases a token's value may follow (`TokenResolver.maximumChainLength`).
    /// Longer is a finding on the token; a cycle is a `circular-reference` finding
    /// whatever its length.
    package static let aliasChainLength = 1000

    /// How deep arithmetic in a token value may nest (`TokenMath.maximumDepth`).
    package static let tokenMathDepth = 100

    /// How deep Markdown block quotes, lists and inline containers nest in the model
    /// (`CMarkConverter.maximumDepth`). Deeper containers are flattened into their parent,
    /// their content kept.
    package static let markdownNestingDepth = 32

    /// How deep brackets in recipe code are read (`SwiftExpressionParser.maximumDepth`).
    /// Deeper code is skipped and listed in `RecipeScan.skipped`.
    package static let swiftExpressionDepth = 48

    /// How deep template sections may nest in one template (`TemplateParser.nestingLimit`)
    /// and while rendering, partials included (`TemplateRenderer.nestingLimit`).
    package static let templateSectionDepth = 100
    package static let templateRenderDepth = 400

    /// How deep partials may include each other (`TemplateRenderer.partialDepthLimit`).
    package static let templatePartialDepth = 100
}
