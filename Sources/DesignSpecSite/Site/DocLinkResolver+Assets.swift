import Foundation

/// What each link and image of a doc becomes on its page, when the site knows the files
/// beside the docs (`SiteAssets`): a linked file is copied beside the page and linked
/// relatively (in the single file an image is inlined, any other file is dropped to its
/// text with a note); a link that leads to nothing (the check's `broken-link`) is its text
/// marked as broken, never an `<a>` to nowhere.
extension DocLinkResolver {
    func render(_ url: String, isImage: Bool) -> MarkdownHTMLRenderer.LinkRendering {
        guard let assets else { return .url(resolve(url) ?? DocRenderer.droppedURL) }
        let link = contentLink(url)
        switch link {
        case .external:
            return links.isSingleFile ? .text(note: nil, broken: false) : .url(url)
        case .empty:
            return .url(resolve(url, as: link) ?? DocRenderer.droppedURL)
        case .sameDoc(let anchor):
            guard hasAnchor(anchor, inDocAt: fromPath) else { return broken(url) }
            return .url(resolve(url, as: link) ?? DocRenderer.droppedURL)
        case .outside:
            return .text(note: strings.filled("link.outside", ["{url}": url]), broken: true)
        case .content(let path, let anchor):
            let docPath = contentPrefix + path
            if slugsByPath[docPath] != nil {
                if let anchor, !hasAnchor(anchor, inDocAt: docPath) { return broken(url) }
                return .url(resolve(url, as: link) ?? DocRenderer.droppedURL)
            }
            guard case .file(let bytes)? = assets.files[path] else { return broken(url) }
            return file(path, bytes: bytes, anchor: anchor, isImage: isImage)
        }
    }

    /// A copied file: linked beside the page, or in the single file inlined (an image) or
    /// dropped to its text with a note.
    private func file(_ path: String, bytes: [UInt8], anchor: String?, isImage: Bool) -> MarkdownHTMLRenderer.LinkRendering {
        guard links.isSingleFile else {
            let sitePath = SiteAssets.sitePath(ofContentFile: path)
            let encoded = sitePath.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? sitePath
            return .url(links.root + encoded + (anchor.map { "#" + $0 } ?? ""))
        }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard isImage else {
            return .text(note: strings.filled("link.notInSingleFile", ["{file}": name]), broken: false)
        }
        switch SiteImage.dataURL(bytes, path: path) {
        case .success(let url):
            return .imageData(url)
        case .failure(.tooLarge(let size)):
            return .text(note: strings.filled("image.tooLarge", [
                "{file}": name, "{size}": SiteImage.size(size), "{limit}": SiteImage.size(SiteImage.maximumBytes)]), broken: false)
        case .failure(.unknownType):
            return .text(note: strings.filled("image.unknownType", ["{file}": name]), broken: false)
        }
    }

    private func broken(_ url: String) -> MarkdownHTMLRenderer.LinkRendering {
        .text(note: strings.filled("link.broken", ["{url}": url]), broken: true)
    }

    private func hasAnchor(_ anchor: String, inDocAt path: String) -> Bool {
        // Without the headings (a renderer made without them) every anchor is taken as found.
        guard let anchors = anchorsByPath[path] else { return true }
        return anchors.contains(anchor) || anchor == "page:title"
    }
}
