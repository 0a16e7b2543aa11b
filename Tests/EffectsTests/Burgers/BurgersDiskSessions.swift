import ActionLog
import AppState
import Effects
import Foundation
import Reducers

/// The Burgers sessions about the feed's disk cache, and the runtime they are recorded against:
/// the server's full list of 8 burgers (`Fixtures/burgers/server-burgers.json`), whose Seitan
/// Burger picture is missing (404), and a disk shared by the processes of one session.
enum BurgersDiskSessions {
    static let offlineFromDisk = "burgers-offline-from-disk"
    static let diskFailures = "burgers-disk-failures"
    static let seitanImage = AddressText("https://coffeeport.herokuapp.com/static/burgers/seitan.jpg")
    static let unreadable = StorageError.io("The file couldn’t be opened.")
    static let diskFull = StorageError.io("No space left on device")

    static func time(minutes: Int64) -> Timestamp { BurgersOrderSession.time(minutes: minutes) }

    /// The first process of `burgers-offline-from-disk`: online, the feed is fetched and saved.
    static func firstProcess(_ store: Store<BurgersFeature>) async {
        await store.send(.appeared(at: time(minutes: 0)))
    }

    /// The relaunch, an hour later: the saved feed is read from disk while the feed request
    /// hangs; the connection drops (the request is cancelled) and a buy tap does nothing.
    static func relaunchedOffline(_ store: Store<BurgersFeature>) async {
        let steps: [BurgersAction] = [
            .appeared(at: time(minutes: 60)),
            .connectivityChanged(connectivity: .offline, at: time(minutes: 61)),
            .buyTapped(burger: 2),
            .clockTicked(time: time(minutes: 62)),
        ]
        for action in steps { await store.send(action) }
    }

    /// `burgers-disk-failures`: the saved feed cannot be read, the fresh one cannot be saved.
    static func diskFailuresScript(_ store: Store<BurgersFeature>) async {
        await store.send(.appeared(at: time(minutes: 0)))
    }
}

/// What the disk holds under a key, across the processes of one session.
actor BurgersDisk {
    private(set) var stored: [StorageKey: Data] = [:]

    func write(_ value: Data?, under key: StorageKey) { stored[key] = value }
    func read(_ key: StorageKey) -> Data? { stored[key] }
}

/// One process's runtime: the feed answered unless `feedHangs` (no answer: still in flight),
/// every picture but the Seitan Burger's (from the image cache after the first process), and
/// `disk`, unless reads or writes fail.
actor BurgersDiskRuntime: EffectRunner {
    private let feed: Data
    private let disk: BurgersDisk
    private let feedHangs: Bool
    private let imagesCached: Bool
    private let readFailure: StorageError?
    private let writeFailure: StorageError?

    init(
        disk: BurgersDisk, feedHangs: Bool = false, imagesCached: Bool = false,
        readFailure: StorageError? = nil, writeFailure: StorageError? = nil
    ) throws {
        feed = try Data(contentsOf: SessionHarness.repositoryRoot.appendingPathComponent("Fixtures/burgers/server-burgers.json"))
        self.disk = disk
        self.feedHangs = feedHangs
        self.imagesCached = imagesCached
        self.readFailure = readFailure
        self.writeFailure = writeFailure
    }

    func run(_ effect: Effect) async -> EffectResult? {
        switch effect {
        case .http(let request):
            return feedHangs ? nil : .http(id: request.id, .success(HTTPResponse(status: 200, body: feed)))
        case .load(let key):
            if let readFailure { return .loaded(key: key, .failure(readFailure)) }
            return .loaded(key: key, .success(await disk.read(key)))
        case .persist(let key, let value):
            if let writeFailure { return .persisted(key: key, error: writeFailure) }
            await disk.write(value, under: key)
            return .persisted(key: key, error: nil)
        case .loadImage(let id, let url) where url == BurgersDiskSessions.seitanImage:
            return .image(id: id, url: url, .failure(.badStatus(status: 404)))
        case .loadImage(let id, let url):
            let info = ImageInfo(
                format: .jpeg, byteCount: 2048, width: 200, height: 150,
                digest: SHA256.hex(of: Data((url.url?.path ?? "").utf8)), fromCache: imagesCached)
            return .image(id: id, url: url, .success(info))
        case .cancel, .timer, .readBundledFile:
            return nil
        }
    }
}
