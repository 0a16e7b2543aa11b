import AppState
import Foundation
import Reducers
import XCTest

/// Films bugs, each replayed from the log that reproduced it. Expected values come from the seed
/// (004) and `Fixtures/films/`.
final class FilmsRegressionTests: XCTestCase {
    private static func launched() throws -> [StoreInput<FilmsFeature>] {
        [.action(.appeared), .result(RegressionSessions.ok("list:userRatings", try RegressionSessions.fixture("films", "Films-user.json")))]
    }

    /// Found by the random sessions: a row tapped behind the details interface opened details
    /// over details, and a row of the list not shown (a critic film while user ratings are shown)
    /// opened too. The details shown stay those of the film tapped on the home interface.
    func testRowsBehindTheDetailsOrOfTheOtherListOpenNothing() throws {
        let state = try RegressionSessions.replay(FilmsFeature.self, session: "films-row-behind-details", inputs: try Self.launched() + [
            .action(.rowTapped(FilmID(16))),
            .action(.rowTapped(FilmID(12))),
            .action(.rowTapped(FilmID(15))),
        ])
        XCTAssertEqual(state.navigation.screens, [.details(FilmID(12))])
    }

    /// Found by the random sessions: a heart of a row behind the details interface toggled, and
    /// the segmented control switched lists under it.
    func testTheListUnderTheDetailsTakesNoTaps() throws {
        let state = try RegressionSessions.replay(FilmsFeature.self, session: "films-taps-under-details", inputs: try Self.launched() + [
            .action(.rowTapped(FilmID(15))),
            .action(.heartTapped(FilmID(3))),
            .action(.segmentSelected(.criticRatings)),
            .action(.heartTapped(FilmID(15))),
        ])
        XCTAssertEqual(state.favorites.ids.elements, [FilmID(15)], "only the details interface's heart")
        XCTAssertEqual(state.selectedList, .userRatings)
    }
}
