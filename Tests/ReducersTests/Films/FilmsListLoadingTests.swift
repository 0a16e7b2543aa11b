import ActionLog
import AppCoreTesting
import AppState
import Reducers
import XCTest

/// `appeared`, `segmentSelected`, `retryTapped` and `listLoaded`: each list fetched once, then kept.
final class FilmsListLoadingTests: XCTestCase {
    private typealias TestData = FilmsTestData

    func testLaunchShowsTheUserListWithNothingFetched() throws {
        let launch = try TestData.launchState()
        XCTAssertEqual(launch.selectedList, .userRatings)
        XCTAssertEqual(launch.userRatings, FilmListState(content: .idle, scrollOffset: 0))
        XCTAssertEqual(launch.criticRatings, FilmListState(content: .idle, scrollOffset: 0))
        XCTAssertEqual(launch.settings.userRatingsURL.absoluteString, "https://films.example.com/Films-user.json")
        XCTAssertEqual(launch.settings.criticRatingsURL.absoluteString, "https://films.example.com/Films-critic.json")
        XCTAssertEqual(launch.images, [])
        XCTAssertEqual(launch.navigation, NavigationStack())
    }

    func testAppearedFetchesTheSelectedListOnce() throws {
        let store = TestStore(FilmsFeature.self, state: try TestData.launchState())
        store.send(.appeared) { $0.userRatings.content = .loading }
        store.receiveEffects([try TestData.userListRequest()])
        store.send(.appeared)
        store.receiveEffects([])
    }

    func testListsAreFetchedFromTheConfiguredAddresses() throws {
        let settings = FilmsSettings(
            userRatingsURL: try TestData.address("http://127.0.0.1:8080/user"),
            criticRatingsURL: try TestData.address("http://127.0.0.1:8080/critic"))
        let store = TestStore(FilmsFeature.self, state: FilmsState(settings: settings))
        store.send(.appeared) { $0.userRatings.content = .loading }
        store.receiveEffects([.http(HTTPRequest(id: "list:userRatings", url: try TestData.address("http://127.0.0.1:8080/user")))])
        store.send(.segmentSelected(list: .criticRatings)) {
            $0.selectedList = .criticRatings
            $0.criticRatings.content = .loading
        }
        store.receiveEffects([.http(HTTPRequest(id: "list:criticRatings", url: try TestData.address("http://127.0.0.1:8080/critic")))])
    }

    func testSwitchingFetchesTheOtherListOnceThenKeepsBoth() throws {
        let inception = try TestData.film(5, "Inception")
        let poster5 = try TestData.posterURL(5)
        let store = TestStore(FilmsFeature.self, state: try TestData.launchState())
        store.send(.segmentSelected(list: .criticRatings)) {
            $0.selectedList = .criticRatings
            $0.criticRatings.content = .loading
        }
        store.receiveEffects([try TestData.criticListRequest()])
        store.send(.listLoaded(list: .criticRatings, result: .success([inception]))) {
            $0.criticRatings.content = .loaded(value: FilmList(
                films: [inception], warnings: [.unexpectedCount(expected: 15, received: 1)]))
            $0.images = [FilmImageEntry(film: FilmID(5), url: poster5, image: .loading)]
        }
        store.receiveEffects([try TestData.posterRequest(5)])
        store.send(.segmentSelected(list: .userRatings)) {
            $0.selectedList = .userRatings
            $0.userRatings.content = .loading
        }
        store.receiveEffects([try TestData.userListRequest()])
        store.send(.segmentSelected(list: .criticRatings)) { $0.selectedList = .criticRatings }
        store.receiveEffects([])
        store.send(.segmentSelected(list: .criticRatings))
        store.finish()
    }

    func testAMalformedResponseIsKeptAsAnErrorAndRetryFetchesAgain() throws {
        let failure = LoadError.decoding(failure: DecodeFailure(path: "[3].name", reason: "missing"))
        let memento = try TestData.film(15, "Memento", hasPoster: false)
        let store = TestStore(FilmsFeature.self, state: try TestData.launchState())
        store.send(.appeared) { $0.userRatings.content = .loading }
        store.receiveEffects([try TestData.userListRequest()])
        store.send(.listLoaded(list: .userRatings, result: .failure(failure))) { $0.userRatings.content = .failed(error: failure) }
        store.receiveEffects([])
        store.send(.retryTapped(list: .userRatings)) { $0.userRatings.content = .loading }
        store.receiveEffects([try TestData.userListRequest()])
        store.send(.listLoaded(list: .userRatings, result: .success([memento]))) {
            $0.userRatings.content = .loaded(value: FilmList(
                films: [memento], warnings: [.unexpectedCount(expected: 15, received: 1)]))
            $0.images = [FilmImageEntry(film: FilmID(15), url: nil, image: .idle)]
        }
        store.receiveEffects([])
    }

    func testSelectingAFailedListDoesNotRetryByItself() throws {
        let store = TestStore(FilmsFeature.self, state: try TestData.launchState())
        store.send(.appeared) { $0.userRatings.content = .loading }
        store.receiveEffects([try TestData.userListRequest()])
        store.send(.listLoaded(list: .userRatings, result: .failure(.badStatus(status: 503)))) { $0.userRatings.content = .failed(error: .badStatus(status: 503)) }
        store.receiveEffects([])
        store.send(.segmentSelected(list: .userRatings))
        store.receiveEffects([])
    }

    func testRetryIsRefusedUnlessTheListFailed() throws {
        let store = TestStore(FilmsFeature.self, state: try TestData.launchState())
        store.send(.retryTapped(list: .userRatings)) { $0.lastRefusal = .nothingToRetry }
        store.receiveEffects([])
        store.send(.appeared) { $0.userRatings.content = .loading; $0.lastRefusal = nil }
        store.receiveEffects([try TestData.userListRequest()])
        store.send(.retryTapped(list: .userRatings)) { $0.lastRefusal = .nothingToRetry }
        store.receiveEffects([])
    }

    func testAResponseForAListThatIsNotLoadingIsDropped() throws {
        let store = TestStore(FilmsFeature.self, state: try TestData.launchState())
        store.send(.listLoaded(list: .criticRatings, result: .success([try TestData.film(16, "The Shawshank Redemption")])))
        store.receiveEffects([])
        store.send(.listLoaded(list: .userRatings, result: .failure(.http(error: .timedOut))))
        store.finish()
    }

    func testADuplicateFilmIsShownOnceAndReported() throws {
        let first = try TestData.film(7, "The Dark Knight")
        var copy = first
        copy.shortDescription = "A second copy."
        let memento = try TestData.film(15, "Memento")
        let poster7 = try TestData.posterURL(7), poster15 = try TestData.posterURL(15)
        let store = TestStore(FilmsFeature.self, state: try TestData.launchState())
        store.send(.appeared) { $0.userRatings.content = .loading }
        store.receiveEffects([try TestData.userListRequest()])
        store.send(.listLoaded(list: .userRatings, result: .success([first, memento, copy]))) {
            $0.userRatings.content = .loaded(value: FilmList(
                films: [first, memento],
                warnings: [.unexpectedCount(expected: 15, received: 3), .duplicateFilm(film: FilmID(7), index: 2)]))
            $0.images = [
                FilmImageEntry(film: FilmID(7), url: poster7, image: .loading),
                FilmImageEntry(film: FilmID(15), url: poster15, image: .loading),
            ]
        }
        store.receiveEffects([try TestData.posterRequest(7), try TestData.posterRequest(15)])
    }

    func testFifteenDistinctFilmsGiveNoWarningAndSixteenGiveOne() throws {
        let fifteen = try (1...15).map { try TestData.film($0, "Film \($0)", hasPoster: false) }
        XCTAssertEqual(FilmList(received: fifteen).warnings, [])
        let sixteen = try fifteen + [TestData.film(16, "Film 16", hasPoster: false)]
        let list = FilmList(received: sixteen)
        XCTAssertEqual(list.warnings, [.unexpectedCount(expected: 15, received: 16)])
        XCTAssertEqual(list.films.count, 16)
        XCTAssertEqual(FilmList(received: []).warnings, [.unexpectedCount(expected: 15, received: 0)])
    }
}
