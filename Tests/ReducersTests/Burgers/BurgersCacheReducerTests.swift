import ActionLog
import AppCoreTesting
import AppState
import Foundation
import Reducers
import XCTest

/// The disk cache: shown when nothing fresher is held, corrupt files ignored and replaced.
final class BurgersCacheReducerTests: XCTestCase {
    private typealias D = BurgersTestData
    private let saved = FetchedFeed(feed: BurgersTestData.feed, fetchedAt: BurgersTestData.time(plusSeconds: -3600), origin: .disk)

    func testSavedFeedIsShownAsCachedWithItsAge() {
        var state = BurgersState(settings: D.settings, now: D.t0)
        state.fetch = .loading(since: D.t0)
        let store = TestStore(BurgersFeature.self, state: state)
        store.send(.cacheLoaded(result: .success(saved))) {
            $0.lastGood = FetchedFeed(feed: D.feed, fetchedAt: D.time(plusSeconds: -3600), origin: .disk)
            $0.images = [
                ImageSlot(url: D.seitanImage, status: .loading),
                ImageSlot(url: D.dinerImage, status: .loading),
            ]
        }
        store.receiveEffects(D.imageLoads([D.seitanImage, D.dinerImage]))
        XCTAssertTrue(store.state.isShowingCachedFeed)
        XCTAssertEqual(store.state.feedAge?.description, "fetched 1 hour ago")
        XCTAssertTrue(store.state.isLoading)
        store.finish()
    }

    func testSavedFeedArrivingAfterAFreshOneIsIgnored() {
        let store = TestStore(BurgersFeature.self, state: D.showingFeed())
        store.send(.cacheLoaded(result: .success(saved)))
        XCTAssertFalse(store.state.isShowingCachedFeed)
        store.finish()
    }

    func testNothingSaved() {
        let store = TestStore(BurgersFeature.self, state: BurgersState(settings: D.settings))
        store.send(.cacheLoaded(result: .success(nil)))
        XCTAssertNil(store.state.feedAge)
        store.finish()
    }

    func testCorruptCacheBeforeAnyFeedIsNotedAndReplacedByTheNextFeed() {
        var state = BurgersState(settings: D.settings, now: D.t0)
        state.fetch = .loading(since: D.t0)
        let store = TestStore(BurgersFeature.self, state: state)
        let failure = DecodeFailure(path: "(root)", reason: "not valid JSON")
        store.send(.cacheLoaded(result: .failure(.corrupt(failure)))) { $0.cacheNote = .corruptIgnored(failure: failure) }
        store.receiveEffects([])
        XCTAssertNil(store.state.lastGood)
        store.send(.feedLoaded(result: .success(BurgerFeed(burgers: [D.diner])))) {
            $0.fetch = .idle
            $0.lastGood = FetchedFeed(feed: BurgerFeed(burgers: [D.diner]), fetchedAt: D.t0, origin: .network)
            $0.images = [ImageSlot(url: D.dinerImage, status: .loading)]
        }
        store.receiveEffects(
            [.persist(key: "burgers.feed", value: FetchedFeed(feed: BurgerFeed(burgers: [D.diner]), fetchedAt: D.t0, origin: .network).encoded)]
                + D.imageLoads([D.dinerImage]))
        store.send(.cacheSaved(error: nil)) { $0.cacheNote = nil }
        store.finish()
    }

    func testCorruptCacheAfterAFreshFeedIsReplacedAtOnce() {
        let store = TestStore(BurgersFeature.self, state: D.showingFeed())
        let failure = DecodeFailure(path: "fetchedAt", reason: "missing")
        store.send(.cacheLoaded(result: .failure(.corrupt(failure)))) { $0.cacheNote = .corruptIgnored(failure: failure) }
        store.receiveEffects([.persist(key: "burgers.feed", value: FetchedFeed(feed: D.feed, fetchedAt: D.t0, origin: .network).encoded)])
        store.finish()
    }

    func testUnreadableCacheIsNoted() {
        let store = TestStore(BurgersFeature.self, state: BurgersState(settings: D.settings))
        store.send(.cacheLoaded(result: .failure(.storage(.io("permission denied"))))) {
            $0.cacheNote = .unreadable(error: .io("permission denied"))
        }
        XCTAssertEqual(store.state.cacheNote?.text, "The saved burger list could not be read (permission denied) and was ignored.")
        store.finish()
    }

    func testFailedSaveIsNoted() {
        let store = TestStore(BurgersFeature.self, state: D.showingFeed())
        store.send(.cacheSaved(error: .io("disk full"))) { $0.cacheNote = .notSaved(error: .io("disk full")) }
        store.finish()
    }
}
