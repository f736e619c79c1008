import Foundation

/// What the open pages are told: a generation number that each build moves on, and the
/// last build's error, if it failed. A page is served with the generation it shows and
/// reloads as soon as the hub's is another.
final class ReloadHub: @unchecked Sendable {
    // @unchecked: every stored property is only touched with `lock` held.
    private let lock = NSLock()
    private var currentGeneration = 0
    private var currentFailure: String?
    private var channels = 0

    /// The generation of the site (or error page) being served now.
    var generation: Int { lock.withLock { currentGeneration } }

    /// The last build's error as the user reads it, nil when it succeeded.
    var failure: String? { lock.withLock { currentFailure } }

    /// How many reload channels are open now.
    var openChannels: Int { lock.withLock { channels } }

    /// A build ended: with `failure` nil the new site is in place, else its error is shown.
    func publish(failure: String?) {
        lock.withLock {
            currentGeneration += 1
            currentFailure = failure
        }
    }

    func channelOpened() { lock.withLock { channels += 1 } }
    func channelClosed() { lock.withLock { channels -= 1 } }
}
