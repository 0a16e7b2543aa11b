import ActionLog
import AppState
import Effects
import Foundation
import Reducers
import XCTest

/// Replays the committed showcase sessions and records them again from their scripts.
final class ShowcaseSessionTests: XCTestCase {
    func testTabsAndNavigationSessionReachesItsState() throws {
        let state = try SessionHarness.replay(ShowcaseFeature.self, session: "showcase-tabs-navigation").state
        XCTAssertEqual(state.navigation.selected, .favorites)
        XCTAssertEqual(state.navigation.stack(of: .home)?.screens, [])
        XCTAssertEqual(state.navigation.stack(of: .browser)?.screens, [.settings])
        XCTAssertEqual(state.navigation.stack(of: .favorites)?.screens, [.item(id: "delta")])
        XCTAssertNil(state.modal.presented)
        XCTAssertEqual(state.favorites.ids.elements, [])
        // The pop on the home tab's empty stack (seq 11) and the share over the map (seq 14) were
        // refused; the action after each (a tab selected, the dismissal) cleared its refusal.
        XCTAssertNil(state.lastRefusal)
    }

    func testBrowserHistorySessionReachesItsState() throws {
        let state = try SessionHarness.replay(ShowcaseFeature.self, session: "showcase-browser-history").state
        let browser = state.browser
        XCTAssertEqual(browser.entries.map(\.url.text), [
            "https://www.swift.org", "https://www.swift.org/documentation/", "https://forums.swift.org",
        ])
        XCTAssertEqual(browser.entries.map(\.id), [1, 2, 4])
        XCTAssertEqual(browser.cursor, 2)
        XCTAssertEqual(browser.current.status, .loaded)
        XCTAssertEqual(browser.current.requestCount, 2)
        XCTAssertEqual(browser.entries[1].status, .loading(progress: 0))
        XCTAssertEqual(browser.entries[1].requestCount, 3)
        XCTAssertTrue(browser.canGoBack)
        XCTAssertFalse(browser.canGoForward)
        XCTAssertNil(state.lastRefusal)
    }

    func testFavoritesSessionReachesItsState() throws {
        let state = try SessionHarness.replay(ShowcaseFeature.self, session: "showcase-favorites").state
        XCTAssertEqual(state.favorites.ids.elements, ["rust", "elm", "haskell", "swift"])
        XCTAssertNil(state.restoreError)
    }

    func testRecordingTabsAndNavigationAgainGivesTheSameBytes() async throws {
        try await SessionHarness.assertRecordingMatchesCommitted(
            ShowcaseFeature.self, session: "showcase-tabs-navigation",
            runner: ShowcaseScripts.runner(storedFavorites: nil), script: ShowcaseScripts.tabsAndNavigation)
    }

    func testRecordingBrowserHistoryAgainGivesTheSameBytes() async throws {
        try await SessionHarness.assertRecordingMatchesCommitted(
            ShowcaseFeature.self, session: "showcase-browser-history",
            runner: ShowcaseScripts.runner(storedFavorites: nil), script: ShowcaseScripts.browserHistory)
    }

    func testRecordingFavoritesAgainGivesTheSameBytes() async throws {
        try await SessionHarness.assertRecordingMatchesCommitted(
            ShowcaseFeature.self, session: "showcase-favorites",
            runner: ShowcaseScripts.runner(storedFavorites: ["rust", "swift"]), script: ShowcaseScripts.favorites)
    }
}
