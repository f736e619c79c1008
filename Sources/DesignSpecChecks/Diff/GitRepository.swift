import Foundation

/// The git commands `designspec diff` runs to read a revision, and nothing else: it asks
/// `git rev-parse` whether a name is a commit, lists the revision's files with
/// `git ls-tree` and reads their blobs with `git cat-file --batch`. Nothing is checked out,
/// nothing is written, the index and the working tree are never touched.
struct GitRepository {
    /// Where git runs: the command's working directory (pathspecs are relative to it).
    let workingDirectory: URL

    /// A failure to run git or a git command that failed, with git's own words.
    struct Failure: Error {
        var message: String
    }

    /// A blob of a revision: its path from the top of the repository, its object id, and
    /// whether it is a symbolic link (whose blob is the link's target).
    struct Blob: Hashable {
        var path: String
        var object: String
        var isLink = false
    }

    /// Whether `name` names a commit (`HEAD~1`, `origin/main`, a tag, a hash).
    func isRevision(_ name: String) -> Bool {
        guard !name.isEmpty, !name.hasPrefix("-") else { return false }
        return (try? run(["rev-parse", "--verify", "--quiet", "\(name)^{commit}"])) != nil
    }

    /// The top folder of the repository, spelled from the working directory (`--show-cdup`,
    /// not `--show-toplevel`, whose path has symbolic links resolved).
    func topLevel() throws(Failure) -> URL {
        let output = try run(["rev-parse", "--show-cdup"])
        let up = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .newlines)
        return (up.isEmpty ? workingDirectory : workingDirectory.appendingPathComponent(up)).standardizedFileURL
    }

    /// The blobs of `revision` under `paths` (files or folders, relative to the working
    /// directory), with paths from the top of the repository. Submodules are left out.
    func blobs(at revision: String, under paths: [String]) throws(Failure) -> [Blob] {
        let output = try run(["ls-tree", "-r", "-z", "--full-name", revision, "--"] + paths)
        var blobs: [Blob] = []
        for entry in output.split(separator: 0) {
            // `<mode> SP <type> SP <object> TAB <path>`.
            guard let tab = entry.firstIndex(of: UInt8(ascii: "\t")) else { continue }
            let fields = entry[..<tab].split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) }
            guard fields.count == 3, fields[1] == "blob" else { continue }
            blobs.append(Blob(path: String(decoding: entry[(tab + 1)...], as: UTF8.self), object: fields[2],
                              isLink: fields[0] == "120000"))
        }
        return blobs
    }

    /// The bytes of each blob, by object id, read by one `git cat-file --batch` per 500.
    func contents(of blobs: [Blob]) throws(Failure) -> [String: [UInt8]] {
        var contents: [String: [UInt8]] = [:]
        var start = 0
        while start < blobs.count {
            // A batch's ids are written before its output is read: 500 ids (at most 32 KB
            // with SHA-256 ids) fit in a pipe's buffer, so the write cannot block.
            let batch = blobs[start..<min(start + 500, blobs.count)]
            start += batch.count
            let input = batch.map { $0.object + "\n" }.joined()
            let output = try run(["cat-file", "--batch"], input: Array(input.utf8))
            var offset = 0
            for blob in batch {
                // `<object> SP blob SP <size> LF <contents> LF`.
                guard let newline = output[offset...].firstIndex(of: UInt8(ascii: "\n")) else { break }
                let header = String(decoding: output[offset..<newline], as: UTF8.self).split(separator: " ")
                guard header.count == 3, header[1] == "blob", let size = Int(header[2]), newline + 1 + size <= output.count else {
                    throw Failure(message: "git cat-file could not read \(blob.path) (\(blob.object))")
                }
                contents[blob.object] = Array(output[(newline + 1)..<(newline + 1 + size)])
                offset = newline + 1 + size + 1
            }
        }
        return contents
    }

    /// Runs `git ARGUMENTS` and returns its standard output; a non-zero exit is a failure
    /// with git's first line of standard error.
    private func run(_ arguments: [String], input: [UInt8] = []) throws(Failure) -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = workingDirectory
        let output = Pipe()
        let errors = Pipe()
        let standardInput = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = standardInput
        do {
            try process.run()
        } catch {
            throw Failure(message: "cannot run git: \(error.localizedDescription)")
        }
        if !input.isEmpty { standardInput.fileHandleForWriting.write(Data(input)) }
        try? standardInput.fileHandleForWriting.close()
        // Standard output first, to its end; git's few lines of standard error fit in
        // that pipe's buffer meanwhile.
        let bytes = [UInt8](output.fileHandleForReading.readDataToEndOfFile())
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let line = errorText.split(separator: "\n").first.map(String.init) ?? "exit status \(process.terminationStatus)"
            throw Failure(message: "git \(arguments.first ?? ""): \(line)")
        }
        return bytes
    }
}
