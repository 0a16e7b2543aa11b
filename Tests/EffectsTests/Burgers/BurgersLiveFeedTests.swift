import ActionLog
import AppState
import Effects
import Foundation
import Reducers
import XCTest

/// The feed from a real server: images, the disk cache, loading, timeouts and the offline path.
final class BurgersLiveFeedTests: BurgersLiveTestCase {
    func testFeedImagesAndDiskCacheFromTheServer() async throws {
        let runner = makeRunner()
        let store = try makeStore(runner: runner)
        await store.sendAndSettle(.appeared(at: Self.t0))
        let state = await store.state
        XCTAssertEqual(state.fetch, .idle)
        XCTAssertEqual(state.lastGood?.origin, .network)
        XCTAssertEqual(state.lastGood?.fetchedAt, Self.t0)
        XCTAssertEqual(state.promotedRows.map(\.burger.name), ["Diner Burger", "Bean burger"])
        XCTAssertEqual(state.regularRows.map(\.burger.id), [1, 3, 4, 5, 6, 8])
        XCTAssertEqual(state.regularRows.map(\.priceText).prefix(2), ["599 BTC", "9,999 BTC"])
        XCTAssertNil(state.cacheNote)

        XCTAssertEqual(state.images.count, 8)
        guard case .loaded(let diner)? = state.promotedRows.first?.image else { return XCTFail("diner image not loaded") }
        XCTAssertEqual(diner.format, .jpeg)
        XCTAssertEqual(diner.width, 312)
        XCTAssertEqual(diner.height, 338)
        XCTAssertFalse(diner.fromCache)

        let saved = try XCTUnwrap(try runner.storage.value(for: "burgers.feed").get())
        let file = try FetchedFeed.decode(.success(saved)).get()
        XCTAssertEqual(file?.fetchedAt, Self.t0)
        XCTAssertEqual(file?.feed.burgers.map(\.bitcoin), [599, 750, 9999, 888, 5000, 749, 799, 1250])
        XCTAssertEqual(try server.requests(path: "/burgers/").map(\.method), ["GET"])
    }

    func testLoadingStateWhileTheServerWaits() async throws {
        try restartServer(latency: 0.6)
        let store = try makeStore(runner: makeRunner())
        let started = Date()
        await store.send(.appeared(at: Self.t0))
        let waiting = await store.state
        XCTAssertEqual(waiting.fetch, .loading(since: Self.t0))
        XCTAssertTrue(waiting.isLoading)
        XCTAssertNil(waiting.lastGood)
        await store.settle()
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(started), 0.6)
        let loaded = await store.state
        XCTAssertFalse(loaded.isLoading)
        XCTAssertEqual(loaded.fetch, .idle)
        XCTAssertEqual(loaded.lastGood?.feed.burgers.count, 8)
    }

    func testTimeoutKeepsTheLastGoodFeedMarkedCached() async throws {
        let runner = makeRunner()
        let store = try makeStore(runner: runner, feedTimeout: 0.4)
        await store.sendAndSettle(.appeared(at: Self.t0))
        try await control(#"{"latency": 3}"#, runner: runner)
        await store.sendAndSettle(.refreshPulled(at: Self.time(minutes: 3)))
        let state = await store.state
        XCTAssertEqual(state.fetch, .failed(error: .http(error: .timedOut)))
        XCTAssertEqual(state.lastGood?.fetchedAt, Self.t0)
        XCTAssertTrue(state.isShowingCachedFeed)
        XCTAssertEqual(state.feedAge?.description, "fetched 3 minutes ago")
        // The server did not answer in time: buying is disabled as when offline (seed 003), and
        // the screen says offline although the platform never did.
        XCTAssertEqual(state.promotedRows.map(\.buyButton), [.offline, .offline])
        XCTAssertEqual(BurgersScreen(state).connectivity, .offline)
        XCTAssertEqual(BurgersScreen(state).promoted.map(\.buy.isEnabled), [false, false])
    }

    func testOfflineShowsTheDiskCacheWithBuyingDisabledThenOnlineFetchesAFreshFeed() async throws {
        let firstRun = try makeStore(runner: makeRunner())
        await firstRun.sendAndSettle(.appeared(at: Self.t0))
        let firstState = await firstRun.state
        XCTAssertEqual(firstState.lastGood?.origin, .network)
        server.stop()

        let runner = makeRunner()
        let store = try makeStore(runner: runner)
        await store.sendAndSettle(
            .connectivityChanged(connectivity: .offline, at: Self.time(minutes: 10)), .appeared(at: Self.time(minutes: 10)),
            .buyTapped(burger: 2))
        let offline = await store.state
        XCTAssertEqual(offline.lastGood?.origin, .disk)
        XCTAssertEqual(offline.lastGood?.fetchedAt, Self.t0)
        XCTAssertTrue(offline.isShowingCachedFeed)
        XCTAssertEqual(offline.feedAge?.description, "fetched 10 minutes ago")
        XCTAssertEqual(offline.promotedRows.map(\.buyButton), [.offline, .offline])
        XCTAssertEqual(offline.regularRows.map(\.buyButton.isEnabled), [false, false, false, false, false, false])
        XCTAssertEqual(offline.ordersInFlight, [])
        XCTAssertEqual(offline.fetch, .idle)
        guard case .loaded(let diner)? = offline.promotedRows.first?.image else { return XCTFail("diner image not cached") }
        XCTAssertTrue(diner.fromCache)

        try restartServer()
        try await control(#"{"prices": {"2": 760}}"#, runner: runner)
        await store.sendAndSettle(.connectivityChanged(connectivity: .online, at: Self.time(minutes: 12)))
        let online = await store.state
        XCTAssertEqual(online.lastGood?.origin, .network)
        XCTAssertEqual(online.lastGood?.fetchedAt, Self.time(minutes: 12))
        XCTAssertFalse(online.isShowingCachedFeed)
        XCTAssertEqual(online.promotedRows.map(\.priceText), ["760 BTC", "799 BTC"])
        XCTAssertEqual(online.promotedRows.map(\.buyButton), [.enabled, .enabled])
        XCTAssertEqual(try server.requests().map(\.method), ["GET"])
    }

    func testCorruptDiskCacheIsNotedThenReplaced() async throws {
        let runner = makeRunner()
        XCTAssertNil(runner.storage.setValue(Data("{\"feed\": tru".utf8), for: "burgers.feed"))
        let store = try makeStore(runner: runner)
        await store.sendAndSettle(.connectivityChanged(connectivity: .offline, at: Self.t0), .appeared(at: Self.t0))
        let offline = await store.state
        XCTAssertEqual(offline.cacheNote, .corruptIgnored(failure: DecodeFailure(path: "(root)", reason: "not valid JSON")))
        XCTAssertNil(offline.lastGood)

        await store.sendAndSettle(.connectivityChanged(connectivity: .online, at: Self.time(minutes: 1)))
        let online = await store.state
        XCTAssertNil(online.cacheNote)
        XCTAssertEqual(online.lastGood?.feed.burgers.count, 8)
        let saved = try runner.storage.value(for: "burgers.feed").get()
        XCTAssertEqual(try FetchedFeed.decode(.success(saved)).get()?.fetchedAt, Self.time(minutes: 1))
    }
}
