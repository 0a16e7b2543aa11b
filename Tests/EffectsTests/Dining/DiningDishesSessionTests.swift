import ActionLog
import AppState
import Effects
import Foundation
import Reducers
import XCTest

/// The dining sessions of the dishes card's rules (seed 001: "if the restaurant has no dishes, the
/// card should not be shown", "if the restaurant has more than 3 dishes, only the first 3 should
/// be shown") and of what the app refuses: replayed with every checkpoint verified, and recorded
/// again byte for byte from reservations built out of the exercise's fixture.
final class DiningDishesSessionTests: XCTestCase {
    private func sample(_ milliseconds: Int64) -> Timestamp { SessionRecording.defaultStart.adding(milliseconds: milliseconds) }

    func testNoDishesSessionShowsNoDishesCardAndSaysWhyEachTapWasRefused() throws {
        let picture = try XCTUnwrap(DiningDishesScripts.picture)
        let steps = try SessionHarness.steps(DiningFeature.self, session: "dining-no-dishes")
        XCTAssertEqual(steps.compactMap(\.after.lastRefusal), [
            .reservationNotOpen,
            .navigation(refusal: .nothingToPop),
            .modal(refusal: .nothingToDismiss),
            .layoutWidthNotPositive(pixels: 0),
            .imageNotFailed(url: picture),
            .modal(refusal: .alreadyPresenting(modal: .signIn)),
            .banner(refusal: .hidden),
            .cardNotShown(card: .dishes),
            .banner(refusal: .dragInProgress),
            .banner(refusal: .sampleOutOfOrder(received: sample(10_050), latest: sample(10_100))),
            .banner(refusal: .noDragInProgress),
        ])
        let pushed = try XCTUnwrap(steps.first { $0.action == .restaurantTapped(id: DiningDishesScripts.restaurantID) })
        XCTAssertEqual(pushed.after.tabs.current.screens, [.restaurant(id: DiningDishesScripts.restaurantID)])

        let state = try SessionHarness.replay(DiningFeature.self, session: "dining-no-dishes").state
        let details = try XCTUnwrap(state.details)
        XCTAssertEqual(details.reservationID, "502021878")
        XCTAssertEqual(details.cards.map(\.kind), [.summary, .address], "no dishes card")
        XCTAssertEqual(details.omissions, [Omission(.card(kind: .dishes), path: "restaurant.dishes", reason: "no dish to show")])
        XCTAssertEqual(state.tabs.current.screens, [])
        XCTAssertNil(state.modal.presented)
        XCTAssertEqual(state.banner.position, .collapsed, "the cancelled drag left the banner where it was")
        XCTAssertNil(state.banner.drag)
        guard case .loaded? = state.images.status(of: picture) else { return XCTFail("the picture did not load") }
    }

    func testMoreThanThreeDishesSessionShowsTheFirstThree() throws {
        let dishes = try DiningReservationVariants.fixtureDishes()
        let ids = dishes.compactMap { $0["id"] as? String }.map(DishID.init)
        let names = dishes.compactMap { $0["name"] as? String }
        XCTAssertEqual(ids.count, 5)
        let state = try SessionHarness.replay(DiningFeature.self, session: "dining-more-than-three-dishes").state
        let details = try XCTUnwrap(state.details)
        XCTAssertEqual(details.cards.map(\.kind), [.summary, .address, .dishes])
        guard case .dishes(let shown) = details.cards[2] else { return XCTFail("no dishes card") }
        // The first three dishes of the seven are the fixture's first three, never the copies.
        XCTAssertEqual(shown.map(\.id), Array(ids.prefix(3)))
        XCTAssertEqual(shown.map(\.name), Array(names.prefix(3)))
        XCTAssertFalse(shown.contains { DiningReservationVariants.copyIDs.contains($0.id.rawValue) })
        // The fixture's two dishes with a bad highlight are left out as before; the two copies
        // after them are left out for the limit.
        XCTAssertEqual(details.omissions.map(\.failure.path), (3...6).map { $0 < 5 ? "restaurant.dishes[\($0)].snippet.range" : "restaurant.dishes[\($0)]" })
        XCTAssertEqual(details.omissions.suffix(2).map(\.failure.reason), Array(repeating: "only the first 3 dishes are shown", count: 2))
        XCTAssertEqual(state.expandedCard, .dishes)
    }

    func testReservationUnreadableSessionRefusesTheBannerAndTheCards() throws {
        let steps = try SessionHarness.steps(DiningFeature.self, session: "dining-reservation-unreadable")
        XCTAssertEqual(steps.compactMap(\.after.lastRefusal), [.noUpcomingReservation, .noUpcomingReservation])
        let state = try XCTUnwrap(steps.last).after
        XCTAssertEqual(state.reservation, .failed(error: .storage(DiningDishesScripts.unreadable)))
        XCTAssertNil(state.details)
        XCTAssertFalse(state.showsBanner)
        _ = try SessionHarness.replay(DiningFeature.self, session: "dining-reservation-unreadable")
    }

    func testRecordingNoDishesAgainGivesTheSameBytes() async throws {
        try await SessionHarness.assertRecordingMatchesCommitted(
            DiningFeature.self, session: "dining-no-dishes",
            runner: DiningStoredReservationRuntime(reads: [.success(DiningReservationVariants.withoutDishes())]),
            script: DiningDishesScripts.noDishes)
    }

    func testRecordingMoreThanThreeDishesAgainGivesTheSameBytes() async throws {
        try await SessionHarness.assertRecordingMatchesCommitted(
            DiningFeature.self, session: "dining-more-than-three-dishes",
            runner: DiningStoredReservationRuntime(reads: [.success(DiningReservationVariants.withSevenDishes())]),
            script: DiningDishesScripts.moreThanThreeDishes)
    }

    func testRecordingReservationUnreadableAgainGivesTheSameBytes() async throws {
        try await SessionHarness.assertRecordingMatchesCommitted(
            DiningFeature.self, session: "dining-reservation-unreadable",
            runner: DiningStoredReservationRuntime(reads: [.failure(DiningDishesScripts.unreadable)]),
            script: DiningDishesScripts.reservationUnreadable)
    }
}
