import ActionLog
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
            FavoritesReducer.reduce(&favorites, .toggled(3), storedUnder: "k"),
            [.persist(key: "k", value: Data("[3]".utf8))])
        XCTAssertEqual(
            FavoritesReducer.reduce(&favorites, .toggled(1), storedUnder: "k"),
            [.persist(key: "k", value: Data("[3,1]".utf8))])
    }

    func testIdsThatCannotBeEncodedAreNotStoredAndNeverErased() {
        var favorites = Favorites<Unencodable>()
        XCTAssertEqual(FavoritesReducer.reduce(&favorites, .toggled(Unencodable(value: 1)), storedUnder: "k"), [])
        XCTAssertEqual(favorites.ids.elements, [Unencodable(value: 1)])
    }
}
