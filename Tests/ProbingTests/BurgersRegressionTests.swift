import ActionLog
import AppState
import Foundation
import Reducers
import XCTest

/// Burgers bugs, each replayed from the log that reproduced it. Expected values come from the seed
/// (003) and `Fixtures/burgers/burgers.json`.
final class BurgersRegressionTests: XCTestCase {
    private static func feed() throws -> EffectResult {
        RegressionSessions.ok(BurgersEffectID.feed.effectID, try RegressionSessions.fixture("burgers", "burgers.json"))
    }

    /// Found by the random sessions: a feed answer nobody waited for (here after going offline
    /// cancelled the request) was shown as a fresh network feed, and a late failure marked the
    /// fetch failed. Both are dropped.
    func testAFeedAnswerAfterGoingOfflineIsDropped() throws {
        let state = try RegressionSessions.replay(BurgersFeature.self, session: "burgers-feed-answer-after-offline", inputs: [
            .action(.appeared(at: Timestamp(milliseconds: 1_000))),
            .action(.connectivityChanged(.offline, at: Timestamp(milliseconds: 2_000))),
            .result(try Self.feed()),
            .result(.http(BurgersEffectID.feed.effectID, .failure(.timedOut))),
        ])
        XCTAssertNil(state.lastGood, "nothing fresh arrived while offline")
        XCTAssertEqual(state.fetch, .idle)
        XCTAssertEqual(state.buyButton(for: 1), .offline, "buy disabled offline")
    }

    /// Found by the random sessions: a buy tapped while an order alert was shown sent an order
    /// from under the alert. Taps under an alert are ignored until it is dismissed.
    func testABuyUnderAnAlertSendsNothing() throws {
        let state = try RegressionSessions.replay(BurgersFeature.self, session: "burgers-buy-under-alert", inputs: [
            .action(.appeared(at: Timestamp(milliseconds: 1_000))),
            .result(try Self.feed()),
            .action(.burgerTapped(1)),
            .action(.buyTapped(1)),
        ])
        XCTAssertEqual(state.presentedAlert?.title, "Seitan Burger")
        XCTAssertEqual(state.ordersInFlight, [])
        XCTAssertEqual(state.alerts.count, 1)
    }
}
