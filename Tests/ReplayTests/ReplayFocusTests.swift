import Foundation
import XCTest

@testable import replay

/// `--path`, `--watch` and `--from`: looking at one part of the state, from one action on.
final class ReplayFocusTests: XCTestCase {
    private let favorites = ReplayRun.session("showcase-favorites")
    private let tabs = ReplayRun.session("showcase-tabs-navigation")
    private let lunch = ReplayRun.session("lunch-tour")

    func testPathLimitsTheStateToOneSubtree() {
        let tree = ReplayRun(lunch, "--path", "favorites")
        XCTAssertEqual(tree.code, .success, tree.err)
        XCTAssertEqual(tree.out, "lunch state at favorites after action 40:\n[0]: \"Chuy's\"\n")
        let json = ReplayRun(lunch, "--path=favorites", "--json")
        XCTAssertEqual(json.out, "[\"Chuy's\"]\n")
        let early = ReplayRun(tabs, "--path", "navigation.tabs[0].stack.screens", "--until", "4", "--json")
        XCTAssertEqual(early.out, #"[{"item":{"id":"alpha"}},{"item":{"id":"beta"}}]"# + "\n")
    }

    func testStepsWithAPathShowOnlyChangesInsideIt() {
        let result = ReplayRun(favorites, "--steps", "--path", "favorites")
        XCTAssertEqual(result.code, .success, result.err)
        ReplayRun.assertGolden(result.out, "showcase-favorites.steps-path-favorites.txt")
    }

    func testFromStartsTheListingAtAnAction() {
        let result = ReplayRun(tabs, "--from", "2", "--until", "4")
        XCTAssertEqual(result.code, .success, result.err)
        ReplayRun.assertGolden(result.out, "showcase-tabs-navigation.steps-2-4.txt")
        XCTAssertTrue(result.out.hasPrefix("#2 "), "--from implies --steps and starts at 2")
    }

    func testWatchListsEveryChangeOfASubtree() {
        let result = ReplayRun(tabs, "--watch", "navigation.selected")
        XCTAssertEqual(result.code, .success, result.err)
        ReplayRun.assertGolden(result.out, "showcase-tabs-navigation.watch-selected.txt")
        XCTAssertEqual(result.err, "navigation.selected: 3 changes in 16 actions\n")
        let lunchFavorites = ReplayRun(lunch, "--watch", "favorites")
        XCTAssertEqual(lunchFavorites.out, """
            favorites at start: []
            #1 launched: [] → {awaitingStored: true, ids: []}
            #2 result loaded: {awaitingStored: true, ids: []} → []
            #21 heartTapped(restaurant: "Chuy's"): [] → ["Chuy's"]

            """, "launch waits for the stored favorites; the empty list read ends the wait")
    }

    func testAnUnknownPathListsTheNearestOnes() {
        for option in ["--path", "--watch"] {
            let result = ReplayRun(lunch, option, "favorits")
            XCTAssertEqual(result.code, .badInput)
            XCTAssertEqual(result.err, "error: the state has no path \"favorits\"; nearest: favorites, favorites[0], layout\n")
            XCTAssertEqual(result.out, "")
        }
        let index = ReplayRun(tabs, "--steps", "--path", "navigation.tabs[9]")
        XCTAssertEqual(index.code, .badInput)
        XCTAssertTrue(index.err.hasPrefix("error: the state has no path \"navigation.tabs[9]\"; nearest: navigation.tabs[0]"), index.err)
        XCTAssertEqual(ReplayRun(tabs, "--path", "a..b").code, .badInput)
        XCTAssertEqual(ReplayRun(tabs, "--path", "tabs[x]").code, .badInput)
    }

    func testBadFromIsAnError() {
        XCTAssertEqual(ReplayRun(tabs, "--from", "0").code, .badInput)
        XCTAssertEqual(ReplayRun(tabs, "--from", "5", "--until", "3").err.components(separatedBy: "\n")[0], "error: --from 5 is after --until 3")
        let past = ReplayRun(tabs, "--from", "17")
        XCTAssertEqual(past.code, .badInput)
        XCTAssertEqual(past.err, "error: \(tabs): field --from: 17 is past the last action, 16\n")
    }
}
