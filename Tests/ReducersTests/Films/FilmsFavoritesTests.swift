import ActionLog
import AppCoreTesting
import AppState
import Reducers
import XCTest

/// `heartTapped`, `rowTapped` and `returnedToList`: one favorite per film identity, seen on both
/// lists and on the details.
final class FilmsFavoritesTests: XCTestCase {
    private typealias TestData = FilmsTestData

    /// Both real lists loaded, posters requested, the user list showing.
    private func storeWithBothRealLists() throws -> TestStore<FilmsState, FilmsAction> {
        var state = try TestData.launchState()
        state.userRatings.content = .loading
        state.criticRatings.content = .loading
        _ = FilmsFeature.reduce(&state, .listLoaded(list: .userRatings, result: .success(try TestData.fixtureFilms("Films-user.json"))))
        _ = FilmsFeature.reduce(&state, .listLoaded(list: .criticRatings, result: .success(try TestData.fixtureFilms("Films-critic.json"))))
        return TestStore(FilmsFeature.self, state: state)
    }

    func testTheDarkKnightIsOneIdentityAcrossTheRealLists() throws {
        let user = try TestData.fixtureFilms("Films-user.json")
        let critic = try TestData.fixtureFilms("Films-critic.json")
        let inUser = try XCTUnwrap(user.first { $0.title == "The Dark Knight" })
        let inCritic = try XCTUnwrap(critic.first { $0.title == "The Dark Knight" })
        XCTAssertEqual(inUser.id, FilmID(7))
        XCTAssertEqual(inCritic.id, FilmID(7))
        XCTAssertEqual(inUser, inCritic)
        XCTAssertEqual(user.firstIndex(of: inUser), 6)
        XCTAssertEqual(critic.firstIndex(of: inCritic), 3)

        let shared = user.map(\.id).filter { id in critic.contains { $0.id == id } }
        XCTAssertEqual(shared, [FilmID(5), FilmID(7), FilmID(12), FilmID(13), FilmID(14)])
        for id in shared {
            XCTAssertEqual(user.first { $0.id == id }, critic.first { $0.id == id }, "film \(id) differs between lists")
        }
        let titlesOnlyInOneList = Set(user.map(\.title)).symmetricDifference(critic.map(\.title)).count
        XCTAssertEqual(titlesOnlyInOneList, 20, "the same title under two ids would merge films")

        let store = try storeWithBothRealLists()
        store.send(.heartTapped(film: FilmID(7))) { $0.favorites = Favorites([FilmID(7)]) }
        store.receiveEffects([])
        let userList = try XCTUnwrap(store.state.userRatings.content.value)
        let criticList = try XCTUnwrap(store.state.criticRatings.content.value)
        XCTAssertEqual(userList.films.filter { store.state.isFavorite($0.id) }.map(\.title), ["The Dark Knight"])
        XCTAssertEqual(criticList.films.filter { store.state.isFavorite($0.id) }.map(\.title), ["The Dark Knight"])
    }

    func testAHeartTogglesAndFavoritesKeepTheOrderTheyWereAddedIn() throws {
        let store = try storeWithBothRealLists()
        store.send(.segmentSelected(list: .criticRatings)) { $0.selectedList = .criticRatings }
        store.send(.heartTapped(film: FilmID(16))) { $0.favorites = Favorites([FilmID(16)]) }
        store.send(.segmentSelected(list: .userRatings)) { $0.selectedList = .userRatings }
        store.send(.heartTapped(film: FilmID(1))) { $0.favorites = Favorites([FilmID(16), FilmID(1)]) }
        store.send(.heartTapped(film: FilmID(16))) { $0.lastRefusal = .notOnScreen }
        store.send(.segmentSelected(list: .criticRatings)) { $0.selectedList = .criticRatings; $0.lastRefusal = nil }
        store.send(.heartTapped(film: FilmID(16))) { $0.favorites = Favorites([FilmID(1)]) }
        store.finish()
    }

    /// Found by the random sessions: hearts and rows are on screen only where the seed puts them
    /// (a row's heart in the list shown, the details interface's heart for its film); the details
    /// interface covers the list and its segmented control.
    func testTapsOnWhatTheScreenDoesNotShowAreRefused() throws {
        let store = try storeWithBothRealLists()
        store.send(.rowTapped(film: FilmID(16))) { $0.lastRefusal = .notOnScreen }
        store.send(.rowTapped(film: FilmID(15))) { $0.navigation.screens = [.details(film: FilmID(15))]; $0.lastRefusal = nil }
        store.send(.rowTapped(film: FilmID(12))) { $0.lastRefusal = .notOnScreen }
        store.send(.heartTapped(film: FilmID(3)))
        store.send(.segmentSelected(list: .criticRatings))
        store.send(.heartTapped(film: FilmID(15))) { $0.favorites = Favorites([FilmID(15)]); $0.lastRefusal = nil }
        store.finish()
    }

    func testAHeartForAFilmInNoListIsRefused() throws {
        let store = TestStore(FilmsFeature.self, state: try TestData.launchState())
        store.send(.heartTapped(film: FilmID(7))) { $0.lastRefusal = .notOnScreen }
        store.receiveEffects([])
        let loaded = try storeWithBothRealLists()
        loaded.send(.heartTapped(film: FilmID(26))) { $0.lastRefusal = .notOnScreen }
        loaded.finish()
    }

    func testADetailsHeartTogglesTheSameFavoriteSeenOnBothLists() throws {
        let store = try storeWithBothRealLists()
        store.send(.heartTapped(film: FilmID(7))) { $0.favorites = Favorites([FilmID(7)]) }
        store.send(.segmentSelected(list: .criticRatings)) { $0.selectedList = .criticRatings }
        store.receiveEffects([])
        XCTAssertTrue(store.state.isFavorite(FilmID(7)))
        store.send(.rowTapped(film: FilmID(7))) { $0.navigation = NavigationStack(screens: [.details(film: FilmID(7))]) }
        store.receiveEffects([])
        XCTAssertEqual(store.state.filmShown?.title, "The Dark Knight")
        XCTAssertEqual(store.state.filmShown?.longDescription.count, 587)
        store.send(.heartTapped(film: FilmID(7))) { $0.favorites = Favorites() }
        store.receiveEffects([])
        store.send(.returnedToList(via: .button)) { $0.navigation = NavigationStack() }
        store.receiveEffects([])
        XCTAssertFalse(store.state.isFavorite(FilmID(7)))
        XCTAssertEqual(store.state.selectedList, .criticRatings)
    }

    func testARowForAFilmInNoListOpensNothing() throws {
        let store = try storeWithBothRealLists()
        store.send(.rowTapped(film: FilmID(26))) { $0.lastRefusal = .notOnScreen }
        store.receiveEffects([])
        XCTAssertNil(store.state.filmShown)
    }

    func testReturnWithNoDetailsShowingIsRefused() throws {
        let store = TestStore(FilmsFeature.self, state: try TestData.launchState())
        store.send(.returnedToList(via: .button)) { $0.lastRefusal = .navigation(refusal: .nothingToPop) }
        store.receiveEffects([])
    }
}
