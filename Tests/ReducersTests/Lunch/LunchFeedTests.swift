import ActionLog
import AppCoreTesting
import AppState
import Foundation
import Reducers
import XCTest

/// The feed's states, its retry, and the images it names.
final class LunchFeedTests: XCTestCase {
    func testLaunchReadsFavoritesAndFetchesTheFeed() {
        let store = TestStore(LunchFeature.self, state: LunchState())
        store.send(.launched) {
            $0.feed = .loading
            $0.feedRequestInFlight = true
            $0.favorites = Favorites(awaitingStored: true)
        }
        store.receiveEffects([.load(key: "lunch.favorites"), LunchSamples.feedRequest])
        // The feed's address and the browser's first page, as the seed gives them.
        XCTAssertEqual(store.state.settings.feedURL.absoluteString, "https://s3.amazonaws.com/br-codingexams/restaurants.json")
        XCTAssertEqual(store.state.settings.browserHomePage.absoluteString, "https://www.bottlerocketstudios.com")
    }

    func testFeedURLComesFromTheConfig() throws {
        let other = try LunchSamples.url("http://127.0.0.1:8080/restaurants.json")
        let store = TestStore(LunchFeature.self, state: LunchState(settings: LunchSettings(feedURL: other, feedTimeout: 5)))
        store.send(.launched) {
            $0.feed = .loading
            $0.feedRequestInFlight = true
            $0.favorites = Favorites(awaitingStored: true)
        }
        store.receiveEffects([
            .load(key: "lunch.favorites"), .http(HTTPRequest(id: "feed", url: other, timeout: 5, maxBytes: 1_000_000)),
        ])
    }

    func testLoadedFeedComputesTheMapAndRequestsEachImage() throws {
        var state = LunchState()
        state.feed = .loading
        state.feedRequestInFlight = true
        let store = TestStore(LunchFeature.self, state: state)
        let chuys = try LunchSamples.chuys(), gloria = try LunchSamples.gloria()
        store.send(.feedLoaded(result: .success([chuys, gloria]))) {
            $0.feed = .loaded(value: [chuys, gloria])
            $0.feedRequestInFlight = false
            $0.map = LunchMap(
                annotations: [
                    MapAnnotation(id: "Chuy's", name: "Chuy's", coordinate: Coordinate(latitude: 32.5, longitude: -97)),
                    MapAnnotation(id: "Gloria's", name: "Gloria's", coordinate: Coordinate(latitude: 33, longitude: -96.5)),
                ],
                region: MapRegion(center: Coordinate(latitude: 32.75, longitude: -96.75), latitudeDelta: 0.625, longitudeDelta: 0.625))
            $0.images = [
                ImageSlot(url: chuys.backgroundImageURL, status: .loading),
                ImageSlot(url: gloria.backgroundImageURL, status: .loading),
            ]
        }
        store.receiveEffects([
            .loadImage(id: "image:http://images.test/chuys.png", url: chuys.backgroundImageURL),
            .loadImage(id: "image:http://images.test/glorias.png", url: gloria.backgroundImageURL),
        ])
    }

    func testRepeatedNameKeepsTheFirstAndSharedImagesLoadOnce() throws {
        let first = try LunchSamples.chuys()
        var second = try LunchSamples.chuys()
        second.category = "Duplicate"
        var twin = try LunchSamples.gloria()
        twin.backgroundImageURL = first.backgroundImageURL
        var state = LunchState()
        state.feed = .loading
        state.feedRequestInFlight = true
        let store = TestStore(LunchFeature.self, state: state)
        store.send(.feedLoaded(result: .success([first, second, twin]))) {
            $0.feed = .loaded(value: [first, twin])
            $0.feedRequestInFlight = false
            $0.duplicateNames = ["Chuy's"]
            $0.map = LunchMap(restaurants: [first, twin])
            $0.images = [ImageSlot(url: first.backgroundImageURL, status: .loading)]
        }
        store.receiveEffects([.loadImage(id: "image:http://images.test/chuys.png", url: first.backgroundImageURL)])
    }

    func testFailedFeedShowsTheErrorAndRetryFetchesAgain() {
        let store = TestStore(LunchFeature.self, state: LunchState())
        store.send(.launched) {
            $0.feed = .loading
            $0.feedRequestInFlight = true
            $0.favorites = Favorites(awaitingStored: true)
        }
        store.receiveEffects([.load(key: "lunch.favorites"), LunchSamples.feedRequest])
        store.send(.feedLoaded(result: .failure(.http(error: .unreachable(reason: "cannot connect to s3.amazonaws.com"))))) {
            $0.feed = .failed(error: .http(error: .unreachable(reason: "cannot connect to s3.amazonaws.com")))
            $0.feedRequestInFlight = false
        }
        store.send(.retryTapped) { $0.feed = .loading; $0.feedRequestInFlight = true }
        store.receiveEffects([LunchSamples.feedRequest])
        store.send(.feedLoaded(result: .success([]))) { $0.feed = .loaded(value: []); $0.feedRequestInFlight = false }
        store.finish()
    }

    func testRetryWhileLoadingOrLoadedIsRefused() {
        var state = LunchState()
        state.feed = .loading
        state.feedRequestInFlight = true
        let store = TestStore(LunchFeature.self, state: state)
        store.send(.retryTapped) { $0.lastRefusal = .nothingToRetry }
        store.send(.feedLoaded(result: .success([]))) { $0.feed = .loaded(value: []); $0.feedRequestInFlight = false; $0.lastRefusal = nil }
        store.send(.retryTapped) { $0.lastRefusal = .nothingToRetry }
        store.finish()
    }

    func testImagesLoadFailAndRetry() throws {
        let chuys = try LunchSamples.chuys()
        var state = LunchState()
        state.feed = .loaded(value: [chuys])
        state.images = [ImageSlot(url: chuys.backgroundImageURL, status: .loading)]
        let store = TestStore(LunchFeature.self, state: state)
        store.send(.imageLoaded(url: chuys.backgroundImageURL, result: .failure(.badStatus(status: 404)))) {
            $0.images.set(.failed(error: .badStatus(status: 404)), at: $0.images[0].url)
        }
        store.send(.imageRetryTapped(url: chuys.backgroundImageURL)) { $0.images.set(.loading, at: $0.images[0].url) }
        store.receiveEffects([.loadImage(id: "image:http://images.test/chuys.png", url: chuys.backgroundImageURL)])
        store.send(.imageLoaded(url: chuys.backgroundImageURL, result: .success(LunchSamples.pngInfo()))) {
            $0.images.set(.loaded(value: LunchSamples.pngInfo()), at: $0.images[0].url)
        }
        store.send(.imageRetryTapped(url: chuys.backgroundImageURL)) {
            $0.lastRefusal = .imageNotFailed(url: chuys.backgroundImageURL)
        }
        store.finish()
    }

    func testImageResultForAnUnknownAddressIsIgnored() throws {
        let store = TestStore(LunchFeature.self, state: LunchState())
        store.send(.imageLoaded(url: try LunchSamples.image("nobody"), result: .failure(.notAnImage)))
        store.finish()
    }

    func testReloadRequestsOnlyImagesThatAreNotLoaded() throws {
        let chuys = try LunchSamples.chuys(), gloria = try LunchSamples.gloria()
        var state = LunchState()
        state.feed = .loading
        state.feedRequestInFlight = true
        state.images = [
            ImageSlot(url: chuys.backgroundImageURL, status: .loaded(value: LunchSamples.pngInfo())),
            ImageSlot(url: gloria.backgroundImageURL, status: .failed(error: .http(error: .timedOut))),
        ]
        let store = TestStore(LunchFeature.self, state: state)
        store.send(.feedLoaded(result: .success([chuys, gloria]))) {
            $0.feed = .loaded(value: [chuys, gloria])
            $0.feedRequestInFlight = false
            $0.map = LunchMap(restaurants: [chuys, gloria])
            $0.images.set(.loading, at: $0.images[1].url)
        }
        store.receiveEffects([.loadImage(id: "image:http://images.test/glorias.png", url: gloria.backgroundImageURL)])
    }

    /// A relaunch reloads the feed; the loaded one stays on screen, with its map, whatever the
    /// reload ends in (Burgers and Places keep their last good data alike).
    func testAFailedReloadKeepsTheFeedAndItsMap() throws {
        var state = LunchSamples.loaded([try LunchSamples.chuys()])
        _ = LunchFeature.reduce(&state, .launched)
        XCTAssertEqual(state.feed, .loaded(value: [try LunchSamples.chuys()]), "the feed stays on screen while it reloads")
        let store = TestStore(LunchFeature.self, state: state)
        store.send(.feedLoaded(result: .failure(.badStatus(status: 500)))) {
            $0.feedRequestInFlight = false
            $0.feedReloadProblem = .badStatus(status: 500)
        }
        store.send(.retryTapped) { $0.feedRequestInFlight = true; $0.feedReloadProblem = nil }
        store.receiveEffects([LunchSamples.feedRequest])
        store.send(.retryTapped) { $0.lastRefusal = .nothingToRetry }
        store.finish()
    }
}
