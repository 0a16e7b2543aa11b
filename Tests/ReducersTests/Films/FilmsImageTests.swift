import ActionLog
import AppCoreTesting
import AppState
import Reducers
import XCTest

/// `imageLoaded`, and the poster requests `listLoaded` returns: one per film, none for a missing
/// address, none again for a film already received in the other list.
final class FilmsImageTests: XCTestCase {
    private typealias TestData = FilmsTestData

    /// A store whose user list holds Inception (with a poster) and Memento (without one).
    private func storeWithUserList() throws -> TestStore<FilmsState, FilmsAction> {
        let inception = try TestData.film(5, "Inception")
        let memento = try TestData.film(15, "Memento", hasPoster: false)
        var state = try TestData.launchState()
        state.userRatings.content = .loading
        _ = FilmsFeature.reduce(&state, .listLoaded(list: .userRatings, result: .success([inception, memento])))
        return TestStore(FilmsFeature.self, state: state)
    }

    func testAMissingPosterIsAPlaceholderAndIsNeverRequested() throws {
        let inception = try TestData.film(5, "Inception")
        let memento = try TestData.film(15, "Memento", hasPoster: false)
        let poster5 = try TestData.posterURL(5)
        let store = TestStore(FilmsFeature.self, state: try TestData.launchState())
        store.send(.appeared) { $0.userRatings.content = .loading }
        store.receiveEffects([try TestData.userListRequest()])
        store.send(.listLoaded(list: .userRatings, result: .success([inception, memento]))) {
            $0.userRatings.content = .loaded(value: FilmList(
                films: [inception, memento], warnings: [.unexpectedCount(expected: 15, received: 2)]))
            $0.images = [
                FilmImageEntry(film: FilmID(5), url: poster5, image: .loading),
                FilmImageEntry(film: FilmID(15), url: nil, image: .idle),
            ]
        }
        store.receiveEffects([try TestData.posterRequest(5)])
        XCTAssertEqual(store.state.image(of: FilmID(15)), .idle)
    }

    func testALoadedPosterKeepsItsFactsNotItsPixels() throws {
        let store = try storeWithUserList()
        store.send(.imageLoaded(film: FilmID(5), url: try TestData.posterURL(5), result: .success(TestData.poster))) {
            $0.images[0].image = .loaded(value: TestData.poster)
        }
        store.receiveEffects([])
        XCTAssertEqual(store.state.image(of: FilmID(5)), .loaded(value: TestData.poster))
    }

    func testAFailedPosterIsKeptAsItsError() throws {
        let store = try storeWithUserList()
        store.send(.imageLoaded(film: FilmID(5), url: try TestData.posterURL(5), result: .failure(.badStatus(status: 404)))) {
            $0.images[0].image = .failed(error: .badStatus(status: 404))
        }
        store.receiveEffects([])
    }

    func testAPosterForAnotherAddressOrAnUnknownFilmIsDropped() throws {
        let store = try storeWithUserList()
        store.send(.imageLoaded(film: FilmID(5), url: try TestData.posterURL(99), result: .success(TestData.poster)))
        store.receiveEffects([])
        store.send(.imageLoaded(film: FilmID(99), url: try TestData.posterURL(99), result: .success(TestData.poster)))
        store.receiveEffects([])
        store.send(.imageLoaded(film: FilmID(15), url: try TestData.posterURL(15), result: .success(TestData.poster)))
        store.finish()
    }

    func testAPosterAlreadyLoadedIsNotReplacedByALateResult() throws {
        let store = try storeWithUserList()
        store.send(.imageLoaded(film: FilmID(5), url: try TestData.posterURL(5), result: .success(TestData.poster))) {
            $0.images[0].image = .loaded(value: TestData.poster)
        }
        store.send(.imageLoaded(film: FilmID(5), url: try TestData.posterURL(5), result: .failure(.notAnImage)))
        store.finish()
    }

    func testAFilmInBothListsIsRequestedOnce() throws {
        let inception = try TestData.film(5, "Inception")
        let shawshank = try TestData.film(16, "The Shawshank Redemption")
        let poster16 = try TestData.posterURL(16)
        let store = try storeWithUserList()
        store.send(.segmentSelected(list: .criticRatings)) {
            $0.selectedList = .criticRatings
            $0.criticRatings.content = .loading
        }
        store.receiveEffects([try TestData.criticListRequest()])
        store.send(.listLoaded(list: .criticRatings, result: .success([shawshank, inception]))) {
            $0.criticRatings.content = .loaded(value: FilmList(
                films: [shawshank, inception], warnings: [.unexpectedCount(expected: 15, received: 2)]))
            $0.images.append(FilmImageEntry(film: FilmID(16), url: poster16, image: .loading))
        }
        store.receiveEffects([try TestData.posterRequest(16)])
    }

    func testAFilmWhosePosterAddressChangedIsRequestedAgain() throws {
        var inception = try TestData.film(5, "Inception")
        inception.imageURL = try TestData.poster("https://posters.example.com/inception-2.jpg")
        let newPoster = try TestData.poster("https://posters.example.com/inception-2.jpg")
        let store = try storeWithUserList()
        store.send(.segmentSelected(list: .criticRatings)) {
            $0.selectedList = .criticRatings
            $0.criticRatings.content = .loading
        }
        store.receiveEffects([try TestData.criticListRequest()])
        store.send(.listLoaded(list: .criticRatings, result: .success([inception]))) {
            $0.criticRatings.content = .loaded(value: FilmList(
                films: [inception], warnings: [.unexpectedCount(expected: 15, received: 1)]))
            $0.images[0] = FilmImageEntry(film: FilmID(5), url: newPoster, image: .loading)
        }
        store.receiveEffects([.loadImage(id: "image:5", url: newPoster)])
    }
}
