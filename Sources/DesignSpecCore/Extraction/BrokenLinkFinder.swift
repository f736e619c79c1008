import Foundation

/// The `broken-link` findings of a project's docs: a link or image whose path names
/// nothing in the content folder (an error), leaves the folder (an error), or whose
/// `#anchor` names no heading of its doc (a warning), as Docusaurus tells broken links
/// (`onBrokenLinks`, an error) from broken anchors (`onBrokenAnchors`, a warning). Links
/// with a scheme (`https:`, `mailto:`) are not checked.
struct BrokenLinkFinder {
    static let rule = RuleID.brokenLink

    /// The docs, by their path in the content folder.
    private var docs: [String: DocModel] = [:]
    /// What doc paths start with before their path in the content folder.
    var contentPrefix: String
    /// The content folder's real path (`ContentFile.realPath(of:)`); nil when it has none.
    var contentRoot: String?

    init(docs: [DocModel], contentPrefix: String, contentRoot: String?) {
        self.contentPrefix = contentPrefix
        self.contentRoot = contentRoot
        for doc in docs { self.docs[contentRelative(doc.path)] = doc }
    }

    /// A doc's path in the content folder.
    func contentRelative(_ path: String) -> String {
        ContentLink.pathInContent(path, contentPrefix: contentPrefix)
    }

    func findings() -> [Finding] {
        docs.values.sorted { $0.path < $1.path }.flatMap { doc in doc.links.compactMap { finding(for: $0, in: doc) } }
    }

    private func finding(for link: DocLink, in doc: DocModel) -> Finding? {
        let url = link.destination
        switch ContentLink(url, fromDoc: contentRelative(doc.path)) {
        case .external, .empty:
            return nil
        case .sameDoc(let anchor):
            return anchorFinding(url, anchor: anchor, in: doc, at: link.range, sameDoc: true)
        case .outside:
            return error(FindingMessage(
                en: "\(code: url) leads outside the content folder; the site neither checks nor copies it, so link a file inside the content folder",
                ko: "\(code: url)은 콘텐츠 폴더 밖을 가리킵니다. 사이트는 그 파일을 확인하지도 복사하지도 않으니 콘텐츠 폴더 안의 파일에 링크하세요"), link)
        case .content(let path, let anchor):
            if let target = docs[path] {
                return anchor.flatMap { anchorFinding(url, anchor: $0, in: target, at: link.range, sameDoc: false) }
            }
            guard let contentRoot else { return nil }
            switch ContentFile.look(path, inContentRoot: contentRoot) {
            case .file:
                return nil
            case .folder:
                return error(FindingMessage(en: "\(code: url) is the folder \(path), not a file; link a file in it",
                                            ko: "\(code: url)은 파일이 아니라 폴더 \(path)입니다. 그 안의 파일에 링크하세요"), link)
            case .outside:
                return error(FindingMessage(
                    en: "\(code: url) leads through a symbolic link out of the content folder; the site does not copy it",
                    ko: "\(code: url)은 심볼릭 링크를 거쳐 콘텐츠 폴더 밖을 가리킵니다. 사이트는 복사하지 않습니다"), link)
            case .unusable:
                return error(FindingMessage(en: "\(code: url) is \(path), which is not a file the site can copy",
                                            ko: "\(code: url)은 사이트가 복사할 수 없는 \(path)입니다"), link)
            case .missing:
                let hint = suggestion(for: url, path: path, root: contentRoot).map {
                    FindingMessage(en: "did you mean \(code: $0)?", ko: "\(code: $0)을(를) 뜻했나요?")
                } ?? FindingMessage(en: "fix the path or add the file", ko: "경로를 고치거나 파일을 추가하세요")
                return error(FindingMessage(en: "\(code: url) leads to \(path), which is not in the content folder; ",
                                            ko: "\(code: url)이 가리키는 \(path)은 콘텐츠 폴더에 없습니다. ") + hint, link)
            }
        }
    }

    private func error(_ message: FindingMessage, _ link: DocLink) -> Finding {
        Finding(rule: Self.rule, severity: .error, message, at: link.range)
    }

    /// A warning when `anchor` is not the anchor of one of `target`'s headings.
    private func anchorFinding(_ url: String, anchor: String, in target: DocModel, at range: SourceRange, sameDoc: Bool) -> Finding? {
        let anchors = target.headings.map(\.anchor)
        guard !anchors.contains(anchor) else { return nil }
        let place = sameDoc ? FindingMessage(en: "this doc", ko: "이 문서")
            : FindingMessage(en: "\(contentRelative(target.path))", ko: "\(contentRelative(target.path))")
        let hint = Suggestions.nearest(to: anchor, in: anchors, limit: 1).first.map {
            FindingMessage(en: "did you mean \(code: "#" + $0)?", ko: "\(code: "#" + $0)을(를) 뜻했나요?")
        } ?? FindingMessage(
            en: "an anchor is a heading's text in lower case, spaces as \(code: "-") (\(code: "## Color roles") is \(code: "#color-roles"))",
            ko: "앵커는 제목 글자를 소문자로, 공백을 \(code: "-")로 바꾼 것입니다(\(code: "## Color roles")는 \(code: "#color-roles"))")
        let message = FindingMessage(en: "\(code: url): ", ko: "\(code: url): ") + place
            + FindingMessage(en: " has no heading whose anchor is \(code: anchor); ", ko: "에 앵커가 \(code: anchor)인 제목이 없습니다. ")
            + hint
        return Finding(rule: Self.rule, severity: .warning, message, at: range)
    }

    /// `url` with its last path segment replaced by the nearest name in its folder.
    private func suggestion(for url: String, path: String, root: String) -> String? {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let folderPath = folder.isEmpty ? root : root + "/" + folder
        guard folder.isEmpty || ContentFile.look(folder, inContentRoot: root) == .folder,
              let entries = try? FileManager.default.contentsOfDirectory(atPath: folderPath) else { return nil }
        let names = entries.filter { !$0.hasPrefix(".") }.sorted()
        guard let nearest = Suggestions.nearest(to: name, in: names, limit: 1).first else { return nil }
        var written = url
        if let cut = written.firstIndex(where: { $0 == "#" || $0 == "?" }) { written = String(written[..<cut]) }
        let start = written.lastIndex(of: "/").map { written.index(after: $0) } ?? written.startIndex
        let rest = url.dropFirst(written.count)
        return String(written[..<start]) + nearest + rest
    }
}
