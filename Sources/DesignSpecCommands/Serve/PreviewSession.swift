import Foundation

/// A running preview: the site built into `output`, served, rebuilt when a watched file
/// changes, and the open pages told. `stop()` ends it and removes the folder it made.
///
/// Each rebuild is a whole build (`build`); the site writer links the files whose bytes
/// did not change from the site it replaces (`UnchangedSiteFile`), so only changed files
/// are written. A failed build leaves the previous site in place and shows its error on
/// every page until a build succeeds. The generation moves on just after the new site is
/// in place: a page served in between shows the new site with the old generation, and
/// reloads once more, harmlessly.
final class PreviewSession: @unchecked Sendable {
    // @unchecked: `stopping` and `watching` are only touched with `lock` held; the rest
    // is set in init.
    /// One build: nil when the site was written, else the error as the user reads it.
    typealias Build = @Sendable () -> String?

    let output: URL
    /// The folder the session made for the site and removes when it stops, if any.
    let temporary: URL?
    let hub = ReloadHub()
    let server: PreviewServer
    private let build: Build
    private let roots: @Sendable () -> [String]
    private let log: @Sendable (String) -> Void
    private let watcher: FolderWatcher
    private let lock = NSLock()
    private var stopping = false
    private var watching = false

    init(output: URL, temporary: URL?, port: UInt16, watcher: FolderWatcher = FolderWatcher(),
         build: @escaping Build, roots: @escaping @Sendable () -> [String], log: @escaping @Sendable (String) -> Void) throws(ServeError) {
        self.output = output
        self.temporary = temporary
        self.build = build
        self.roots = roots
        self.log = log
        self.watcher = watcher
        server = try PreviewServer(root: output.path, port: port, hub: hub)
    }

    var url: String { "http://127.0.0.1:\(server.port)/" }

    /// Builds once, starts serving and watching. A first build that fails is served as
    /// its error page, as any later one.
    func start() {
        let initial = FolderSnapshot(roots: roots())
        hub.publish(failure: build())
        server.start()
        lock.withLock { watching = true }
        Thread.detachNewThread { [self] in
            var snapshot = initial
            while let changed = watcher.nextChange(after: &snapshot, roots: roots, isStopping: { isStopping }) {
                let more = changed.count > 1 ? " and \(changed.count - 1) more" : ""
                log("changed: \(changed[0])\(more); rebuilding\n")
                let started = Date()
                let failure = build()
                hub.publish(failure: failure)
                let took = String(format: "%.2f", Date().timeIntervalSince(started))
                log(failure == nil ? "rebuilt in \(took) s; pages reload\n" : "the build failed; its error is on every page until the next good save\n")
            }
            lock.withLock { watching = false }
        }
    }

    /// Stops watching and serving, releases the port, removes the temporary folder.
    func stop() {
        lock.withLock { stopping = true }
        server.stop()
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline, lock.withLock({ watching }) { usleep(10_000) }
        if let temporary { try? FileManager.default.removeItem(at: temporary) }
    }

    private var isStopping: Bool { lock.withLock { stopping } }
}
