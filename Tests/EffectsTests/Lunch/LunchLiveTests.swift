import ActionLog
import AppState
import Effects
import Foundation
import Reducers
import XCTest

/// The Lunch app driven through a store by the live runtime against the local server: the happy
/// path, relaunches, and every kind of bad input from the network.
final class LunchLiveTests: XCTestCase {
    private func imageRequests(_ hosts: LiveHosts) throws -> Int {
        try hosts.server.requests().filter { $0.path.hasPrefix("/lunch/images/") }.count
    }

    func testLaunchLoadsTheFeedAndEveryImage() async throws {
        let hosts = try startHosts(routes: LiveHosts.lunchRoutes)
        let store = hosts.makeStore()
        await store.sendAndSettle(.launched)
        let state = await store.state
        XCTAssertEqual(state.feed.value?.count, 15)
        XCTAssertEqual(state.images.count, 15)
        let chuys = try XCTUnwrap(state.restaurant("Chuy's"))
        XCTAssertEqual(state.image(at: chuys.backgroundImageURL), .loaded(value: ImageInfo(
            format: .png, byteCount: 79, width: 23, height: 12,
            digest: "38b81633919914878a1d1052f41afbe440fb5854e18d8bea40a6dd240937127c", fromCache: false)))
        XCTAssertEqual(try hosts.server.requests(path: "/lunch/restaurants.json").count, 1)
        XCTAssertEqual(try imageRequests(hosts), 15)
    }

    func testRelaunchShowsImagesFromTheDiskCacheWithoutNetwork() async throws {
        let hosts = try startHosts(routes: LiveHosts.lunchRoutes)
        await hosts.makeStore().sendAndSettle(.launched)
        let relaunched = hosts.makeStore()
        await relaunched.sendAndSettle(.launched)
        let statuses = await relaunched.state.images.map(\.status)
        XCTAssertEqual(statuses.count, 15)
        for status in statuses {
            guard case .loaded(let info) = status else { return XCTFail("not loaded: \(status)") }
            XCTAssertTrue(info.fromCache)
        }
        XCTAssertEqual(try hosts.server.requests(path: "/lunch/restaurants.json").count, 2)
        XCTAssertEqual(try imageRequests(hosts), 15)
    }

    func testFavoritesSurviveARelaunch() async throws {
        let hosts = try startHosts(routes: LiveHosts.lunchRoutes)
        let first = hosts.makeStore()
        await first.sendAndSettle(.launched)
        await first.sendAndSettle(.restaurantTapped(restaurant: "Chuy's"), .heartTapped(restaurant: "Chuy's"), .backTapped)
        await first.sendAndSettle(.restaurantTapped(restaurant: "Thai Star"), .heartTapped(restaurant: "Thai Star"))
        let saved = await first.state.favoritesProblem
        XCTAssertNil(saved)
        let relaunched = hosts.makeStore()
        await relaunched.sendAndSettle(.launched)
        let state = await relaunched.state
        XCTAssertEqual(state.favorites.ids.elements, ["Chuy's", "Thai Star"])
        XCTAssertEqual(state.favoriteRestaurants.map(\.category), ["Tex Mex", "Thai"])
    }

    func testRelaunchWhileTheFeedLoadsCancelsTheFirstRequest() async throws {
        let hosts = try startHosts(routes: LiveHosts.lunchRoutes)
        try hosts.server.add(.held("/lunch/restaurants.json", times: 1))
        let store = hosts.makeStore()
        let feedResults = Counter()
        await store.observe { if case .feedLoaded = $0.action { feedResults.increment() } }
        await store.send(.launched)
        try await waitUntil("the first feed request reached the server") {
            try hosts.server.requests(path: "/lunch/restaurants.json").count == 1
        }
        await store.sendAndSettle(.launched)  // the same effect id again: the store cancels the first
        let feed = await store.state.feed
        XCTAssertEqual(feed.value?.count, 15)
        XCTAssertEqual(feedResults.value, 1)
        try await waitUntil("the first feed request was hung up on") {
            try hosts.server.requests(path: "/lunch/restaurants.json").first?.disconnected == true
        }
        XCTAssertEqual(try hosts.server.requests(path: "/lunch/restaurants.json").map(\.status), [nil, 200])
    }

    func testServerDownFailsAndRetryWorksOnceItIsBack() async throws {
        let hosts = try startHosts(routes: LiveHosts.lunchRoutes)
        let port = hosts.server.port
        hosts.server.stop()
        let store = hosts.makeStore()
        await store.sendAndSettle(.launched)
        let failed = await store.state.feed
        XCTAssertEqual(failed, .failed(error: .http(error: .unreachable(reason: "cannot connect to 127.0.0.1:\(port)"))))
        let restarted = try LocalServer(port: port)
        defer { restarted.stop() }
        await store.sendAndSettle(.retryTapped)
        let count = await store.state.feed.value?.count
        XCTAssertEqual(count, 15)
    }

    func testServerErrorFailsAndRetryWorks() async throws {
        let hosts = try startHosts(routes: LiveHosts.lunchRoutes)
        try hosts.server.add(.init(path: "/lunch/restaurants.json", status: 500, body: "down", times: 1))
        let store = hosts.makeStore()
        await store.sendAndSettle(.launched)
        let failed = await store.state.feed
        XCTAssertEqual(failed, .failed(error: .badStatus(status: 500)))
        await store.sendAndSettle(.retryTapped)
        let count = await store.state.feed.value?.count
        XCTAssertEqual(count, 15)
    }

    func testHugeFeedIsRefused() async throws {
        let hosts = try startHosts(routes: LiveHosts.lunchRoutes)
        try hosts.server.add(.init(path: "/lunch/restaurants.json", bytes: 3_000_000))
        let store = hosts.makeStore()
        await store.sendAndSettle(.launched)
        let feed = await store.state.feed
        XCTAssertEqual(feed, .failed(error: .http(error: .tooLarge(limit: 1_000_000))))
    }

    func testWrongTypedFieldFromTheServerIsNamed() async throws {
        let hosts = try startHosts(routes: LiveHosts.lunchRoutes)
        try hosts.server.add(.init(path: "/lunch/restaurants.json", body: #"{"restaurants": [{"name": 7}]}"#))
        let store = hosts.makeStore()
        await store.sendAndSettle(.launched)
        let feed = await store.state.feed
        XCTAssertEqual(feed, .failed(error: .decoding(failure: DecodeFailure(path: "restaurants[0].name", reason: "expected String"))))
    }

    func testSlowFeedTimesOut() async throws {
        let hosts = try startHosts(routes: LiveHosts.lunchRoutes)
        try hosts.server.add(.init(path: "/lunch/restaurants.json", delay: 3))
        let store = hosts.makeStore(LunchState(settings: LunchSettings(feedTimeout: 0.3)))
        await store.sendAndSettle(.launched)
        let feed = await store.state.feed
        XCTAssertEqual(feed, .failed(error: .http(error: .timedOut)))
    }

    func testBrokenImagesFailInStateAndRetryWorks() async throws {
        let hosts = try startHosts(routes: LiveHosts.lunchRoutes)
        try hosts.server.add(
            .init(path: "/lunch/images/hopdoddy.png", status: 404, times: 1),
            .init(path: "/lunch/images/pappadeaux.png", body: "<html>moved</html>", contentType: "text/html"),
            .init(path: "/lunch/images/yardhouse.png", delay: 3))
        let store = hosts.makeStore(imageTimeout: 0.3)
        await store.sendAndSettle(.launched)
        let state = await store.state
        let urls = try XCTUnwrap(state.feed.value).map(\.backgroundImageURL)
        XCTAssertEqual(state.image(at: urls[0]), .failed(error: .badStatus(status: 404)))
        XCTAssertEqual(state.image(at: urls[1]), .failed(error: .notAnImage))
        XCTAssertEqual(state.image(at: urls[2]), .failed(error: .http(error: .timedOut)))
        await store.sendAndSettle(.imageRetryTapped(url: urls[0]))
        let retried = await store.state.image(at: urls[0])
        guard case .loaded(let info) = retried else { return XCTFail("retry did not load: \(String(describing: retried))") }
        XCTAssertEqual([info.width, info.height], [16, 9])
    }
}

/// A count shared with a store observer.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func increment() { lock.withLock { count += 1 } }
}
