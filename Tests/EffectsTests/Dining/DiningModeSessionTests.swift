import ActionLog
import AppState
import Effects
import Reducers
import XCTest

/// `Sessions/dining-mode.jsonl`: replayed with every checkpoint verified, and recorded again
/// byte for byte.
final class DiningModeSessionTests: XCTestCase {
    func testReplayEndsWithTheBannerBackAfterTheModal() throws {
        let outcome = try SessionHarness.replay(DiningFeature.self, session: "dining-mode")
        let state = outcome.state
        XCTAssertEqual(outcome.lastSeq, 20)
        XCTAssertEqual(state.tabs.selected, .profile)
        XCTAssertEqual(state.modal.presented, nil)
        XCTAssertNil(state.lastRefusal)
        XCTAssertTrue(state.showsBanner)
        XCTAssertEqual(state.banner.position, .collapsed)
        XCTAssertEqual(state.banner.progressTenThousandths, 0)
        XCTAssertNil(state.banner.drag)
        XCTAssertFalse(state.banner.isHiddenByModal)
        XCTAssertEqual(
            state.banner.lastRelease,
            Banner.Release(progressTenThousandths: 6_513, velocity: -300, rule: .position, outcome: .expanded))
        XCTAssertNil(state.expandedCard)
        XCTAssertNil(state.lastRefusal)

        let details = try XCTUnwrap(state.details)
        XCTAssertEqual(details.reservationID, "502021878")
        XCTAssertEqual(details.cards.map(\.kind), [.summary, .address, .dishes])
        guard case .dishes(let dishes) = details.cards[2] else { return XCTFail("no dishes card") }
        XCTAssertEqual(dishes.map(\.name), ["Tiramisu", "Littleneck Clams", "Linguine Alle Vongole"])
        XCTAssertEqual(dishes.map(\.review.highlights), [
            [TextRange(location: 0, length: 8)], [TextRange(location: 18, length: 5)], [TextRange(location: 4, length: 8)],
        ])
        XCTAssertEqual(details.omissions.map(\.failure.path), [
            "restaurant.dishes[3].snippet.range", "restaurant.dishes[4].snippet.range",
        ])
        XCTAssertEqual(details.omissions.map(\.subject), [.dish, .dish])
    }

    func testRecordingAgainGivesTheSameBytes() async throws {
        try await SessionHarness.assertRecordingMatchesCommitted(
            DiningFeature.self, session: "dining-mode", runner: DiningSessionScripts.runner(),
            script: DiningSessionScripts.diningMode)
    }
}
