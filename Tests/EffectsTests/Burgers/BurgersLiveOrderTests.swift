import ActionLog
import AppState
import Effects
import Foundation
import Reducers
import XCTest

/// Buying against a real server: the body it receives, double taps, refusals answered with HTTP
/// 200, bad answers, and an order lost with the connection.
final class BurgersLiveOrderTests: BurgersLiveTestCase {
    private let placed = BurgersLiveTestCase.AnswerValue.text("Order placed.")

    /// A store showing the server's feed.
    private func storeWithFeed(_ runner: LiveEffectRunner) async throws -> Store<BurgersFeature> {
        let store = try makeStore(runner: runner)
        await store.sendAndSettle(.appeared(at: Self.t0))
        let state = await store.state
        XCTAssertEqual(state.lastGood?.feed.burgers.count, 8)
        return store
    }

    func testServerReceivesTheIdAndIntegerPrice() async throws {
        let runner = makeRunner()
        let store = try await storeWithFeed(runner)
        await store.sendAndSettle(.buyTapped(burger: 2))

        let orders = try await receivedOrders(runner: runner)
        XCTAssertEqual(orders.map(\.body), [#"{"id":2,"bitcoin":750}"#])
        let body = try XCTUnwrap(orders.first.map { Data($0.body.utf8) })
        let fields = try XCTUnwrap(try JSONSerialization.jsonObject(with: body) as? [String: Any])
        XCTAssertEqual(fields["id"] as? Int, 2)
        XCTAssertEqual(fields["bitcoin"] as? Int, 750)
        XCTAssertEqual(orders.first?.answer["message"], placed)
        let post = try XCTUnwrap(try server.requests(path: "/burgers/").last)
        XCTAssertEqual(post.method, "POST")
        XCTAssertEqual(post.headers["content-type"], "application/json")

        let state = await store.state
        XCTAssertEqual(
            state.alerts, [.orderPlaced(name: "Diner Burger", confirmation: OrderConfirmation(message: "Order placed."))])
        XCTAssertEqual(state.presentedAlert?.title, "Excellent choice!")
        XCTAssertEqual(state.ordersInFlight, [])
        XCTAssertEqual(state.promotedRows.map(\.buyButton), [.enabled, .enabled])
    }

    func testDoubleTapSendsOneOrder() async throws {
        let runner = makeRunner()
        let store = try await storeWithFeed(runner)
        try await control(#"{"latency": 0.5}"#, runner: runner)
        await store.send(.buyTapped(burger: 7))
        await store.send(.buyTapped(burger: 7))
        let inFlight = await store.state
        XCTAssertEqual(inFlight.ordersInFlight, [PendingOrder(id: 7, name: "Bean burger", bitcoin: 799)])
        XCTAssertEqual(inFlight.promotedRows.map(\.buyButton), [.enabled, .ordering])
        await store.settle()

        let orders = try await receivedOrders(runner: runner)
        XCTAssertEqual(orders.map(\.body), [#"{"id":7,"bitcoin":799}"#])
        XCTAssertEqual(try server.requests(path: "/burgers/").map(\.method), ["GET", "POST"])
        let answered = await store.state
        XCTAssertEqual(answered.alerts, [
            .orderPlaced(name: "Bean burger", confirmation: OrderConfirmation(message: "Order placed.")),
        ])
    }

    func testRefusalsAnsweredWithStatus200AreShownAsErrors() async throws {
        let runner = makeRunner()
        let store = try await storeWithFeed(runner)
        try await control(#"{"prices": {"2": 800}, "sold_out": [4]}"#, runner: runner)
        await store.sendAndSettle(.buyTapped(burger: 2))
        let first = await store.state
        XCTAssertEqual(first.alerts, [
            .orderFailed(name: "Diner Burger", error: .rejected(message: "Sorry. You appear to not have enough BTC.")),
        ])
        XCTAssertEqual(first.presentedAlert?.title, "Could not order the Diner Burger")
        // The alert covers the list: the next buy is tapped once it is dismissed.
        await store.sendAndSettle(.alertDismissed, .buyTapped(burger: 4))

        let orders = try await receivedOrders(runner: runner)
        XCTAssertEqual(orders.map(\.body), [#"{"id":2,"bitcoin":750}"#, #"{"id":4,"bitcoin":888}"#])
        XCTAssertEqual(try server.requests(path: "/burgers/").compactMap(\.status), [200, 200, 200])
        let state = await store.state
        XCTAssertEqual(state.alerts, [
            .orderFailed(
                name: "Grizzly Bear Burger",
                error: .rejected(message: "Sorry. It appears that we're out of this particular burger.")),
        ])
        XCTAssertEqual(state.ordersInFlight, [])
        XCTAssertEqual(state.buyButton(for: 2), .enabled)
    }

    func testErrorStatusAndGarbageAreNotSuccesses() async throws {
        let runner = makeRunner()
        let store = try await storeWithFeed(runner)
        try server.add(.init(path: "/burgers/", status: 500, body: "<h1>Server Error</h1>", contentType: "text/html", times: 1))
        await store.sendAndSettle(.buyTapped(burger: 1))
        let first = await store.state
        XCTAssertEqual(first.alerts, [.orderFailed(name: "Seitan Burger", error: .badStatus(status: 500, message: nil))])
        try server.add(.init(path: "/burgers/", status: 200, body: "Order placed.", times: 1))
        await store.sendAndSettle(.alertDismissed, .buyTapped(burger: 1))

        let state = await store.state
        XCTAssertEqual(state.alerts, [
            .orderFailed(
                name: "Seitan Burger",
                error: .unreadableReply(failure: DecodeFailure(path: "(root)", reason: "expected a JSON object"))),
        ])
        XCTAssertEqual(state.buyButton(for: 1), .enabled)
    }

    func testOrderLostWithTheConnectionIsReportedAndNotResent() async throws {
        let runner = makeRunner()
        let store = try await storeWithFeed(runner)
        try await control(#"{"latency": 10}"#, runner: runner)
        await store.send(.buyTapped(burger: 2))
        try await waitUntil("the order never reached the server") {
            try server.requests(path: "/burgers/").contains { $0.method == "POST" }
        }
        server.stop()
        await store.sendAndSettle(.connectivityChanged(connectivity: .offline, at: Self.time(minutes: 1)))

        let failed = await store.state
        XCTAssertEqual(failed.ordersInFlight, [])
        guard case .orderFailed("Diner Burger", .transport)? = failed.alerts.first else {
            return XCTFail("expected a lost-connection alert, got \(failed.alerts)")
        }
        XCTAssertEqual(failed.alerts.count, 1)
        XCTAssertEqual(failed.buyButton(for: 2), .offline)

        try restartServer()
        await store.sendAndSettle(.connectivityChanged(connectivity: .online, at: Self.time(minutes: 2)))
        XCTAssertEqual(try server.requests().map(\.method), ["GET"])
        let orders = try await receivedOrders(runner: runner)
        XCTAssertEqual(orders, [])
        let online = await store.state
        XCTAssertEqual(online.buyButton(for: 2), .enabled)
        XCTAssertEqual(online.ordersInFlight, [])
    }
}
