import ActionLog
import AppCoreTesting
import AppState
import Foundation
import Reducers
import XCTest

final class ShowcaseFeatureTests: XCTestCase {
    private var launch: ShowcaseState { ShowcaseFeature.namedInitialStates["launch"]! }

    func testLaunchLoadsStoredFavorites() {
        let store = TestStore(ShowcaseFeature.self, state: launch)
        store.send(.launched) { $0.favorites = Favorites(awaitingStored: true) }
        store.receiveEffects([.load(key: "showcase.favorites")])
        store.send(.favorites(.restored(ids: ["swift", "elm"]))) { $0.favorites = Favorites(["swift", "elm"]) }
        store.receiveEffects([])
        store.finish()
    }

    func testTogglingAFavoritePersistsTheWholeOrderedList() {
        let store = TestStore(ShowcaseFeature.self, state: launch)
        store.send(.favorites(.toggled(id: "swift"))) { $0.favorites = Favorites(["swift"]) }
        store.receiveEffects([.persist(key: "showcase.favorites", value: Data(#"["swift"]"#.utf8))])
        store.send(.favorites(.toggled(id: "elm"))) { $0.favorites = Favorites(["swift", "elm"]) }
        store.receiveEffects([.persist(key: "showcase.favorites", value: Data(#"["swift","elm"]"#.utf8))])
        store.send(.favorites(.toggled(id: "swift"))) { $0.favorites = Favorites(["elm"]) }
        store.receiveEffects([.persist(key: "showcase.favorites", value: Data(#"["elm"]"#.utf8))])
        store.finish()
    }

    func testAFavoriteToggledBeforeTheRestoreIsKeptAfterTheStoredOnesAndTheMergeIsStored() {
        let store = TestStore(ShowcaseFeature.self, state: launch)
        store.send(.launched) { $0.favorites = Favorites(awaitingStored: true) }
        store.receiveEffects([.load(key: "showcase.favorites")])
        store.send(.favorites(.toggled(id: "swift"))) { $0.favorites = Favorites(["swift"], awaitingStored: true) }
        store.receiveEffects([])
        store.send(.favorites(.restored(ids: ["elm", "rust"]))) { $0.favorites = Favorites(["elm", "rust", "swift"]) }
        store.receiveEffects([.persist(key: "showcase.favorites", value: Data(#"["elm","rust","swift"]"#.utf8))])
        store.finish()
    }

    func testAFavoriteToggledBeforeTheRestoreThatWasStoredStaysInItsStoredPlace() {
        let store = TestStore(ShowcaseFeature.self, state: launch)
        store.send(.launched) { $0.favorites = Favorites(awaitingStored: true) }
        store.receiveEffects([.load(key: "showcase.favorites")])
        store.send(.favorites(.toggled(id: "rust"))) { $0.favorites = Favorites(["rust"], awaitingStored: true) }
        store.receiveEffects([])
        store.send(.favorites(.restored(ids: ["elm", "rust"]))) { $0.favorites = Favorites(["elm", "rust"]) }
        store.receiveEffects([])
        store.finish()
    }

    func testStoredFavoritesBecomeActions() {
        XCTAssertEqual(
            ShowcaseFeature.action(for: .loaded(key: "showcase.favorites", .success(Data(#"["a","b"]"#.utf8)))),
            .favorites(.restored(ids: ["a", "b"])))
        XCTAssertEqual(ShowcaseFeature.action(for: .loaded(key: "showcase.favorites", .success(nil))), .favorites(.restored(ids: [])))
        XCTAssertEqual(
            ShowcaseFeature.action(for: .loaded(key: "showcase.favorites", .success(Data(#"{"a":1}"#.utf8)))),
            .favoritesRestoreFailed(reason: "stored favorites: (root): expected Array<Any>"))
        XCTAssertEqual(
            ShowcaseFeature.action(for: .loaded(key: "showcase.favorites", .failure(.io("disk full")))),
            .favoritesReadFailed(reason: "io(\"disk full\")"), "storage could not be read: what it holds is kept")
        XCTAssertNil(ShowcaseFeature.action(for: .loaded(key: "other", .success(nil))))
        XCTAssertNil(ShowcaseFeature.action(for: .persisted(key: "showcase.favorites", error: nil)))
        XCTAssertEqual(
            ShowcaseFeature.action(for: .persisted(key: "showcase.favorites", error: .io("disk full"))),
            .favoritesWriteFailed(reason: "io(\"disk full\")"), "a write that failed: storage keeps what it held")
    }

    func testACorruptStoreIsReportedAndTheNextToggleClearsIt() {
        let store = TestStore(ShowcaseFeature.self, state: launch)
        store.send(.launched) { $0.favorites.awaitStored() }
        store.receiveEffects([.load(key: "showcase.favorites")])
        store.send(.favoritesRestoreFailed(reason: "stored favorites: (root): not valid JSON")) {
            $0.restoreError = "stored favorites: (root): not valid JSON"
            $0.favorites.stopAwaitingStored()
        }
        store.send(.favorites(.toggled(id: "a"))) {
            $0.restoreError = nil
            $0.favorites = Favorites(["a"])
        }
        store.receiveEffects([.persist(key: "showcase.favorites", value: Data(#"["a"]"#.utf8))])
        store.finish()
    }
}

extension ShowcaseFeatureTests {
    func testLaunchStateStartsOnHomeWithTheBrowserAtSwiftOrg() {
        XCTAssertEqual(launch.navigation.selected, .home)
        XCTAssertEqual(launch.browser.current.url.text, "https://www.swift.org")
        XCTAssertEqual(launch.favorites.ids.elements, [])
    }
}
