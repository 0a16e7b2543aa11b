import ActionLog
import AppCoreTesting
import AppState
import Foundation
import Reducers
import XCTest

/// The test store must fail when a test's expectation is wrong: otherwise every reducer test
/// built on it could pass without checking anything.
final class TestStoreTests: XCTestCase {
    private var failures: [String] = []

    private func makeStore() -> TestStore<ShowcaseState, ShowcaseAction> {
        TestStore(ShowcaseFeature.self, state: ShowcaseFeature.namedInitialStates["launch"]!) { self.failures.append($0.message) }
    }

    func testAWrongExpectationFailsWithThePathThatDiffers() {
        let store = makeStore()
        store.send(.navigation(.tabSelected(tab: .browser))) { $0.navigation.selected = .favorites }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures[0].contains(#"~ navigation.selected: "favorites" → "browser""#), failures[0])
    }

    func testAMissingExpectationFails() {
        let store = makeStore()
        store.send(.navigation(.tabSelected(tab: .browser)))
        XCTAssertEqual(failures.count, 1)
    }

    func testUnassertedEffectsFailAtTheNextSendAndAtFinish() {
        let store = makeStore()
        store.send(.launched) { $0.favorites = Favorites(awaitingStored: true) }
        store.send(.modal(.presented(modal: .map))) { $0.modal.presented = .map }
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
        store.send(.modal(.presented(modal: .map))) { $0.modal.presented = .map }
        store.finish()
        XCTAssertEqual(failures, [])
    }

    func testAResultIsDecodedByTheFeatureAndAppliedLikeAnAction() {
        let store = makeStore()
        store.send(.launched) { $0.favorites = Favorites(awaitingStored: true) }
        store.receiveEffects([.load(key: "showcase.favorites")])
        store.receive(.loaded(key: "showcase.favorites", .success(Data(#"["swift"]"#.utf8)))) {
            $0.favorites = Favorites(["swift"])
        }
        store.finish()
        XCTAssertEqual(failures, [])
    }

    func testADroppedResultFails() {
        let store = makeStore()
        store.receive(.timerFired(id: "tick"))
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.contains("was dropped") == true, "\(failures)")
    }

    func testAReceivedResultIsCheckedAgainstTheActionItDecodesTo() {
        let store = makeStore()
        let stored = EffectResult.loaded(key: "showcase.favorites", .success(Data(#"["swift"]"#.utf8)))
        store.send(.launched) { $0.favorites = Favorites(awaitingStored: true) }
        store.receiveEffects([.load(key: "showcase.favorites")])
        store.receive(stored, decodedTo: .favorites(.restored(ids: ["swift"]))) { $0.favorites = Favorites(["swift"]) }
        XCTAssertEqual(failures, [])
        store.receive(stored, decodedTo: .favorites(.restored(ids: ["rust"])))
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.contains(#"expected favorites(AppState.FavoritesAction<AppState.ShowcaseItemID>.restored(ids: [rust]))"#) == true, "\(failures)")
        store.receive(.timerFired(id: "tick"), decodedTo: .favorites(.restored(ids: [])))
        XCTAssertEqual(failures.count, 2)
        XCTAssertTrue(failures.last?.contains("was dropped") == true, "\(failures)")
    }

    func testUnassertedEffectsFailAtFinishNamingThem() {
        let store = makeStore()
        store.send(.launched) { $0.favorites = Favorites(awaitingStored: true) }
        store.finish()
        XCTAssertEqual(failures, ["Unasserted effects before finishing: [AppState.Effect.load(key: showcase.favorites)]"])
    }

    func testLogSpelledStepsAreCheckedExactly() throws {
        let store = makeStore()
        try store.send(logged: #"{"launched":{}}"#, changes: [#"~ favorites: [] → {awaitingStored: true, ids: []}"#], effects: [
            #"{"load":{"key":"showcase.favorites"}}"#
        ])
        try store.receive(
            logged: #"{"loaded":{"key":"showcase.favorites","value":"[\"rust\"]"}}"#,
            decodedTo: #"{"favorites.restored":{"ids":["rust"]}}"#, changes: [#"~ favorites: {awaitingStored: true, ids: []} → ["rust"]"#],
            effects: [])
        XCTAssertEqual(failures, [])
        try store.send(logged: #"{"favorites.toggled":{"id":"elm"}}"#, changes: [#"+ favorites[1]: "elf""#], effects: [])
        XCTAssertEqual(failures.count, 2, "the wrong change and the unasserted write: \(failures)")
        XCTAssertTrue(failures.first?.hasPrefix(#"The state's changes were ["+ favorites[1]: \"elm\""]"#) == true, "\(failures)")
        try store.receive(logged: #"{"persisted":{"key":"showcase.favorites"}}"#, decodedTo: #"{"launched":{}}"#, changes: [], effects: [])
        XCTAssertEqual(failures.last, #"The result decoded to nothing (dropped), expected {"launched":{}}"#)
        XCTAssertThrowsError(try store.send(logged: #"{"nonsense":{}}"#, changes: [], effects: []))
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
        }, reportFailure: { self.failures.append($0.message) })
        store.send(.pushed(screen: "a")) { $0.screens = ["a"] }
        store.send(.popped) { $0.screens = [] }
        store.finish()
        XCTAssertEqual(failures, [])
    }
}
