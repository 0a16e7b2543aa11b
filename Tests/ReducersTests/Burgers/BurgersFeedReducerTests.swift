import ActionLog
import AppCoreTesting
import AppState
import Foundation
import Reducers
import XCTest

/// Appearing, refreshing, connectivity, the feed's answers, and the clock.
final class BurgersFeedReducerTests: XCTestCase {
    private typealias D = BurgersTestData

    func testAppearedReadsTheCacheAndFetches() {
        let store = TestStore(BurgersFeature.self, state: BurgersState(settings: D.settings))
        store.send(.appeared(at: D.t0)) {
            $0.now = D.t0
            $0.fetch = .loading(since: D.t0)
        }
        store.receiveEffects([.load(key: "burgers.feed"), D.feedRequest()])
        XCTAssertTrue(store.state.isLoading)
        store.finish()
    }

    func testAppearedOfflineOnlyReadsTheCache() {
        var state = BurgersState(settings: D.settings)
        state.connectivity = .offline
        let store = TestStore(BurgersFeature.self, state: state)
        store.send(.appeared(at: D.t0)) { $0.now = D.t0 }
        store.receiveEffects([.load(key: "burgers.feed")])
        store.finish()
    }

    func testAppearedAgainWithAFeedOnlyRefreshes() {
        let store = TestStore(BurgersFeature.self, state: D.showingFeed())
        store.send(.appeared(at: D.time(plusSeconds: 60))) {
            $0.now = D.time(plusSeconds: 60)
            $0.fetch = .loading(since: D.time(plusSeconds: 60))
        }
        store.receiveEffects([D.feedRequest()])
        store.finish()
    }

    func testFeedLoadedShowsSavesAndLoadsImages() {
        let store = TestStore(BurgersFeature.self, state: BurgersState(settings: D.settings))
        store.send(.appeared(at: D.t0)) {
            $0.now = D.t0
            $0.fetch = .loading(since: D.t0)
        }
        store.receiveEffects([.load(key: "burgers.feed"), D.feedRequest()])
        store.send(.feedLoaded(result: .success(D.feed))) {
            $0.fetch = .idle
            $0.lastGood = FetchedFeed(feed: D.feed, fetchedAt: D.t0, origin: .network)
            $0.images = [
                ImageSlot(url: D.seitanImage, status: .loading),
                ImageSlot(url: D.dinerImage, status: .loading),
            ]
        }
        store.receiveEffects(
            [.persist(key: "burgers.feed", value: FetchedFeed(feed: D.feed, fetchedAt: D.t0, origin: .network).encoded)]
                + D.imageLoads([D.seitanImage, D.dinerImage]))
        XCTAssertFalse(store.state.isShowingCachedFeed)
        XCTAssertEqual(store.state.promotedRows.map(\.priceText), ["750 BTC"])
        XCTAssertEqual(store.state.regularRows.map(\.burger.name), ["Seitan Burger"])
        XCTAssertEqual(store.state.regularRows.first?.buyButton, .enabled)
        XCTAssertEqual(store.state.regularRows.first?.imageURL, D.seitanImage)
        store.finish()
    }

    func testFeedFailureKeepsTheLastGoodFeedMarkedCached() {
        var state = D.showingFeed()
        state.fetch = .loading(since: D.time(plusSeconds: 300))
        state.now = D.time(plusSeconds: 300)
        let store = TestStore(BurgersFeature.self, state: state)
        store.send(.feedLoaded(result: .failure(.http(error: .timedOut)))) {
            $0.fetch = .failed(error: .http(error: .timedOut))
            $0.serverReachable = false
        }
        store.receiveEffects([])
        XCTAssertTrue(store.state.isShowingCachedFeed)
        // The server did not answer: buying is disabled as when offline (seed 003).
        XCTAssertEqual(store.state.promotedRows.map(\.buyButton), [.offline])
        XCTAssertEqual(store.state.feedAge?.description, "fetched 5 minutes ago")
        XCTAssertEqual(store.state.promotedRows.map(\.burger.id), [2])
        store.finish()
    }

    /// A server that answers, even with an error, is reachable: buying comes back though the
    /// menu is still the saved one (seed 003 disables buying only without a connection).
    func testAnErrorStatusAfterAnUnreachableServerMakesItReachableAgain() {
        var state = D.showingFeed()
        state.fetch = .loading(since: D.time(plusSeconds: 300))
        state.now = D.time(plusSeconds: 300)
        state.serverReachable = false
        let store = TestStore(BurgersFeature.self, state: state)
        store.send(.feedLoaded(result: .failure(.badStatus(status: 503)))) {
            $0.fetch = .failed(error: .badStatus(status: 503))
            $0.serverReachable = true
        }
        store.receiveEffects([])
        XCTAssertEqual(store.state.promotedRows.map(\.buyButton), [.enabled])
        store.finish()
    }

    func testRefreshPulledWhileLoadingSendsNothing() {
        let store = TestStore(BurgersFeature.self, state: BurgersState(settings: D.settings))
        store.send(.refreshPulled(at: D.t0)) {
            $0.now = D.t0
            $0.fetch = .loading(since: D.t0)
        }
        store.receiveEffects([D.feedRequest()])
        store.send(.refreshPulled(at: D.time(plusSeconds: 1))) { $0.now = D.time(plusSeconds: 1) }
        store.receiveEffects([])
        store.finish()
    }

    func testRefreshedFeedRetriesFailedImagesOnly() {
        var state = D.showingFeed()
        state.images.set(.failed(error: .http(error: .unreachable(reason: "offline"))), at: state.images[0].url)
        state.fetch = .loading(since: D.time(plusSeconds: 10))
        let store = TestStore(BurgersFeature.self, state: state)
        store.send(.feedLoaded(result: .success(D.feed))) {
            $0.fetch = .idle
            $0.lastGood = FetchedFeed(feed: D.feed, fetchedAt: D.time(plusSeconds: 10), origin: .network)
            $0.images.set(.loading, at: $0.images[0].url)
        }
        store.receiveEffects(
            [.persist(key: "burgers.feed", value: FetchedFeed(feed: D.feed, fetchedAt: D.time(plusSeconds: 10), origin: .network).encoded)]
                + D.imageLoads([D.seitanImage]))
        store.finish()
    }

    func testImageLoadedRecordsInfoOrError() {
        var state = D.showingFeed()
        state.images = [ImageSlot(url: D.seitanImage, status: .loading), ImageSlot(url: D.dinerImage, status: .loading)]
        let store = TestStore(BurgersFeature.self, state: state)
        store.send(.imageLoaded(url: D.dinerImage, result: .success(D.jpeg))) { $0.images.set(.loaded(value: D.jpeg), at: $0.images[1].url) }
        store.send(.imageLoaded(url: D.seitanImage, result: .failure(.badStatus(status: 404)))) { $0.images.set(.failed(error: .badStatus(status: 404)), at: $0.images[0].url) }
        store.send(.imageLoaded(url: D.address("http://elsewhere.test/x.png"), result: .success(D.jpeg)))
        XCTAssertEqual(store.state.promotedRows.first?.image, .loaded(value: D.jpeg))
        store.finish()
    }

    func testGoingOfflineCancelsTheFeedRequestAndDisablesBuying() {
        var state = D.showingFeed()
        state.fetch = .loading(since: D.t0)
        let store = TestStore(BurgersFeature.self, state: state)
        store.send(.connectivityChanged(connectivity: .offline, at: D.time(plusSeconds: 120))) {
            $0.connectivity = .offline
            $0.now = D.time(plusSeconds: 120)
            $0.fetch = .idle
        }
        store.receiveEffects([.cancel(id: "feed")])
        XCTAssertTrue(store.state.isShowingCachedFeed)
        XCTAssertEqual(store.state.feedAge?.description, "fetched 2 minutes ago")
        XCTAssertEqual(store.state.promotedRows.map(\.buyButton), [.offline])
        XCTAssertEqual(store.state.regularRows.map(\.buyButton.isEnabled), [false])
        store.send(.refreshPulled(at: D.time(plusSeconds: 130))) { $0.now = D.time(plusSeconds: 130) }
        store.send(.connectivityChanged(connectivity: .offline, at: D.time(plusSeconds: 140))) { $0.now = D.time(plusSeconds: 140) }
        store.finish()
    }

    func testComingBackOnlineFetchesAFreshFeed() {
        let store = TestStore(BurgersFeature.self, state: D.showingFeed(connectivity: .offline))
        store.send(.connectivityChanged(connectivity: .online, at: D.time(plusSeconds: 600))) {
            $0.connectivity = .online
            $0.now = D.time(plusSeconds: 600)
            $0.fetch = .loading(since: D.time(plusSeconds: 600))
        }
        store.receiveEffects([D.feedRequest()])
        store.send(.connectivityChanged(connectivity: .online, at: D.time(plusSeconds: 601))) { $0.now = D.time(plusSeconds: 601) }
        store.finish()
    }

    func testClockTickedAgesTheCachedFeed() {
        let store = TestStore(BurgersFeature.self, state: D.showingFeed(connectivity: .offline))
        store.send(.clockTicked(time: D.time(plusSeconds: 7200))) { $0.now = D.time(plusSeconds: 7200) }
        XCTAssertEqual(store.state.feedAge?.description, "fetched 2 hours ago")
        store.finish()
    }

    func testTimedActionsDriveTheLoadingState() {
        let store = TestStore(BurgersFeature.self, state: D.showingFeed())
        XCTAssertFalse(store.state.isLoading)
        store.send(.refreshPulled(at: D.time(plusSeconds: 5))) {
            $0.now = D.time(plusSeconds: 5)
            $0.fetch = .loading(since: D.time(plusSeconds: 5))
        }
        store.receiveEffects([D.feedRequest()])
        XCTAssertTrue(store.state.isLoading)
        XCTAssertFalse(store.state.isShowingCachedFeed)
        store.finish()
    }
}
