import ActionLog
import AppState
import Effects
import Foundation
import LogReplay
import Reducers
import XCTest

/// `Sessions/burgers-order.jsonl` replays offline to the state written here, and records again
/// byte for byte from its script.
final class BurgersOrderSessionTests: XCTestCase {
    private let server = "https://coffeeport.herokuapp.com"

    func testReplayReachesTheExpectedFinalState() throws {
        let outcome = try SessionHarness.replay(BurgersFeature.self, session: BurgersOrderSession.name)
        let state = outcome.state
        XCTAssertEqual(state.connectivity, .online)
        XCTAssertEqual(state.now, Timestamp("2026-11-18T11:18:40.000Z"))
        XCTAssertEqual(state.fetch, .idle)
        XCTAssertEqual(state.lastGood?.origin, .network)
        XCTAssertEqual(state.lastGood?.fetchedAt, Timestamp("2026-11-18T11:18:40.000Z"))
        XCTAssertEqual(state.lastGood?.feed.problems, [])
        XCTAssertEqual(state.promotedRows.map(\.burger.name), ["Diner Burger", "Bean burger"])
        XCTAssertEqual(
            state.regularRows.map(\.priceText),
            ["599 BTC", "9,999 BTC", "888 BTC", "5,000 BTC", "749 BTC", "1,250 BTC"])
        XCTAssertEqual(state.ordersInFlight, [])
        XCTAssertEqual(
            state.alerts, [.orderPlaced(name: "Grizzly Bear Burger", confirmation: OrderConfirmation(message: "Order placed."))])
        XCTAssertNil(state.cacheNote)
        XCTAssertEqual(state.images.count, 8)
        XCTAssertEqual(state.images.first?.url.text, "\(server)/static/burgers/seitan.jpg")
        XCTAssertEqual(state.images.first?.status, .loaded(value: BurgersOrderSession.image))
        XCTAssertFalse(state.isShowingCachedFeed)
        XCTAssertEqual(state.promotedRows.map(\.buyButton), [.enabled, .enabled])
        XCTAssertEqual(outcome.lastSeq, 24)
    }

    func testReplayShowsTheCachedFeedWithBuyingDisabledWhileOffline() throws {
        let opening = try LogOpening(url: SessionHarness.committedSession(BurgersOrderSession.name))
        var offline: BurgersState?
        _ = try Replayer<BurgersFeature>(verify: true).run(opening) { step in
            if case .clockTicked = step.action { offline = step.after }
        }
        let state = try XCTUnwrap(offline)
        XCTAssertEqual(state.connectivity, .offline)
        XCTAssertTrue(state.isShowingCachedFeed)
        XCTAssertEqual(state.feedAge?.description, "fetched 10 minutes ago")
        XCTAssertEqual(state.promotedRows.map(\.buyButton), [.offline, .offline])
        XCTAssertEqual(state.regularRows.map(\.buyButton.isEnabled), [false, false, false, false, false, false])
        XCTAssertEqual(state.alerts, [])
    }

    func testReplayLogsTheFirstOrderAsPlaced() throws {
        let opening = try LogOpening(url: SessionHarness.committedSession(BurgersOrderSession.name))
        var answers: [BurgersAction] = []
        _ = try Replayer<BurgersFeature>(verify: true).run(opening) { step in
            if let action = step.action, case .orderAnswered = action { answers.append(action) }
        }
        XCTAssertEqual(answers, [
            .orderAnswered(burger: 2, result: .success(OrderConfirmation(message: "Order placed."))),
            .orderAnswered(burger: 4, result: .success(OrderConfirmation(message: "Order placed."))),
        ])
    }

    func testRecordingAgainIsByteIdentical() async throws {
        try await SessionHarness.assertRecordingMatchesCommitted(
            BurgersFeature.self, session: BurgersOrderSession.name, runner: BurgersOrderSession.runner()
        ) { store in
            await BurgersOrderSession.script(store)
        }
    }
}
