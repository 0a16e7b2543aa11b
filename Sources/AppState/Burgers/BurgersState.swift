import ActionLog

/// Everything the Coffee Port app shows: the burger list (fresh or cached), orders in flight,
/// connectivity, cache notes and the alert queue.
public struct BurgersState: Equatable, Codable, Sendable {
    /// The server and the timeouts.
    public var settings: BurgersSettings
    /// As last reported by the platform; the app assumes online until told otherwise.
    public var connectivity: Connectivity
    /// Whether the server answered the last request (the feed or an order): `false` after a
    /// request that reached nothing (refused, timed out, dropped), so a device that is online
    /// but cannot reach the server is offline for buying too. The next answer, or a connectivity
    /// report, sets it again.
    public var serverReachable: Bool
    /// The latest time an action carried; ages are measured against it.
    public var now: Timestamp
    /// The status of the latest feed request.
    public var fetch: FeedFetch
    /// The last good feed, from the network in this run or from the disk cache.
    public var lastGood: FetchedFeed?
    /// What went wrong reading or saving the feed, if anything.
    public var cacheNote: FeedCacheNote?
    /// Orders sent and not yet answered; their buttons are disabled.
    public var ordersInFlight: [PendingOrder]
    /// The burgers' images.
    public var images: ImageSlots
    /// The first alert is the one shown.
    public var alerts: [BurgerAlert]

    /// The app at launch with `settings`, at time `now`.
    public init(settings: BurgersSettings, now: Timestamp = Timestamp(milliseconds: 0)) {
        self.settings = settings
        connectivity = .online
        serverReachable = true
        self.now = now
        fetch = .idle
        lastGood = nil
        cacheNote = nil
        ordersInFlight = []
        images = []
        alerts = []
    }
}

/// Whether the platform reports a network.
public enum Connectivity: String, Equatable, Codable, Sendable {
    case online, offline
}

/// The status of the latest request for the feed. The feed itself is `BurgersState.lastGood`.
public enum FeedFetch: Equatable, Codable, Sendable {
    /// Nothing in flight: none was needed yet, the last one succeeded, or it was cancelled offline.
    case idle
    /// A request is in flight since this time (shown as a loading indicator).
    case loading(since: Timestamp)
    case failed(error: LoadError)
}

/// An order sent to the server and not yet answered.
public struct PendingOrder: Equatable, Codable, Sendable {
    /// The burger ordered.
    public var id: BurgerID
    /// The burger's name.
    public var name: String
    /// The price, in the feed's units.
    public var bitcoin: Int

    /// An order of burger `id`.
    public init(id: BurgerID, name: String, bitcoin: Int) {
        self.id = id
        self.name = name
        self.bitcoin = bitcoin
    }
}
