import DesignSpecCore
import Foundation

/// Why the site's input could not be read. The message is for the user, as is.
public struct SiteInputError: Error, Equatable, CustomStringConvertible {
    /// The message: what could not be read, and why.
    public var message: String
    /// The error saying `message`.
    public init(_ message: String) { self.message = message }
    /// The message, as `designspec` prints it.
    public var description: String { message }
}

extension SiteInput {
    /// Reads every `*.md` file under `content` (hidden files and folders skipped), each
    /// named by its path relative to `content`, in path order.
    public static func load(content: URL, title: String) throws(SiteInputError) -> SiteInput {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: content.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw SiteInputError("the content folder \(content.path) does not exist")
        }
        let relativePaths = ((manager.enumerator(atPath: content.path)?.allObjects as? [String]) ?? [])
            .filter { $0.lowercased().hasSuffix(".md") && !$0.split(separator: "/").contains { $0.hasPrefix(".") } }
            .sorted()
        var documents: [MarkdownDocument] = []
        for relative in relativePaths {
            let url = content.appendingPathComponent(relative)
            guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            guard let data = manager.contents(atPath: url.path) else {
                throw SiteInputError("cannot read \(url.path)")
            }
            documents.append(MarkdownParser.parse(data: Array(data), file: relative))
        }
        return SiteInput(title: title, documents: documents)
    }
}
