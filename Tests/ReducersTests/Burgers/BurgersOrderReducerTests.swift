import ActionLog
import AppCoreTesting
import AppState
import Foundation
import Reducers
import XCTest

/// Notes, buying, the alert queue, and orders that fail.
final class BurgersOrderReducerTests: XCTestCase {
    private typealias D = BurgersTestData
    private let notEnough = OrderError.rejected(message: "Sorry. You appear to not have enough BTC.")

    func testBurgerTappedShowsItsNotes() {
        let store = TestStore(BurgersFeature.self, state: D.showingFeed())
        store.send(.burgerTapped(burger: 2)) {
            $0.alerts = [.notes(name: "Diner Burger", notes: "We periodically send spies to Earth to bring this delicacy back to Coffee Port.")]
        }
        XCTAssertEqual(store.state.presentedAlert?.title, "Diner Burger")
        store.send(.burgerTapped(burger: 99))
        store.send(.alertDismissed) { $0.alerts = [] }
        store.send(.alertDismissed)
        store.finish()
    }

    func testBuyTappedPostsIdAndIntegerPriceAndDisablesTheButton() {
        let store = TestStore(BurgersFeature.self, state: D.showingFeed())
        store.send(.buyTapped(burger: 2)) { $0.ordersInFlight = [PendingOrder(id: 2, name: "Diner Burger", bitcoin: 750)] }
        store.receiveEffects([D.orderRequest(id: 2, bitcoin: 750)])
        XCTAssertEqual(store.state.promotedRows.map(\.buyButton), [.ordering])
        XCTAssertEqual(store.state.regularRows.map(\.buyButton), [.enabled])
        store.send(.buyTapped(burger: 2))
        store.receiveEffects([])
        store.finish()
    }

    func testOrderRequestBodyIsExactly() {
        var state = D.showingFeed()
        _ = BurgersFeature.reduce(&state, .buyTapped(burger: 1))
        let effects = BurgersFeature.reduce(&state, .buyTapped(burger: 2))
        guard case .http(let request)? = effects.first else { return XCTFail("expected an HTTP effect") }
        XCTAssertEqual(request.method, .post)
        XCTAssertEqual(request.url.absoluteString, "http://coffeeport.test/burgers/")
        XCTAssertEqual(request.body, #"{"id":2,"bitcoin":750}"#)
        XCTAssertEqual(state.ordersInFlight.map(\.id), [1, 2])
    }

    func testBuyTappedOfflineOrForAnUnknownBurgerSendsNothing() {
        let store = TestStore(BurgersFeature.self, state: D.showingFeed(connectivity: .offline))
        store.send(.buyTapped(burger: 2))
        store.receiveEffects([])
        store.send(.buyTapped(burger: 42))
        store.receiveEffects([])
        store.finish()
    }

    func testOrderPlacedShowsTheCongratulationsAndReenablesTheButton() {
        var state = D.showingFeed()
        state.ordersInFlight = [PendingOrder(id: 2, name: "Diner Burger", bitcoin: 750)]
        let store = TestStore(BurgersFeature.self, state: state)
        store.send(.orderAnswered(burger: 2, result: .success(OrderConfirmation(message: "Order placed.")))) {
            $0.ordersInFlight = []
            $0.alerts = [.orderPlaced(name: "Diner Burger", confirmation: OrderConfirmation(message: "Order placed."))]
        }
        XCTAssertEqual(store.state.presentedAlert?.title, "Excellent choice!")
        XCTAssertEqual(store.state.promotedRows.map(\.buyButton), [.enabled])
        store.finish()
    }

    func testRejectedOrderShowsTheServersMessage() {
        var state = D.showingFeed()
        state.ordersInFlight = [PendingOrder(id: 1, name: "Seitan Burger", bitcoin: 599)]
        let store = TestStore(BurgersFeature.self, state: state)
        store.send(.orderAnswered(burger: 1, result: .failure(notEnough))) {
            $0.ordersInFlight = []
            $0.alerts = [.orderFailed(name: "Seitan Burger", error: notEnough)]
        }
        XCTAssertEqual(store.state.presentedAlert?.message, "Sorry. You appear to not have enough BTC.")
        XCTAssertEqual(store.state.regularRows.map(\.buyButton), [.enabled])
        store.finish()
    }

    func testOutcomesQueueBehindAnAlertAlreadyShown() {
        var state = D.showingFeed()
        state.alerts = [.notes(name: "Seitan Burger", notes: "n")]
        state.ordersInFlight = [PendingOrder(id: 2, name: "Diner Burger", bitcoin: 750)]
        let store = TestStore(BurgersFeature.self, state: state)
        store.send(.orderAnswered(burger: 2, result: .failure(.badStatus(status: 500, message: nil)))) {
            $0.ordersInFlight = []
            $0.alerts.append(.orderFailed(name: "Diner Burger", error: .badStatus(status: 500, message: nil)))
        }
        store.send(.alertDismissed) { $0.alerts = [.orderFailed(name: "Diner Burger", error: .badStatus(status: 500, message: nil))] }
        store.finish()
    }

    func testAnswerForNoOrderInFlightIsIgnored() {
        let store = TestStore(BurgersFeature.self, state: D.showingFeed())
        store.send(.orderAnswered(burger: 2, result: .success(OrderConfirmation(message: "Order placed."))))
        store.finish()
    }

    func testOrderLostWithTheConnectionIsNotRetried() {
        var state = D.showingFeed()
        state.ordersInFlight = [PendingOrder(id: 2, name: "Diner Burger", bitcoin: 750)]
        let store = TestStore(BurgersFeature.self, state: state)
        store.send(.connectivityChanged(connectivity: .offline, at: D.time(plusSeconds: 1))) {
            $0.connectivity = .offline
            $0.now = D.time(plusSeconds: 1)
        }
        store.receiveEffects([])
        XCTAssertEqual(store.state.promotedRows.map(\.buyButton), [.ordering])
        let lost = OrderError.transport(reason: .unreachable(reason: "The network connection was lost."))
        store.send(.orderAnswered(burger: 2, result: .failure(lost))) {
            $0.ordersInFlight = []
            $0.alerts = [.orderFailed(name: "Diner Burger", error: lost)]
            $0.serverReachable = false
        }
        XCTAssertEqual(store.state.promotedRows.map(\.buyButton), [.offline])
        store.send(.connectivityChanged(connectivity: .online, at: D.time(plusSeconds: 30))) {
            $0.connectivity = .online
            $0.serverReachable = true
            $0.now = D.time(plusSeconds: 30)
            $0.fetch = .loading(since: D.time(plusSeconds: 30))
        }
        store.receiveEffects([D.feedRequest()])
        store.finish()
    }
}
