import AppCoreTesting
import AppState
import Foundation
import Reducers
import XCTest

/// A test an app team writes about one thing, favorites, with exhaustivity off: the feed, the
/// images and the navigation change too, and are left to other tests.
final class LunchFavoritesTests: XCTestCase {
    /// The real feed the Lunch app shows (a copy of AppCore's `Fixtures/lunch/restaurants.json`).
    private func realFeed() throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("restaurants.json"))
    }

    func testAHeartedRestaurantFromTheRealFeedIsAFavorite() throws {
        let store = TestStore(LunchFeature.self, state: LunchState())
        store.exhaustivity = .off
        store.send(.launched)
        store.receive(.loaded(key: "lunch.favorites", .success(nil))) { $0.favorites = Favorites() }
        store.receive(.http(id: "feed", .success(HTTPResponse(status: 200, body: try realFeed()))))

        // The second restaurant of the real feed.
        let pappadeaux: RestaurantID = "Pappadeaux Seafood Kitchen"
        store.send(.restaurantTapped(restaurant: pappadeaux))
        store.send(.heartTapped(restaurant: pappadeaux)) { $0.favorites = Favorites([pappadeaux]) }
        store.finish()

        XCTAssertEqual(store.state.favoriteRestaurants.map(\.name), ["Pappadeaux Seafood Kitchen"])
    }
}
