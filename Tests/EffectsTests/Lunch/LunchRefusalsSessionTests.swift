import ActionLog
import AppState
import Effects
import Foundation
import Reducers
import XCTest

/// `Sessions/lunch-refusals.jsonl` and `Sessions/lunch-image-retry-and-favorite-not-saved.jsonl`:
/// replayed with every checkpoint verified, each refusal and failure checked at its step, and
/// recorded again byte for byte against the scripted runtime.
final class LunchRefusalsSessionTests: XCTestCase {
    /// The names in the real feed, in its order.
    private func feedNames() throws -> [RestaurantID] {
        try JSONDecoder().decode(LunchFeedDocument.self, from: Data(contentsOf: LunchRefusalsScript.feedFixture)).restaurants.map(\.id)
    }

    func testRefusalsSessionSaysWhyEachTapWasRefused() throws {
        let names = try feedNames()
        XCTAssertFalse(names.contains("Nowhere Diner"))
        let chuys = try XCTUnwrap(LunchRefusalsScript.chuysImage)
        let steps = try SessionHarness.steps(LunchFeature.self, session: "lunch-refusals")
        XCTAssertEqual(steps.compactMap(\.after.lastRefusal), [
            .navigation(refusal: .nothingToPop),
            .modal(refusal: .nothingToDismiss),
            .unknownRestaurant(restaurant: "Nowhere Diner"),
            .nothingToRetry,
            .imageNotFailed(url: chuys),
            .browser(refusal: .nothingBack),
            .browser(refusal: .nothingForward),
            .browser(refusal: .unsupportedAddress(address: "ftp://ftp.bottlerocketstudios.com/menu.pdf")),
            .browser(refusal: .supersededLoad(entry: 1, request: 1)),
        ])
        // Refused taps change nothing they name: no detail, no map, one page in the history.
        let state = try SessionHarness.replay(LunchFeature.self, session: "lunch-refusals").state
        XCTAssertEqual(state.feed.value?.count, names.count)
        XCTAssertEqual(state.navigation.selected, .internets)
        XCTAssertEqual(state.navigation.stack(of: .lunch)?.screens, [])
        XCTAssertNil(state.modal.presented)
        XCTAssertEqual(state.browser.entries.map(\.url), [AddressText(LunchSettings.bottleRocketHomePage)])
        XCTAssertEqual(state.browser.current.status, .loaded)
        XCTAssertEqual(state.browser.current.requestCount, 2)
        XCTAssertNil(state.lastRefusal)
    }

    func testImageRetryAndFavoriteNotSavedSessionShowsBothProblems() throws {
        let hopdoddy = try XCTUnwrap(LunchRefusalsScript.hopdoddyImage)
        let steps = try SessionHarness.steps(LunchFeature.self, session: "lunch-image-retry-and-favorite-not-saved")
        let failedFirst = try XCTUnwrap(steps.first { if case .imageLoaded(hopdoddy, .failure) = $0.action { true } else { false } })
        XCTAssertEqual(failedFirst.after.image(at: hopdoddy), .failed(error: .http(error: .timedOut)))
        let retried = try XCTUnwrap(steps.first { $0.action == .imageRetryTapped(url: hopdoddy) })
        XCTAssertEqual(retried.effects.map(\.coverageKind), ["loadImage"], "Retry asks for the failed image again")

        let state = try SessionHarness.replay(LunchFeature.self, session: "lunch-image-retry-and-favorite-not-saved").state
        guard case .loaded? = state.image(at: hopdoddy) else { return XCTFail("not loaded: \(String(describing: state.image(at: hopdoddy)))") }
        XCTAssertEqual(state.favorites.ids.elements, ["Chuy's"], "the favorite is kept in memory")
        XCTAssertEqual(state.favoriteRestaurants.map(\.category), ["Tex Mex"])
        XCTAssertEqual(state.favoritesProblem, .storage(LunchRefusalsScript.diskFull), "and the failed write is said")
        XCTAssertEqual(state.navigation.selected, .favorites)
    }

    func testRecordingRefusalsAgainGivesTheSameBytes() async throws {
        try await SessionHarness.assertRecordingMatchesCommitted(
            LunchFeature.self, session: "lunch-refusals", runner: LunchScriptedRuntime(),
            script: LunchRefusalsScript.refusals)
    }

    func testRecordingImageRetryAndFavoriteNotSavedAgainGivesTheSameBytes() async throws {
        try await SessionHarness.assertRecordingMatchesCommitted(
            LunchFeature.self, session: "lunch-image-retry-and-favorite-not-saved",
            runner: LunchScriptedRuntime(failingOnce: LunchRefusalsScript.hopdoddyImage, diskFull: true),
            script: LunchRefusalsScript.imageRetryAndFavoriteNotSaved)
    }
}
