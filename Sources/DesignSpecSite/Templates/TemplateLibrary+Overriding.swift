import Foundation

extension TemplateLibrary {
    /// The built-in files with those under `directory` laid over them: a file there
    /// replaces the built-in file of the same relative path, the others stay built in.
    /// Hidden files are skipped. Every template is parsed now, so a broken one is
    /// reported before anything is rendered, at its path under `directory`.
    public init(overridingWith directory: URL) throws(TemplateError) {
        var entries = Self.builtIn.entries
        for (path, entry) in try Self.files(under: directory) {
            entries[path] = entry
        }
        self.init(entries: entries)
        try validate()
    }

    /// The files under `directory`, by path relative to it.
    private static func files(under directory: URL) throws(TemplateError) -> [String: Entry] {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw TemplateError(.unreadableFile(path: directory.path, reason: "no such folder"), at: nil)
        }
        var entries: [String: Entry] = [:]
        let relativePaths = (manager.enumerator(atPath: directory.path)?.allObjects as? [String]) ?? []
        for relative in relativePaths.sorted() {
            guard !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { continue }
            let url = directory.appendingPathComponent(relative)
            guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            guard let data = manager.contents(atPath: url.path) else {
                throw TemplateError(.unreadableFile(path: url.path, reason: "cannot open it"), at: nil)
            }
            guard let contents = String(data: data, encoding: .utf8) else {
                throw TemplateError(.unreadableFile(path: url.path, reason: "not UTF-8 text"), at: nil)
            }
            entries[relative] = Entry(contents: contents, source: url.path)
        }
        return entries
    }
}
