import ActionLog
import AppState
import Effects
import Foundation
import Reducers
import XCTest

/// Replays the showcase sessions of refusals (each refusal at the step that made it) and records
/// them again from their scripts.
final class ShowcaseRefusalSessionTests: XCTestCase {
    func testLinksAndRedirectsSessionRefusesWhatNoLongerAppliesAndReachesItsState() throws {
        let steps = try SessionHarness.steps(ShowcaseFeature.self, session: "showcase-links-and-redirects")
        XCTAssertEqual(steps.compactMap(\.after.lastRefusal), [
            .browser(refusal: .nothingForward),
            .browser(refusal: .supersededLoad(entry: 2, request: 2)),
            .browser(refusal: .notCurrentPage(entry: 2)),
        ])
        let browser = try XCTUnwrap(steps.last).after.browser
        XCTAssertEqual(browser.entries.map(\.url.text), ["https://www.swift.org", ShowcaseRefusalScripts.blogRedirected])
        XCTAssertEqual(browser.cursor, 0)
        XCTAssertEqual(browser.current.status, .loaded)
        XCTAssertEqual(browser.entries[1].status, .loaded)
        XCTAssertEqual(browser.entries[1].requestCount, 3, "followed, redirected, refreshed")
        XCTAssertTrue(browser.canGoForward)
        _ = try SessionHarness.replay(ShowcaseFeature.self, session: "showcase-links-and-redirects")
    }

    func testStackAndCorruptFavoritesSessionReachesItsState() throws {
        let steps = try SessionHarness.steps(ShowcaseFeature.self, session: "showcase-stack-and-corrupt-favorites")
        XCTAssertEqual(steps.compactMap(\.after.lastRefusal), [
            .navigation(refusal: .screenNotOnStack(index: 3, count: 3)),
            .modal(refusal: .nothingToDismiss),
        ])
        XCTAssertTrue(steps.contains { if case .favoritesRestoreFailed = $0.action { true } else { false } })
        let state = try SessionHarness.replay(ShowcaseFeature.self, session: "showcase-stack-and-corrupt-favorites").state
        XCTAssertEqual(state.navigation.stack(of: .home)?.screens, [])
        XCTAssertEqual(state.favorites.ids.elements, ["swift"])
        XCTAssertNil(state.restoreError, "a toggle after the failed restore clears its message")
        XCTAssertNil(state.saveError)
    }

    func testRecordingLinksAndRedirectsAgainGivesTheSameBytes() async throws {
        try await SessionHarness.assertRecordingMatchesCommitted(
            ShowcaseFeature.self, session: "showcase-links-and-redirects",
            runner: ShowcaseScripts.runner(storedFavorites: nil), script: ShowcaseRefusalScripts.linksAndRedirects)
    }

    func testRecordingStackAndCorruptFavoritesAgainGivesTheSameBytes() async throws {
        try await SessionHarness.assertRecordingMatchesCommitted(
            ShowcaseFeature.self, session: "showcase-stack-and-corrupt-favorites",
            runner: ShowcaseRefusalScripts.corruptFavoritesRunner(), script: ShowcaseRefusalScripts.stackAndCorruptFavorites)
    }
}
