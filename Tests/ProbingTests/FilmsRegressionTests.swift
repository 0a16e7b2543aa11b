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
            .action(.rowTapped(film: FilmID(16))),
            .action(.rowTapped(film: FilmID(12))),
            .action(.rowTapped(film: FilmID(15))),
        ])
        XCTAssertEqual(state.navigation.screens, [.details(film: FilmID(12))])
    }

    /// Found by the random sessions: a heart of a row behind the details interface toggled, and
    /// the segmented control switched lists under it.
    func testTheListUnderTheDetailsTakesNoTaps() throws {
        let state = try RegressionSessions.replay(FilmsFeature.self, session: "films-taps-under-details", inputs: try Self.launched() + [
            .action(.rowTapped(film: FilmID(15))),
            .action(.heartTapped(film: FilmID(3))),
            .action(.segmentSelected(list: .criticRatings)),
            .action(.heartTapped(film: FilmID(15))),
        ])
        XCTAssertEqual(state.favorites.ids.elements, [FilmID(15)], "only the details interface's heart")
        XCTAssertEqual(state.selectedList, .userRatings)
    }

    /// Issue 23: a film whose id is in both lists with different texts showed the other list's
    /// text in its details. The seed's home interface shows The Dark Knight (id 7 in both
    /// fixtures) cut at "his ability" in one list and whole in the other; here the user list's
    /// entry is cut so, and the details opened from the critic list show the critic list's text.
    func testDetailsShowTheTextOfTheListTheFilmWasTappedIn() throws {
        let user = String(decoding: try RegressionSessions.fixture("films", "Films-user.json"), as: UTF8.self)
        let cut = user.replacingOccurrences(of: "psychological tests of his ability to fight injustice.", with: "psychological tests of his ability")
        XCTAssertNotEqual(cut, user)
        let state = try RegressionSessions.replay(FilmsFeature.self, session: "films-details-from-their-list", inputs: [
            .action(.appeared), .result(RegressionSessions.ok("list:userRatings", Data(cut.utf8))),
            .action(.segmentSelected(list: .criticRatings)),
            .result(RegressionSessions.ok("list:criticRatings", try RegressionSessions.fixture("films", "Films-critic.json"))),
            .action(.rowTapped(film: FilmID(7))),
        ])
        XCTAssertEqual(state.filmShown?.shortDescription.hasSuffix("his ability to fight injustice."), true)
        let screen = FilmsScreen(state)
        XCTAssertEqual(screen.details?.title, "The Dark Knight")
        XCTAssertEqual(screen.segments.selected, "Critic Ratings")
    }
}
