import Foundation
import Testing
@testable import DesignSpecCore

/// A folder of files for one test, removed when the test ends.
final class ScratchFolder: Sendable {
    let url: URL

    init(_ name: String = #function) throws {
        let safeName = name.filter { $0.isLetter || $0.isNumber }
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("designspec-reliability-\(safeName)-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// Writes `contents` at `path` (relative), creating folders; returns its URL.
    @discardableResult
    func write(_ path: String, _ contents: String) throws -> URL {
        try write(path, bytes: Array(contents.utf8))
    }

    @discardableResult
    func write(_ path: String, bytes: [UInt8]) throws -> URL {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
        return file
    }

    func path(_ relative: String) -> String { url.appendingPathComponent(relative).path }
}

/// Every file and folder under `root` with its bytes, for "the previous site is exactly as
/// it was": paths relative to `root`, folders marked with a trailing `/`.
func snapshot(_ root: URL) -> [String: [UInt8]] {
    var result: [String: [UInt8]] = [:]
    guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return result }
    while let relative = enumerator.nextObject() as? String {
        let path = root.appendingPathComponent(relative).path
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        if isDirectory.boolValue {
            result[relative + "/"] = []
        } else {
            result[relative] = FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? []
        }
    }
    return result
}

/// Whether this process runs as root, which reads and writes whatever the permissions say.
let runningAsRoot = getuid() == 0

/// Makes `folder` refuse new entries until the returned closure is called: `chmod 555`,
/// or as root (whom permissions do not stop) the immutable attribute `chattr +i`. Nil when
/// neither works here (no chattr, or a file system without attributes).
func makeUnwritable(_ folder: URL) -> (@Sendable () -> Void)? {
    if !runningAsRoot {
        guard (try? FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)) != nil else {
            return nil
        }
        return { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path) }
    }
    guard runProcess("/usr/bin/chattr", ["+i", folder.path]).status == 0 else { return nil }
    return { _ = runProcess("/usr/bin/chattr", ["-i", folder.path]) }
}

/// Runs an executable and waits; what it printed, and how it ended.
@discardableResult
func runProcess(_ executable: String, _ arguments: [String], in directory: URL? = nil)
    -> (status: Int32, out: String, err: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    do {
        try process.run()
    } catch {
        return (-1, "", "cannot run \(executable): \(error)")
    }
    // Read before waiting, so a full pipe cannot block the child.
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let status = process.terminationReason == .uncaughtSignal ? -process.terminationStatus : process.terminationStatus
    return (status, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
}

/// The `designspec` executable `swift build` made next to the test bundle, if any.
let designspecExecutable: String? = {
    var folder = URL(fileURLWithPath: #filePath)
    while folder.path != "/" {
        folder.deleteLastPathComponent()
        let candidate = folder.appendingPathComponent(".build/debug/designspec").path
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
}()
