import ActionLog
import AppCoreTesting
import AppState
import Foundation
import Reducers
import XCTest

/// Detail push and pop, tabs, the map modal, the browser and layout.
final class LunchNavigationTests: XCTestCase {
    private func lunchStack(_ state: LunchState) -> [LunchDestination]? { state.navigation.stack(of: .lunch)?.screens }

    func testTappingARestaurantPushesItsDetailAndBackPops() throws {
        let store = TestStore(LunchFeature.self, state: LunchSamples.loaded([try LunchSamples.chuys()]))
        store.send(.restaurantTapped(restaurant: "Chuy's")) {
            $0.navigation.updateStack(of: .lunch) { $0.screens = [.detail(restaurant: "Chuy's")] }
        }
        XCTAssertEqual(lunchStack(store.state), [.detail(restaurant: "Chuy's")])
        store.send(.backTapped) { $0.navigation.updateStack(of: .lunch) { $0.screens = [] } }
        store.send(.backTapped) { $0.lastRefusal = .navigation(refusal: .nothingToPop) }
        store.finish()
    }

    func testTappingAnUnknownRestaurantIsRefused() throws {
        let store = TestStore(LunchFeature.self, state: LunchSamples.loaded([try LunchSamples.chuys()]))
        store.send(.restaurantTapped(restaurant: "Nowhere")) { $0.lastRefusal = .unknownRestaurant(restaurant: "Nowhere") }
        store.finish()
    }

    func testFavoritesTabPushesOnItsOwnStack() throws {
        var state = LunchSamples.loaded([try LunchSamples.chuys()])
        state.favorites = Favorites(["Chuy's"])
        let store = TestStore(LunchFeature.self, state: state)
        store.send(.tabSelected(tab: .favorites)) { $0.navigation.selected = .favorites }
        store.send(.restaurantTapped(restaurant: "Chuy's")) {
            $0.navigation.updateStack(of: .favorites) { $0.screens = [.detail(restaurant: "Chuy's")] }
        }
        XCTAssertEqual(lunchStack(store.state), [])
        // Tapping the selected tab again pops it to its root.
        store.send(.tabSelected(tab: .favorites)) { $0.navigation.updateStack(of: .favorites) { $0.screens = [] } }
        store.finish()
    }

    func testMapOpensAndCloses() {
        let store = TestStore(LunchFeature.self, state: LunchState())
        store.send(.mapButtonTapped) { $0.modal.presented = .map }
        store.send(.mapButtonTapped) { $0.lastRefusal = .notOnScreen }
        store.send(.mapDismissed) { $0.modal.presented = nil; $0.lastRefusal = nil }
        store.send(.mapDismissed) { $0.lastRefusal = .modal(refusal: .nothingToDismiss) }
        store.finish()
    }

    /// The map button is on the lunch list (seed 000: "the map icon on the upper right"): refused
    /// on another tab and behind a detail screen.
    func testTheMapOpensOnlyFromTheLunchList() throws {
        let store = TestStore(LunchFeature.self, state: LunchSamples.loaded([try LunchSamples.chuys()]))
        store.send(.tabSelected(tab: .internets)) { $0.navigation.selected = .internets }
        store.send(.mapButtonTapped) { $0.lastRefusal = .notOnScreen }
        store.send(.tabSelected(tab: .lunch)) { $0.navigation.selected = .lunch; $0.lastRefusal = nil }
        store.send(.restaurantTapped(restaurant: "Chuy's")) { $0.navigation.updateStack(of: .lunch) { $0.screens = [.detail(restaurant: "Chuy's")] } }
        store.send(.mapButtonTapped) { $0.lastRefusal = .notOnScreen }
        store.finish()
    }

    /// A row can only be tapped where it is shown: not under the map, not on the internets tab,
    /// not behind a detail screen, and on the favorites tab only when it is a favorite.
    func testRowsAreTappedOnlyWhereTheyAreShown() throws {
        let store = TestStore(LunchFeature.self, state: LunchSamples.loaded([try LunchSamples.chuys(), try LunchSamples.gloria()]))
        store.send(.mapButtonTapped) { $0.modal.presented = .map }
        store.send(.restaurantTapped(restaurant: "Chuy's")) { $0.lastRefusal = .notOnScreen }
        store.send(.mapDismissed) { $0.modal.presented = nil; $0.lastRefusal = nil }
        store.send(.tabSelected(tab: .favorites)) { $0.navigation.selected = .favorites }
        store.send(.restaurantTapped(restaurant: "Chuy's")) { $0.lastRefusal = .notOnScreen }
        store.send(.tabSelected(tab: .internets)) { $0.navigation.selected = .internets; $0.lastRefusal = nil }
        store.send(.restaurantTapped(restaurant: "Chuy's")) { $0.lastRefusal = .notOnScreen }
        store.send(.tabSelected(tab: .lunch)) { $0.navigation.selected = .lunch; $0.lastRefusal = nil }
        store.send(.restaurantTapped(restaurant: "Chuy's")) { $0.navigation.updateStack(of: .lunch) { $0.screens = [.detail(restaurant: "Chuy's")] } }
        store.send(.restaurantTapped(restaurant: "Gloria's")) { $0.lastRefusal = .notOnScreen }
        store.finish()
    }

    func testInternetsStartsAtBottleRocketAndBrowses() throws {
        let store = TestStore(LunchFeature.self, state: LunchState())
        XCTAssertEqual(store.state.browser.current.url.text, "https://www.bottlerocketstudios.com")
        store.send(.tabSelected(tab: .internets)) { $0.navigation.selected = .internets }
        store.send(.browser(.loadFinished(entry: 1))) { $0.browser.updateEntry(1) { $0.status = .loaded } }
        let work = try XCTUnwrap(AddressText("https://www.bottlerocketstudios.com/work"))
        store.send(.browser(.addressSubmitted(address: "https://www.bottlerocketstudios.com/work"))) { $0.browser.push(work) }
        store.send(.browser(.backTapped)) { _ = $0.browser.move(by: -1) }
        XCTAssertEqual(store.state.browser.cursor, 0)
        XCTAssertEqual(store.state.browser.entries.map(\.requestCount), [2, 1])
        store.send(.browser(.addressSubmitted(address: "ftp://example.com"))) {
            $0.lastRefusal = .browser(refusal: .unsupportedAddress(address: "ftp://example.com"))
        }
        store.finish()
    }

    func testLayoutHasOneColumnWhenCompactAndTwoWhenRegular() {
        let store = TestStore(LunchFeature.self, state: LunchState())
        XCTAssertEqual(store.state.layout.columns, 1)
        store.send(.layoutChanged(sizeClass: .regular)) { $0.layout = LunchLayout(sizeClass: .regular) }
        XCTAssertEqual(store.state.layout.columns, 2)
        store.send(.layoutChanged(sizeClass: .compact)) { $0.layout = LunchLayout(sizeClass: .compact) }
        XCTAssertEqual(store.state.layout.columns, 1)
        store.finish()
    }
}
