import AppCoreTesting
import AppState
import Reducers
import XCTest

/// `exhaustivity = .off`: a test asserts only the part it is about, and must still fail when that
/// part is wrong. Lunch's launch changes three parts of the state and returns two effects.
final class TestStoreExhaustivityTests: XCTestCase {
    private var failures: [String] = []

    private func makeStore(_ exhaustivity: Exhaustivity) -> TestStore<LunchState, LunchAction> {
        let store = TestStore(LunchFeature.self, state: LunchState()) { self.failures.append($0.message) }
        store.exhaustivity = exhaustivity
        return store
    }

    func testOffAcceptsTheChangesAndEffectsLeftUnasserted() {
        do {
            let store = makeStore(.off)
            store.send(.launched) { $0.favorites = Favorites(awaitingStored: true) }
            store.send(.tabSelected(tab: .favorites)) { $0.navigation.selected = .favorites }
            store.send(.retryTapped)
            store.finish()
        }
        XCTAssertEqual(failures, [], "nothing fails, not even releasing the store with effects nobody asserted")
    }

    func testOffStillFailsAnAssertedChangeThatIsWrongNamingOnlyIt() {
        let store = makeStore(.off)
        store.send(.launched) { $0.favorites = Favorites(["Chuy's"]) }
        XCTAssertEqual(failures, [
            """
            State after launched differs from the expectation (− expected, + actual):
            ~ favorites: ["Chuy's"] → {awaitingStored: true, ids: []}
            """,
        ])
    }

    func testOnFailsTheSamePartialExpectationNamingWhatItLeftOut() {
        let store = makeStore(.on)
        store.send(.launched) { $0.favorites = Favorites(awaitingStored: true) }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.contains("~ feed: idle → loading") == true, "\(failures)")
        XCTAssertTrue(failures.first?.contains("feedRequestInFlight") == true, "\(failures)")
        XCTAssertFalse(failures.first?.contains("favorites") == true, "\(failures)")
    }

    func testOffChecksTheAssertedEffectsAmongOthersInOrder() {
        let store = makeStore(.off)
        store.send(.launched)
        store.receiveEffects([LunchSamples.feedRequest])
        XCTAssertEqual(failures, [])
        store.send(.launched)
        store.receiveEffects([LunchSamples.feedRequest, .load(key: "lunch.favorites")])
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.hasPrefix("Effects of the last input were [AppState.Effect.load") == true, "\(failures)")
        XCTAssertTrue(failures.first?.contains("expected among them [") == true, "\(failures)")
    }

    func testOnFailsAReleaseWithUnassertedEffectsAtTheLineThatMadeTheStore() {
        var lines: [UInt] = []
        let madeAt: UInt = #line + 1
        var store: TestStore? = TestStore(LunchFeature.self, state: LunchState()) { lines.append($0.line); self.failures.append($0.message) }
        store?.send(.launched) { $0.feed = .loading; $0.feedRequestInFlight = true; $0.favorites = Favorites(awaitingStored: true) }
        XCTAssertEqual(failures, [])
        store = nil
        XCTAssertEqual(lines, [madeAt])
        XCTAssertTrue(failures.first?.hasPrefix("Store released with unasserted effects: [AppState.Effect.load") == true, "\(failures)")
    }
}
