import AppState
import Foundation
import Reducers
import XCTest

/// Dining mode bugs, each replayed from the log that reproduced it. Expected values come from the
/// seed (001) and `Fixtures/dining/FullReservation.json`.
final class DiningRegressionTests: XCTestCase {
    /// Issue 13, defect 2: a highlight outside the displayed part of the review dropped the whole
    /// dish. The seed: ranges are relative to the full review "regardless of which range of the
    /// review should be displayed"; such a highlight is simply not shown, and the dish stays.
    func testAHighlightOutsideTheDisplayedRangeLeavesTheDishShown() throws {
        let fixture = String(decoding: try RegressionSessions.fixture("dining", "FullReservation.json"), as: UTF8.self)
        let first = try XCTUnwrap(fixture.range(of: #""highlights": ["#))
        let stored = fixture.replacingCharacters(in: first, with: #""highlights": [{"location": 0, "length": 4},"#)
        let state = try RegressionSessions.replay(DiningFeature.self, session: "dining-highlight-outside-display-range", inputs: [
            .action(.launched),
            .result(.loaded(key: DiningState.reservationKey, .success(Data(stored.utf8)))),
        ])
        let cards = try XCTUnwrap(state.details?.cards)
        let dishes = cards.compactMap { card -> [ShownDish]? in
            if case .dishes(let dishes) = card { return dishes }
            return nil
        }.first
        let shown = try XCTUnwrap(dishes, "the dishes card is shown")
        XCTAssertEqual(shown.count, 3, "at most 3 dishes, the first three of the fixture")
        // Dish 0's review is displayed from 197 for 142 units; its highlight (197, 8) is the first
        // 8 units of the displayed text, and the added one at (0, 4) is left out.
        XCTAssertEqual(shown.first?.review.highlights, [TextRange(location: 0, length: 8)])
    }
}
