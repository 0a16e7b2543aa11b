import ActionLog
import AppState
import Foundation
import Reducers
import XCTest

/// The test store must fail when a test's expectation is wrong: otherwise every reducer test
/// built on it could pass without checking anything.
final class TestStoreTests: XCTestCase {
    private var failures: [String] = []

    private func makeStore() -> TestStore<ShowcaseState, ShowcaseAction> {
        TestStore(ShowcaseFeature.self, state: ShowcaseFeature.namedInitialStates["launch"]!) { message, _, _ in
            self.failures.append(message)
        }
    }

    func testAWrongExpectationFailsWithThePathThatDiffers() {
        let store = makeStore()
        store.send(.navigation(.tabSelected(.browser))) { $0.navigation.selected = .favorites }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures[0].contains(#"~ navigation.selected: "favorites" → "browser""#), failures[0])
    }

    func testAMissingExpectationFails() {
        let store = makeStore()
        store.send(.navigation(.tabSelected(.browser)))
        XCTAssertEqual(failures.count, 1)
    }

    func testUnassertedEffectsFailAtTheNextSendAndAtFinish() {
        let store = makeStore()
        store.send(.launched) { $0.favorites = Favorites(awaitingStored: true) }
        store.send(.modal(.presented(.map))) { $0.modal.presented = .map }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.hasPrefix("Unasserted effects before sending modal(") == true, "\(failures)")
        XCTAssertTrue(failures.first?.contains("load(key: showcase.favorites)") == true, "\(failures)")
        store.send(.launched) { $0.favorites = Favorites(awaitingStored: true) }
        store.finish()
        XCTAssertEqual(failures.count, 2)
    }

    func testWrongEffectsFail() {
        let store = makeStore()
        store.send(.launched) { $0.favorites = Favorites(awaitingStored: true) }
        store.receiveEffects([])
        XCTAssertEqual(failures.count, 1)
        store.finish()
        XCTAssertEqual(failures.count, 1, "asserted effects, even wrongly, are not reported twice")
    }

    func testACorrectRunReportsNothing() {
        let store = makeStore()
        store.send(.launched) { $0.favorites = Favorites(awaitingStored: true) }
        store.receiveEffects([.load(key: "showcase.favorites")])
        store.send(.modal(.presented(.map))) { $0.modal.presented = .map }
        store.finish()
        XCTAssertEqual(failures, [])
    }

    func testAResultIsDecodedByTheFeatureAndAppliedLikeAnAction() {
        let store = makeStore()
        // The read the launch asks for: a stored list nobody waits for is dropped.
        store.send(.launched) { $0.favorites.awaitStored() }
        store.receiveEffects([.load(key: "showcase.favorites")])
        store.receive(.loaded(key: "showcase.favorites", .success(Data(#"["swift"]"#.utf8)))) {
            $0.favorites = Favorites(["swift"])
        }
        store.finish()
        XCTAssertEqual(failures, [])
    }

    func testADroppedResultFails() {
        let store = makeStore()
        store.receive(.timerFired("tick"))
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.contains("was dropped") == true, "\(failures)")
    }

    func testAStoreReleasedWithUnassertedEffectsFails() {
        do {
            let store = makeStore()
            store.send(.launched) { $0.favorites = Favorites(awaitingStored: true) }
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.hasPrefix("Store released with unasserted effects") == true, "\(failures)")
    }

    func testAnyReducerCanBeDriven() {
        let store = TestStore(state: NavigationStack<String>(), reducer: { stack, action in
            _ = NavigationStackReducer.reduce(&stack, action)
            return []
        }, reportFailure: { message, _, _ in self.failures.append(message) })
        store.send(.pushed("a")) { $0.screens = ["a"] }
        store.send(.popped) { $0.screens = [] }
        store.finish()
        XCTAssertEqual(failures, [])
    }
}
