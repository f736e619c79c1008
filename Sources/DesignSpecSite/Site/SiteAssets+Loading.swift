import DesignSpecCore
import Foundation

extension SiteAssets {
    /// The most bytes one linked file may have to be copied (as a doc may).
    static let maximumFileSize = Limits.maximumFileSize

    /// Reads every file inside `content` that one of `documents` links to or shows and
    /// that is not itself a doc. Doc paths start with `contentPrefix` before their path
    /// in the content folder. A path that leaves the content folder is never looked at.
    public static func load(documents: [MarkdownDocument], contentPrefix: String, content: URL) -> SiteAssets {
        let root = ContentFile.realPath(of: content.path)
        let docPaths = Set(documents.map { ContentLink.pathInContent($0.file, contentPrefix: contentPrefix) })
        var wanted = Set<String>()
        for document in documents {
            let from = ContentLink.pathInContent(document.file, contentPrefix: contentPrefix)
            for use in document.linkUses {
                guard case .content(let path, _) = ContentLink(use.destination, fromDoc: from),
                      !docPaths.contains(path) else { continue }
                wanted.insert(path)
            }
        }
        var assets = SiteAssets()
        for path in wanted {
            guard let root, case .file(let real) = ContentFile.look(path, inContentRoot: root),
                  case .bytes(let bytes) = POSIXFiles.read(real, maximumSize: maximumFileSize) else {
                assets.files[path] = .broken
                continue
            }
            assets.files[path] = .file(bytes)
        }
        return assets
    }
}
