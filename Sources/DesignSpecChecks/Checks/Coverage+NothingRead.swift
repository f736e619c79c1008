import DesignSpecCore

extension Coverage {
    /// Why `check` cannot pass `model` although it found nothing wrong, when nothing was
    /// read to check: the content folder holds no doc, or the docs name tokens but no token
    /// file was read. `check` says it and exits 2.
    public func nothingReadMessage(_ model: DesignModel) -> String? {
        let content = model.contentPath.isEmpty ? "the content folder" : model.contentPath
        if docs == 0 {
            return "no doc (*.md) in \(content), so nothing was checked; "
                + "give the docs' folder with --content DIR or \"content\" in designspec.json"
        }
        guard docsNameTokens, tokenFiles == 0 else { return nil }
        var looked = model.tokenPaths.isEmpty ? "" : " from \(model.tokenPaths.joined(separator: ", "))"
        let unparsed = Set(model.findings.lazy.filter { $0.rule == .jsonSyntax }.map(\.range.file)).sorted()
        if !unparsed.isEmpty { looked += " (\(unparsed.joined(separator: ", ")) did not parse)" }
        return "the docs name tokens, but no token file was read\(looked), so no doc was checked against tokens; "
            + "give the token files or folders with --tokens PATH or \"tokens\" in designspec.json"
    }
}
