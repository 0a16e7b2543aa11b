import ActionLog
import AppCoreTesting
import AppState
import Foundation
import Reducers
import XCTest

/// The effects that store favorites for the features that keep them across launches.
final class FavoritesPersistenceTests: XCTestCase {
    /// An id whose encoding always fails.
    private struct Unencodable: Hashable, Codable, Sendable {
        struct Refused: Error {}
        var value: Int
        func encode(to encoder: any Encoder) throws { throw Refused() }
    }

    func testEachToggleStoresTheWholeListInOrder() {
        var favorites = Favorites<Int>()
        XCTAssertEqual(
            FavoritesReducer.reduce(&favorites, .toggled(id: 3), storedUnder: "k"),
            [.persist(key: "k", value: Data("[3]".utf8))])
        XCTAssertEqual(
            FavoritesReducer.reduce(&favorites, .toggled(id: 1), storedUnder: "k"),
            [.persist(key: "k", value: Data("[3,1]".utf8))])
    }

    /// String-backed ids are written straight, without `Codable`: as the bare JSON strings.
    func testStringBackedIdsAreStoredAsBareStrings() {
        var favorites = Favorites<ShowcaseItemID>()
        _ = FavoritesReducer.reduce(&favorites, .toggled(id: "Chuy's"), storedUnder: "k")
        XCTAssertEqual(
            FavoritesReducer.reduce(&favorites, .toggled(id: #"say "hi""#), storedUnder: "k"),
            [.persist(key: "k", value: Data(#"["Chuy's","say \"hi\""]"#.utf8))])
    }

    func testIdsThatCannotBeEncodedAreNotStoredAndNeverErased() {
        var favorites = Favorites<Unencodable>()
        XCTAssertEqual(FavoritesReducer.reduce(&favorites, .toggled(id: Unencodable(value: 1)), storedUnder: "k"), [])
        XCTAssertEqual(favorites.ids.elements, [Unencodable(value: 1)])
    }

    /// Issue 23: stored favorites that could not be read are never written over. The next heart
    /// reads them again; the restore merges them with the heart and stores the merge.
    func testAFailedReadKeepsTheStoredFavoritesAndTheNextHeartReadsThemAgain() throws {
        let key: StorageKey = "showcase.favorites"
        let store = TestStore(ShowcaseFeature.self, state: try XCTUnwrap(ShowcaseFeature.namedInitialStates["launch"]))
        store.send(.launched) { $0.favorites = Favorites(awaitingStored: true) }
        store.receiveEffects([.load(key: key)])
        store.receive(.loaded(key: key, .failure(.io("device locked")))) {
            $0.favorites = Favorites(storedUnread: true)
            $0.restoreError = "io(\"device locked\")"
        }
        store.receiveEffects([])
        store.send(.favorites(.toggled(id: "swift"))) {
            $0.favorites = Favorites(["swift"], awaitingStored: true, storedUnread: true)
            $0.restoreError = nil
        }
        store.receiveEffects([.load(key: key)])
        store.receive(.loaded(key: key, .success(Data(#"["rust","elm"]"#.utf8)))) { $0.favorites = Favorites(["rust", "elm", "swift"]) }
        store.receiveEffects([.persist(key: key, value: Data(#"["rust","elm","swift"]"#.utf8))])
        store.finish()
    }

    /// A stored value that is not a list of ids holds nothing to keep: hearts are stored over it.
    func testAnUnreadableStoredValueIsWrittenOver() throws {
        var favorites = Favorites<String>(awaitingStored: true)
        XCTAssertEqual(FavoritesReducer.answered(&favorites, .unusable, storedUnder: "k"), [])
        XCTAssertEqual(
            FavoritesReducer.reduce(&favorites, .toggled(id: "swift"), storedUnder: "k"), [.persist(key: "k", value: Data(#"["swift"]"#.utf8))])
    }

    /// An answer of storage nobody waits for (late, twice, or never asked for) changes nothing,
    /// whatever it says: the same rule for every app that stores favorites.
    func testAnAnswerNobodyWaitsForIsDropped() {
        for answer: StoredFavorites<String> in [.ids(["rust"]), .unusable, .unread] {
            var favorites = Favorites<String>(["swift"])
            XCTAssertNil(FavoritesReducer.answered(&favorites, answer, storedUnder: "k"))
            XCTAssertEqual(favorites, Favorites(["swift"]))
        }
    }
}
