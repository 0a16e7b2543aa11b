import ActionLog
import AppState
import Effects
import Foundation
import Reducers

/// The Films sessions of failures and relaunches, and the runtimes they are recorded against.
enum FilmsRecoverySessions {
    static let offlineThenRetry = "films-offline-then-retry"
    static let bundledFileMissing = "films-bundled-file-missing"
    static let relaunchClearsFavorites = "films-relaunch-clears-favorites"
    static let offline = HTTPError.unreachable(reason: "The Internet connection appears to be offline.")
    static let darkKnight = FilmID(7)
    /// Interstellar, the user list's first film, whose poster the image host no longer has.
    static let interstellar = FilmID(1)

    /// `films-offline-then-retry`: the user list fails offline and Retry loads it; Retry again
    /// has nothing to retry; The Dark Knight is favorited, its row scrolled off screen and back;
    /// a swipe back with no details open.
    static func offlineThenRetryScript(_ store: Store<FilmsFeature>) async {
        let steps: [FilmsAction] = [
            .appeared,
            .retryTapped(list: .userRatings),
            .retryTapped(list: .userRatings),
            .heartTapped(film: darkKnight),
            .listScrolled(list: .userRatings, offset: 2_400),
            .listScrolled(list: .userRatings, offset: 0),
            .returnedToList(via: .swipe),
        ]
        for action in steps { await store.send(action) }
    }

    /// `films-bundled-file-missing`, from the bundled files: the user list is read, the critic
    /// list's file is not in the bundle, and Retry finds it missing again.
    static func bundledFileMissingScript(_ store: Store<FilmsFeature>) async {
        for action: FilmsAction in [.appeared, .segmentSelected(list: .criticRatings), .retryTapped(list: .criticRatings)] {
            await store.send(action)
        }
    }

    /// The first process of `films-relaunch-clears-favorites`: The Dark Knight favorited.
    static func favoriteBeforeRelaunch(_ store: Store<FilmsFeature>) async {
        await store.send(.appeared)
        await store.send(.heartTapped(film: darkKnight))
    }

    /// The process after the relaunch: the user list again.
    static func afterRelaunch(_ store: Store<FilmsFeature>) async {
        await store.send(.appeared)
    }

    /// A bundle holding only the user list's file (`Fixtures/films/Films-user.json`), in a new
    /// folder under `parent`, read by the live runtime's reader; posters as in the films session.
    static func bundleWithoutCriticList(in parent: URL) throws -> ScriptedEffectRunner {
        let folder = parent.appendingPathComponent("bundle", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: SessionHarness.repositoryRoot.appendingPathComponent("Fixtures/films/Films-user.json"),
            to: folder.appendingPathComponent("Films-user.json"))
        let files = BundledFiles(folder: folder)
        return ScriptedEffectRunner { effect in
            switch effect {
            case .readBundledFile(let id, let name, let maxBytes): .bundledFileRead(id: id, name: name, files.read(name, maxBytes: maxBytes))
            case .loadImage(let id, let url): .image(id: id, url: url, .success(FilmsFavoritesSession.poster))
            default: nil
            }
        }
    }
}

/// The films server of `films-offline-then-retry`: the first list request finds the network
/// down, later ones get the fixture; every poster loads but Interstellar's (404).
actor FilmsFlakyServer: EffectRunner {
    private let lists: ScriptedEffectRunner
    private let interstellarPoster: AddressText?
    private var requests = 0

    init() throws {
        lists = try FilmsFavoritesSession.runner()
        let data = try Data(contentsOf: SessionHarness.repositoryRoot.appendingPathComponent("Fixtures/films/Films-user.json"))
        let films = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] ?? []
        interstellarPoster = (films.first { $0["id"] as? Int == FilmsRecoverySessions.interstellar.rawValue }?["image"] as? String)
            .flatMap(AddressText.init)
    }

    func run(_ effect: Effect) async -> EffectResult? {
        switch effect {
        case .http(let request):
            requests += 1
            return requests == 1 ? .http(id: request.id, .failure(FilmsRecoverySessions.offline)) : await lists.run(effect)
        case .loadImage(let id, let url) where url == interstellarPoster:
            return .image(id: id, url: url, .failure(.badStatus(status: 404)))
        default:
            return await lists.run(effect)
        }
    }
}
