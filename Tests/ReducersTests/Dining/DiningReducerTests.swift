import ActionLog
import AppCoreTesting
import AppState
import Foundation
import Reducers
import XCTest

/// The dining app's actions: launch, the reservation read, tabs, modals, banner and card taps.
final class DiningReducerTests: XCTestCase {
    private typealias S = DiningSamples

    private let details = DiningSamples.details(
        [.summary(card: DiningSamples.summary), .address(card: DiningSamples.address)],
        [Omission(.card(kind: .dishes), path: "restaurant.dishes", reason: "missing")])

    /// A launched app with the sample reservation read, on the first tab.
    private var withReservation: DiningState {
        var state = DiningState()
        state.reservation = .loaded(value: details)
        return state
    }

    private var opened: DiningState {
        var state = withReservation
        state.banner.position = .expanded
        state.banner.progressTenThousandths = 10_000
        return state
    }

    func testLaunchReadsTheStoredReservation() {
        let store = TestStore(DiningFeature.self, state: DiningState())
        XCTAssertFalse(store.state.showsBanner)
        store.send(.launched) { $0.reservation = .loading }
        store.receiveEffects([.load(key: "upcoming-reservation")])
        // The sample picture's widest size (180 pixels) is the one that fits the default width.
        let picture = AddressText(URL(fileURLWithPath: "/photos/profile/1.jpg"))
        store.send(.reservationRead(result: .success(S.reservation()))) {
            $0.reservation = .loaded(value: self.details)
            $0.images = [ImageSlot(url: picture, status: .loading)]
        }
        store.receiveEffects([.loadImage(id: DiningEffectID.image(picture).effectID, url: picture)])
        XCTAssertTrue(store.state.showsBanner)
        store.finish()
    }

    func testNothingStoredOrAFailureMeansNoBanner() {
        var reading = DiningState()
        reading.reservation = .loading
        let store = TestStore(DiningFeature.self, state: reading)
        store.send(.reservationRead(result: .success(nil))) { $0.reservation = .loaded(value: nil) }
        XCTAssertFalse(store.state.showsBanner)
        store.send(.banner(.tapped)) { $0.lastRefusal = .noUpcomingReservation }
        store.send(.cardTapped(card: .summary)) { $0.lastRefusal = .noUpcomingReservation }
        for failure in [ReservationReadError.corrupt(DecodeFailure(path: "id", reason: "missing")), .storage(.io("unreadable"))] {
            let store = TestStore(DiningFeature.self, state: reading)
            store.send(.reservationRead(result: .failure(failure))) { $0.reservation = .failed(error: failure) }
            XCTAssertFalse(store.state.showsBanner)
            store.finish()
        }
        store.finish()
    }

    /// Found by the random sessions: a read nobody waits for (late, again, or unasked) replaced
    /// the reservation shown. Only the read a launch started is taken.
    func testAReadNobodyWaitsForIsDropped() {
        let store = TestStore(DiningFeature.self, state: withReservation)
        store.send(.reservationRead(result: .success(nil)))
        XCTAssertTrue(store.state.showsBanner)
        store.finish()
    }

    func testActionForMapsOnlyTheReservationKey() throws {
        let bytes = try DiningFixtures.bytes("PartialReservation")
        let expected = try DiningFixtures.reservation("PartialReservation")
        XCTAssertEqual(
            DiningFeature.action(for: .loaded(key: "upcoming-reservation", .success(bytes))),
            .reservationRead(result: .success(expected)))
        XCTAssertEqual(
            DiningFeature.action(for: .loaded(key: "upcoming-reservation", .success(nil))), .reservationRead(result: .success(nil)))
        XCTAssertNil(DiningFeature.action(for: .loaded(key: "favorites", .success(bytes))))
        XCTAssertNil(DiningFeature.action(for: .timerFired(id: "reservation")))
    }

    func testTheBannerStaysOnEveryTab() {
        let store = TestStore(DiningFeature.self, state: withReservation)
        for tab in [DiningTab.search, .profile, .discover] {
            store.send(.tabSelected(tab: tab)) { $0.tabs.selected = tab }
            XCTAssertTrue(store.state.showsBanner)
            XCTAssertEqual(store.state.banner.position, .collapsed)
        }
        store.send(.restaurantTapped(id: "262309")) {
            $0.tabs.updateStack(of: .discover) { $0.screens = [.restaurant(id: "262309")] }
        }
        XCTAssertTrue(store.state.showsBanner)
        store.send(.tabSelected(tab: .discover)) { $0.tabs.updateStack(of: .discover) { $0.screens = [] } }
        store.finish()
    }

    /// Found by the random sessions: with the reservation open full screen (seed 001: "expands
    /// the upcoming reservation view controller full screen"), or under a modal, the tabs cannot
    /// be tapped: pushes, tab changes and new modals from them are refused.
    func testTheTabsUnderTheOpenReservationOrAModalTakeNoTaps() {
        let store = TestStore(DiningFeature.self, state: opened)
        store.send(.tabSelected(tab: .search)) { $0.lastRefusal = .tabsCovered }
        store.send(.restaurantTapped(id: "262309")) { $0.lastRefusal = .tabsCovered }
        store.send(.signInTapped) { $0.lastRefusal = .tabsCovered }
        let covered = TestStore(DiningFeature.self, state: withReservation)
        covered.send(.signInTapped) {
            $0.modal.presented = .signIn
            $0.banner.isHiddenByModal = true
        }
        covered.send(.restaurantTapped(id: "262309")) { $0.lastRefusal = .tabsCovered }
        covered.finish()
        store.finish()
    }

    func testAModalHidesTheBannerUntilDismissed() {
        let store = TestStore(DiningFeature.self, state: withReservation)
        store.send(.signInTapped) {
            $0.modal.presented = .signIn
            $0.banner.isHiddenByModal = true
        }
        XCTAssertFalse(store.state.showsBanner)
        store.send(.banner(.tapped)) { $0.lastRefusal = .banner(refusal: .hidden) }
        store.send(.searchFiltersTapped) { $0.lastRefusal = .modal(refusal: .alreadyPresenting(modal: .signIn)) }
        XCTAssertFalse(store.state.showsBanner)
        store.send(.modalDismissed) {
            $0.modal.presented = nil
            $0.lastRefusal = nil
            $0.banner.isHiddenByModal = false
        }
        XCTAssertTrue(store.state.showsBanner)
        store.send(.modalDismissed) { $0.lastRefusal = .modal(refusal: .nothingToDismiss) }
        XCTAssertTrue(store.state.showsBanner)
        store.finish()
    }

    func testCardsExpandAndCollapseInTheOpenReservation() {
        let store = TestStore(DiningFeature.self, state: withReservation)
        store.send(.cardTapped(card: .summary)) { $0.lastRefusal = .reservationNotOpen }
        store.send(.banner(.tapped)) {
            $0.lastRefusal = nil
            $0.banner.position = .expanded
            $0.banner.progressTenThousandths = 10_000
        }
        store.send(.cardTapped(card: .address)) { $0.expandedCard = .address }
        store.send(.cardTapped(card: .dishes)) { $0.lastRefusal = .cardNotShown(card: .dishes) }
        store.send(.cardTapped(card: .summary)) {
            $0.lastRefusal = nil
            $0.expandedCard = .summary
        }
        store.send(.cardTapped(card: .summary)) { $0.expandedCard = nil }
        store.send(.cardTapped(card: .summary)) { $0.expandedCard = .summary }
        store.send(.banner(.tapped)) {
            $0.banner.position = .collapsed
            $0.banner.progressTenThousandths = 0
            $0.expandedCard = nil
        }
        store.finish()
    }

    func testDraggingTheOpenReservationKeepsItsCardUntilItCollapses() {
        var state = opened
        state.expandedCard = .address
        let store = TestStore(DiningFeature.self, state: state)
        let start = BannerDragSample(time: Timestamp(milliseconds: 0), translation: 100, containerHeight: 800)
        store.send(.banner(.dragChanged(sample: start))) {
            $0.banner.drag = Banner.Drag(startPosition: .expanded, samples: [start])
            $0.banner.progressTenThousandths = 8_750
        }
        store.send(.cardTapped(card: .summary)) { $0.lastRefusal = .reservationNotOpen }
        let end = BannerDragSample(time: Timestamp(milliseconds: 100), translation: 300, containerHeight: 800)
        store.send(.banner(.dragEnded(sample: end))) {
            $0.lastRefusal = nil
            $0.banner.drag = nil
            $0.banner.position = .collapsed
            $0.banner.progressTenThousandths = 0
            $0.banner.lastRelease = Banner.Release(progressTenThousandths: 6_250, velocity: 2_000, rule: .velocity, outcome: .collapsed)
            $0.expandedCard = nil
        }
        store.finish()
    }

    /// A launch reads the reservation again and closes what showed of it: the open view and its
    /// expanded card close, and the read one starts behind its collapsed banner (seed 001: the
    /// banner is tapped or dragged to open it).
    func testANewReadClosesTheReservationViewAndItsCard() {
        var state = opened
        state.expandedCard = .summary
        let store = TestStore(DiningFeature.self, state: state)
        store.send(.launched) {
            $0.reservation = .loading
            $0.expandedCard = nil
            $0.banner = Banner()
        }
        store.receiveEffects([.load(key: "upcoming-reservation")])
        let picture = AddressText(URL(fileURLWithPath: "/photos/profile/1.jpg"))
        store.send(.reservationRead(result: .success(S.reservation()))) {
            $0.reservation = .loaded(value: self.details)
            $0.images = [ImageSlot(url: picture, status: .loading)]
        }
        store.receiveEffects([.loadImage(id: DiningEffectID.image(picture).effectID, url: picture)])
        store.finish()
    }

    func testLaunchStateIsNamed() {
        XCTAssertEqual(DiningFeature.name, "dining")
        XCTAssertEqual(DiningFeature.namedInitialStates["launch"], DiningState())
        XCTAssertEqual(DiningState().tabs.tabs.map(\.tab), [.discover, .search, .profile])
        XCTAssertEqual(DiningState().tabs.selected, .discover)
        XCTAssertEqual(DiningState().reservation, .idle)
    }
}
