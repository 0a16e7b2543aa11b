import AppState
import Foundation
import Reducers
import XCTest

/// Lunch bugs, each replayed from the log that reproduced it. Expected values come from the seed
/// (000: "That restaurant is saved to a list of favorite restaurants") and the real feed.
final class LunchRegressionTests: XCTestCase {
    /// Issue 13, defect 1: a heart tapped twice before the stored favorites arrived stored
    /// `["Chuy's"]`, then `[]`, and the merge stored nothing: both stored favorites were lost at the
    /// next launch. Now nothing is stored before the restore, and storage keeps them.
    func testAHeartTappedTwiceBeforeTheStoredFavoritesArriveLosesNothing() throws {
        let state = try RegressionSessions.replay(LunchFeature.self, session: "lunch-favorites-tapped-before-restore", inputs: [
            .action(.launched),
            .result(RegressionSessions.ok(LunchFeature.feedRequestID, try RegressionSessions.fixture("lunch", "restaurants.json"))),
            .action(.restaurantTapped("Chuy's")),
            .action(.heartTapped("Chuy's")),
            .action(.heartTapped("Chuy's")),
            .result(.loaded(key: LunchFeature.favoritesKey, .success(Data(#"["Gloria's","Thai Star"]"#.utf8)))),
        ])
        XCTAssertEqual(state.favorites.ids.elements, ["Gloria's", "Thai Star"])
        XCTAssertFalse(state.favorites.awaitingStored)
    }
}
