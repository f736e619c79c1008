/// The reload channel, `GET /__designspec/events?since=N`: Server-Sent Events. The page's
/// script opens it with the generation it was served at; the channel sends `reload` as
/// soon as the hub's generation is another (at once when it already is: a build ended
/// while the page loaded, or the page came from an earlier server), and a comment every
/// `keepAlive` seconds. It ends when the client goes, when it has sent `reload`, or when
/// the server stops.
struct ReloadChannel {
    static let path = "/__designspec/events"
    static let scriptPath = "/__designspec/reload.js"
    /// How often the channel looks at the hub and at the client, in milliseconds.
    static let tick: Int32 = 100
    static let keepAlive = 15.0

    let hub: ReloadHub
    let isStopping: @Sendable () -> Bool

    func serve(_ target: String, on socket: ClientSocket, headOnly: Bool) {
        let writer = ResponseWriter(socket: socket, headOnly: headOnly)
        guard writer.head(.ok, contentType: ContentType.eventStream, length: nil), !headOnly else { return }
        hub.channelOpened()
        defer { hub.channelClosed() }
        let since = Self.since(in: target) ?? hub.generation
        guard socket.send("retry: 500\n\n") else { return }
        var quiet = 0.0
        while !isStopping() {
            if hub.generation != since {
                socket.send("event: reload\ndata: \(hub.generation)\n\n")
                return
            }
            if socket.waitReadable(milliseconds: Self.tick), socket.peerClosed() { return }
            quiet += Double(Self.tick) / 1000
            if quiet >= Self.keepAlive {
                quiet = 0
                guard socket.send(": still here\n\n") else { return }
            }
        }
    }

    /// The `since` number of `/__designspec/events?since=N`.
    static func since(in target: String) -> Int? {
        guard let query = target.split(separator: "?", maxSplits: 1).dropFirst().first else { return nil }
        for pair in query.split(separator: "&") where pair.hasPrefix("since=") {
            return Int(pair.dropFirst("since=".count))
        }
        return nil
    }
}
