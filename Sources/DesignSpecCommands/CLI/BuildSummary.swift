import DesignSpecChecks
import DesignSpecCore
import DesignSpecSite
import Foundation

/// The line `designspec build` ends with on standard error, after `wrote …`: what was built
/// and what the check found, so a build that succeeds (exit 0) never hides its errors —
/// `built 12 pages; 5 errors, 3 warnings — see _site/report.html`.
struct BuildSummary {
    /// `12 pages`, `handoff.html`.
    var built: String
    var report: CheckReport
    /// Where the findings can be read (the report page), shown when there are findings.
    var reportPlace: String

    var line: String {
        let findings = report.summary
        guard !report.findings.isEmpty else { return "built \(built); \(findings)\n" }
        return "built \(built); \(findings) — see \(reportPlace)\n"
    }

    /// The line before the summary that says which drafts the site leaves out; empty when
    /// none: `left out 1 draft (front matter draft: true; checked, not built): content/notes.md`.
    static func draftsLine(_ drafts: [String]) -> String {
        guard !drafts.isEmpty else { return "" }
        return "left out \(EnglishCount.of(drafts.count, "draft")) (front matter draft: true; checked, not built): "
            + drafts.joined(separator: ", ") + "\n"
    }

    /// `N pages` from the number of pages written, and `and N files beside the docs` when
    /// files the docs link to were copied.
    static func pages(_ count: Int, docFiles: Int = 0) -> String {
        let pages = EnglishCount.of(count, "page")
        guard docFiles > 0 else { return pages }
        return pages + " and " + EnglishCount.of(docFiles, "file") + " beside the docs"
    }
}

/// A site sink that counts the HTML pages handed to it on their way to `sink`.
final class PageCountingSink<Sink: SiteFileSink>: SiteFileSink, @unchecked Sendable {
    // @unchecked: `count` is only touched with `lock` held.
    private let sink: Sink
    private let lock = NSLock()
    private var count = 0
    private var fileCount = 0

    init(_ sink: Sink) { self.sink = sink }

    var pages: Int { lock.withLock { count } }
    /// How many files beside the docs (not pages) were handed over: under `docs/`.
    var docFiles: Int { lock.withLock { fileCount } }

    func add(_ path: String, _ text: String) {
        countIfPage(path)
        sink.add(path, text)
    }

    func add(_ path: String, bytes: [UInt8]) {
        countIfPage(path)
        sink.add(path, bytes: bytes)
    }

    private func countIfPage(_ path: String) {
        if path.hasSuffix(".html") {
            lock.withLock { count += 1 }
        } else if path.hasPrefix("docs/") {
            lock.withLock { fileCount += 1 }
        }
    }
}
