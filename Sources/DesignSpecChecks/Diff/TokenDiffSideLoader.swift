import DesignSpecCore
import Foundation

/// Tells what `--from` and `--to` name and loads each side's tokens with `TokenLoader`.
///
/// An argument that is an existing file or folder (relative to the working directory) is
/// a path, even when a git revision has the same name; otherwise it is a revision when
/// `git rev-parse --verify REV^{commit}` accepts it. A revision is read from git's object
/// store (`git ls-tree`, `git cat-file`): the project's token paths, as they are today,
/// looked up in that commit.
package struct TokenDiffSideLoader {
    /// Why a side cannot be used: exit status 2.
    package struct Failure: Error {
        package var message: String
    }

    let workingDirectory: URL
    /// The project's token files and folders, and whether they are the default
    /// `<content>/tokens` (which may be missing).
    let projectTokens: [(url: URL, isDefault: Bool)]
    let loader: TokenLoader
    /// The project's tokens as they are on disk (already loaded with the docs).
    let workingTree: TokenSet

    package init(workingDirectory: URL, projectTokens: [(url: URL, isDefault: Bool)], loader: TokenLoader, workingTree: TokenSet) {
        self.workingDirectory = workingDirectory
        self.projectTokens = projectTokens
        self.loader = loader
        self.workingTree = workingTree
    }

    private var git: GitRepository { GitRepository(workingDirectory: workingDirectory) }

    /// What `argument` (the value of `option`, `--from` or `--to`) names.
    package func side(_ argument: String, option: String) throws(Failure) -> TokenDiffSide {
        if FileManager.default.fileExists(atPath: ProjectPaths.url(argument, workingDirectory: workingDirectory).path) {
            return .path(argument)
        }
        if git.isRevision(argument) { return .revision(argument) }
        throw Failure(message: "\(option) \(argument) is neither a token file or folder nor a git revision")
    }

    /// The tokens of `side`.
    package func load(_ side: TokenDiffSide) throws(Failure) -> TokenSet {
        switch side {
        case .workingTree:
            return workingTree
        case .path(let path):
            do {
                return try loader.load(paths: [path])
            } catch {
                throw Failure(message: error.message)
            }
        case .revision(let revision):
            return try load(revision: revision)
        }
    }

    /// The project's token files at `revision`: under each token folder, the files a
    /// folder walk on disk would read (`*.json`, `*.tokens`, no hidden entries); a token
    /// path that is a file is read whatever its name. A path the revision does not have
    /// contributes nothing. Hidden entries and symbolic links (not followed: their target
    /// is a path in a tree that is not checked out) are listed in `skipped`, as
    /// `REV:path`.
    private func load(revision: String) throws(Failure) -> TokenSet {
        do throws(GitRepository.Failure) {
            let top = try git.topLevel()
            let pathspecs = projectTokens.map { ProjectPaths.display($0.url, workingDirectory: workingDirectory) }
            var chosen: [(path: String, blob: GitRepository.Blob)] = []
            var skipped: [String: String] = [:]
            for blob in try git.blobs(at: revision, under: pathspecs) {
                let path = top.appendingPathComponent(blob.path).standardizedFileURL.path
                for root in projectTokens.map(\.url.path) {
                    switch Self.place(of: path, under: root) {
                    case .tokenFile where blob.isLink: skipped[path] = "a symbolic link, not followed in a git revision"
                    case .tokenFile: chosen.append((path, blob))
                    case .hidden(let entry, let isFolder): skipped[entry] = isFolder ? "a hidden folder" : "a hidden file"
                    case .other: continue
                    }
                    break
                }
            }
            let contents = try git.contents(of: chosen.map(\.blob))
            var files: [String: [UInt8]] = [:]
            for (path, blob) in chosen { files[path] = contents[blob.object] }
            var set = loader.load(files: files)
            set.skipped = skipped.keys.sorted().map { path in
                SkippedPath(path: revision + ":" + ProjectPaths.display(URL(fileURLWithPath: path), workingDirectory: workingDirectory),
                            reason: skipped[path]!)
            } + set.skipped.map { SkippedPath(path: revision + ":" + $0.path, reason: $0.reason) }
            return set
        } catch {
            throw Failure(message: "cannot read the tokens at \(revision): \(error.message)")
        }
    }

    /// What a file of a revision is to the token path `root`.
    enum Place: Equatable {
        /// `root` itself, or a token file inside that folder.
        case tokenFile
        /// Under a hidden entry of the folder (the entry's path): a folder, or the file itself
        /// when it is a token file.
        case hidden(String, isFolder: Bool)
        /// Outside `root`, or not a token file.
        case other
    }

    static func place(of path: String, under root: String) -> Place {
        if path == root { return .tokenFile }
        guard path.hasPrefix(root + "/") else { return .other }
        let relative = path.dropFirst(root.count + 1).split(separator: "/")
        let name = String(relative.last ?? "")
        if let hidden = relative.firstIndex(where: { $0.hasPrefix(".") }) {
            let isFolder = hidden < relative.count - 1
            guard isFolder || TokenLoader.isTokenFileName(name) else { return .other }
            return .hidden(root + "/" + relative[...hidden].joined(separator: "/"), isFolder: isFolder)
        }
        return TokenLoader.isTokenFileName(name) ? .tokenFile : .other
    }
}
