import ActionLog
import AppState
import Reducers
import XCTest

/// Favorites last for a session only: nothing is ever persisted, and a relaunch starts with none.
final class FilmsPersistenceTests: XCTestCase {
    func testALaunchStartsWithNoFavoritesAndReadsNothingFromStorage() throws {
        let launch = try FilmsTestData.launchState()
        XCTAssertEqual(launch.favorites, Favorites())
        XCTAssertEqual(FilmsFeature.namedInitialStates.keys.sorted(), ["launch", "launchFromFiles"])
        XCTAssertEqual(FilmsFeature.namedInitialStates["launchFromFiles"]?.favorites, Favorites())
        XCTAssertNil(FilmsFeature.action(for: .loaded(key: "favorites", .success(Data("[7]".utf8)))))
        XCTAssertNil(FilmsFeature.action(for: .persisted(key: "favorites", error: nil)))
    }

    func testNoActionReturnsAPersistOrLoadEffectAndARelaunchHasNoFavorites() throws {
        let user = try FilmsTestData.fixtureFilms("Films-user.json")
        let critic = try FilmsTestData.fixtureFilms("Films-critic.json")
        let url = try FilmsTestData.poster("https://images-na.ssl-images-amazon.com/poster.jpg")
        let actions: [FilmsAction] = [
            .appeared, .listLoaded(list: .userRatings, result: .success(user)),
            .imageLoaded(film: FilmID(1), url: url, result: .success(FilmsTestData.poster)),
            .segmentSelected(list: .criticRatings), .listLoaded(list: .criticRatings, result: .failure(.badStatus(status: 500))),
            .retryTapped(list: .criticRatings), .listLoaded(list: .criticRatings, result: .success(critic)),
            .listScrolled(list: .criticRatings, offset: 200), .heartTapped(film: FilmID(7)), .heartTapped(film: FilmID(16)),
            .rowTapped(film: FilmID(7)), .heartTapped(film: FilmID(7)), .heartTapped(film: FilmID(7)), .returnedToList(via: .button),
        ]
        var state = try FilmsTestData.launchState()
        var effects: [Effect] = []
        for action in actions { effects += FilmsFeature.reduce(&state, action) }

        XCTAssertEqual(state.favorites, Favorites([FilmID(16), FilmID(7)]))
        XCTAssertEqual(effects.count, 28, "3 list fetches (one a retry), 15 + 10 posters (shared films once)")
        let storage = effects.filter {
            switch $0 {
            case .persist, .load: true
            default: false
            }
        }
        XCTAssertEqual(storage, [])
        XCTAssertEqual(try FilmsTestData.launchState().favorites, Favorites())
    }
}
