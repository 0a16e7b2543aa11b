import ActionLog
import AppState
import Effects
import Foundation
import Reducers

/// The scripts of the Lunch sessions recorded against a scripted runtime, and that runtime: the
/// real feed (`Fixtures/lunch/restaurants.json`), every image described by its address, nothing
/// stored yet, and a disk that may be full.
enum LunchRefusalsScript {
    static let feedFixture = SessionHarness.repositoryRoot.appendingPathComponent("Fixtures/lunch/restaurants.json")
    static let imageFolder = "http://sandbox.bottlerocketapps.com/BR_iOS_CodingExam_2015_Server/Images/"
    /// The first row's background image, the one `failingFirstImage` fails once.
    static let hopdoddyImage = AddressText(imageFolder + "hopdoddy.png")
    static let chuysImage = AddressText(imageFolder + "chuys.png")
    static let diskFull = StorageError.io("No space left on device")

    /// `lunch-refusals`: every tap the app refuses, with why: Back and a map dismissal with
    /// nothing to close, a restaurant the feed does not list, Retry with the feed loaded and on an
    /// image that loaded; in the internets tab Back and Next at the ends of the history, an
    /// address that is not a web page, and a redirect of a load the refresh replaced.
    static func refusals(_ store: Store<LunchFeature>) async {
        var steps: [LunchAction] = [
            .launched,
            .layoutChanged(sizeClass: .compact),
            .backTapped,
            .mapDismissed,
            .restaurantTapped(restaurant: "Nowhere Diner"),
            .retryTapped,
        ]
        if let chuysImage { steps.append(.imageRetryTapped(url: chuysImage)) }
        steps += [
            .tabSelected(tab: .internets),
            .browser(.loadFinished(entry: 1, request: 1)),
            .browser(.backTapped),
            .browser(.nextTapped),
            .browser(.addressSubmitted(address: "ftp://ftp.bottlerocketstudios.com/menu.pdf")),
            .browser(.refreshTapped),
            .browser(.redirected(entry: 1, request: 1, address: "https://bottlerocketstudios.com/")),
            .browser(.loadFinished(entry: 1, request: 2)),
        ]
        for action in steps { await store.sendAndSettle(action) }
    }

    /// `lunch-image-retry-and-favorite-not-saved`: the first row's image fails and Retry loads
    /// it; Chuy's is favorited on a full disk, so the write fails and the favorites tab says so.
    static func imageRetryAndFavoriteNotSaved(_ store: Store<LunchFeature>) async {
        var steps: [LunchAction] = [.launched, .layoutChanged(sizeClass: .compact)]
        if let hopdoddyImage { steps.append(.imageRetryTapped(url: hopdoddyImage)) }
        steps += [.restaurantTapped(restaurant: "Chuy's"), .heartTapped(restaurant: "Chuy's"), .backTapped, .tabSelected(tab: .favorites)]
        for action in steps { await store.sendAndSettle(action) }
    }
}

/// The scripted runtime of the Lunch sessions above: the real feed, an image host that fails the
/// first load of `failingOnce` (a timeout), and storage with nothing stored whose writes fail when
/// `diskFull`.
actor LunchScriptedRuntime: EffectRunner {
    private let feed: Data
    private let failingOnce: AddressText?
    private let diskFull: Bool
    private var failed = false

    init(failingOnce: AddressText? = nil, diskFull: Bool = false) throws {
        feed = try Data(contentsOf: LunchRefusalsScript.feedFixture)
        self.failingOnce = failingOnce
        self.diskFull = diskFull
    }

    func run(_ effect: Effect) async -> EffectResult? {
        switch effect {
        case .http(let request):
            return .http(id: request.id, .success(HTTPResponse(status: 200, headers: [.init(name: "content-type", value: "application/json")], body: feed)))
        case .loadImage(let id, let url) where url == failingOnce && !failed:
            failed = true
            return .image(id: id, url: url, .failure(.http(error: .timedOut)))
        case .loadImage(let id, let url):
            let info = ImageInfo(
                format: .png, byteCount: 24_576, width: 320, height: 180,
                digest: SHA256.hex(of: Data(url.text.utf8)), fromCache: false)
            return .image(id: id, url: url, .success(info))
        case .load(let key):
            return .loaded(key: key, .success(nil))
        case .persist(let key, _):
            return .persisted(key: key, error: diskFull ? LunchRefusalsScript.diskFull : nil)
        case .cancel, .timer, .readBundledFile:
            return nil
        }
    }
}
