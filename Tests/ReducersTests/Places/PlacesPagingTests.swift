import ActionLog
import AppState
import Reducers
import XCTest

/// Pages: the next page as the end comes near, at most 25 places, each place once, refresh, and
/// answers that arrive for a request that is no longer the pending one.
final class PlacesPagingTests: XCTestCase {
    typealias S = PlacesTestSupport

    func testScrollingNearTheEndRequestsTheNextPageOnce() {
        let store = S.firstPageStore()
        store.send(.rowsBecameVisible(rows: VisibleRows(first: 0, last: 9))) {
            $0.list.visibleRows = VisibleRows(first: 0, last: 9)
            for index in 0...9 { $0.list.rows[index].image = .loading }
        }
        store.receiveEffects((1...10).map(S.photoLoad))
        store.send(.rowsBecameVisible(rows: VisibleRows(first: 6, last: 15))) {
            $0.list.visibleRows = VisibleRows(first: 6, last: 15)
            $0.requestCount = 2
            $0.list.pending = NearbyRequest(number: 2, origin: S.pyrmont, page: 2, pageToken: "token-2")
            for index in 10...15 { $0.list.rows[index].image = .loading }
        }
        store.receiveEffects((11...16).map(S.photoLoad) + [S.pageRequest(2, token: "token-2")])
        store.send(.rowsBecameVisible(rows: VisibleRows(first: 7, last: 16))) {
            $0.list.visibleRows = VisibleRows(first: 7, last: 16)
            $0.list.rows[16].image = .loading
        }
        store.receiveEffects([S.photoLoad(17)])
    }

    func testTheListStopsAt25PlacesAndShowsEachPlaceOnce() {
        let store = S.firstPageStore()
        store.send(.rowsBecameVisible(rows: VisibleRows(first: 19, last: 15))) {
            $0.list.visibleRows = VisibleRows(first: 15, last: 19)
            $0.requestCount = 2
            $0.list.pending = NearbyRequest(number: 2, origin: S.pyrmont, page: 2, pageToken: "token-2")
            for index in 15...19 { $0.list.rows[index].image = .loading }
        }
        store.receiveEffects((16...20).map(S.photoLoad) + [S.pageRequest(2, token: "token-2")])
        // Page 2 repeats places 18...20, then brings 21...40: only 21...25 fit.
        let second = NearbyPage(places: S.places(18...40), nextPageToken: "token-3")
        store.send(.nearbyPageLoaded(request: 2, result: .success(second))) {
            $0.list.pending = nil
            $0.list.pagesLoaded = 2
            $0.list.nextPageToken = nil
            $0.list.rows += S.rows(21...25)
        }
        store.receiveEffects([])
        XCTAssertEqual(store.state.list.rows.map(\.place.name).suffix(7), [
            "Place 19", "Place 20", "Place 21", "Place 22", "Place 23", "Place 24", "Place 25",
        ])
        store.send(.rowsBecameVisible(rows: VisibleRows(first: 20, last: 24))) {
            $0.list.visibleRows = VisibleRows(first: 20, last: 24)
            for index in 20...24 { $0.list.rows[index].image = .loading }
        }
        store.receiveEffects((21...25).map(S.photoLoad))
        XCTAssertEqual(store.state.annotations.count, 25)
    }

    func testAPositionChangeWhileTheFirstPageIsInFlightDropsItsAnswer() {
        let store = S.searchingStore()
        store.send(.locationUpdated(position: S.townHall)) {
            $0.location = .located(position: S.townHall)
            $0.map.centre = S.townHall
            $0.requestCount = 2
            $0.list.pending = NearbyRequest(number: 2, origin: S.townHall, page: 1, pageToken: nil)
        }
        store.receiveEffects([
            .cancel(id: "nearby:1"),
            S.nearbyRequest(2, url: "https://maps.googleapis.com/maps/api/place/nearbysearch/json?location=-33.8732,151.2061&radius=100"),
        ])
        // The answer to request 1 arrives anyway (it was already on its way): dropped.
        store.send(.nearbyPageLoaded(request: 1, result: .success(NearbyPage(places: S.places(1...5)))))
        store.receiveEffects([])
        store.send(.nearbyPageLoaded(request: 2, result: .success(NearbyPage(places: S.places(6...7))))) {
            $0.list.pending = nil
            $0.list.origin = S.townHall
            $0.list.rows = S.rows(6...7)
            $0.list.pagesLoaded = 1
        }
        store.receiveEffects([])
        store.send(.nearbyPageLoaded(request: 2, result: .success(NearbyPage(places: S.places(8...9)))))
        store.finish()
    }

    func testTheSamePositionAgainKeepsTheRequestInFlight() {
        let store = S.searchingStore()
        store.send(.locationUpdated(position: S.pyrmont))
        store.finish()
    }

    func testPullToRefreshReplacesTheListAndCancelsItsImageLoads() {
        let store = S.firstPageStore()
        store.send(.rowsBecameVisible(rows: VisibleRows(first: 0, last: 1))) {
            $0.list.visibleRows = VisibleRows(first: 0, last: 1)
            $0.list.rows[0].image = .loading
            $0.list.rows[1].image = .loading
        }
        store.receiveEffects([S.photoLoad(1), S.photoLoad(2)])
        store.send(.photoLoaded(place: "place-1", result: .failure(.badStatus(status: 404)))) {
            $0.list.rows[0].image = .failed(error: .badStatus(status: 404))
        }
        store.send(.locationUpdated(position: S.townHall)) {
            $0.location = .located(position: S.townHall)
            $0.map.centre = S.townHall
        }
        store.send(.refreshPulled) {
            $0.requestCount = 2
            $0.list.pending = NearbyRequest(number: 2, origin: S.townHall, page: 1, pageToken: nil)
        }
        store.receiveEffects([
            S.nearbyRequest(2, url: "https://maps.googleapis.com/maps/api/place/nearbysearch/json?location=-33.8732,151.2061&radius=100")
        ])
        // The rows stay on screen until the new page arrives, then are replaced.
        store.send(.nearbyPageLoaded(request: 2, result: .success(NearbyPage(places: S.places(30...31), nextPageToken: "t")))) {
            $0.list.pending = nil
            $0.list.origin = S.townHall
            $0.list.rows = S.rows(30...31)
            $0.list.nextPageToken = "t"
            $0.list.visibleRows = nil
        }
        store.receiveEffects([.cancel(id: "photo:place-2")])
        store.send(.photoLoaded(place: "place-2", result: .success(S.jpeg)))
        store.finish()
    }

    func testARefreshThatFailsKeepsTheList() {
        let store = S.failedRefreshStore()
        store.finish()
        XCTAssertEqual(store.state.list.rows.count, 20)
    }

    /// The seed asks for the top 25 places, loaded as the list scrolls: a next page lost to a
    /// server error keeps its token, and showing the end of the list again asks for it again.
    func testAFailedNextPageIsAskedAgainWhenTheEndIsShownAgainAndTheListReaches25() {
        let store = S.secondPageRequestedStore()
        store.send(.nearbyPageLoaded(request: 2, result: .failure(.load(error: .badStatus(status: 502))))) {
            $0.list.pending = nil
            $0.list.problem = .load(error: .badStatus(status: 502))
        }
        store.receiveEffects([])
        XCTAssertEqual(store.state.list.rows.count, 20)
        store.send(.rowsBecameVisible(rows: VisibleRows(first: 15, last: 19))) {
            $0.list.visibleRows = VisibleRows(first: 15, last: 19)
            $0.requestCount = 3
            $0.list.pending = NearbyRequest(number: 3, origin: S.pyrmont, page: 2, pageToken: "token-2")
            $0.list.problem = nil
            $0.list.rows[15].image = .loading
        }
        store.receiveEffects([S.photoLoad(16), S.pageRequest(3, token: "token-2")])
        store.send(.nearbyPageLoaded(request: 3, result: .success(NearbyPage(places: S.places(21...40), nextPageToken: "token-3")))) {
            $0.list.pending = nil
            $0.list.pagesLoaded = 2
            $0.list.nextPageToken = nil
            $0.list.rows += S.rows(21...25)
        }
        store.finish()
        XCTAssertEqual(store.state.list.rows.count, 25)
    }

    func testAPageTheServiceDeniesEndsPagingAndKeepsTheRows() {
        let store = S.secondPageRequestedStore()
        let denied = PlacesError.service(status: .requestDenied, message: "The provided API key is invalid.")
        store.send(.nearbyPageLoaded(request: 2, result: .failure(denied))) {
            $0.list.pending = nil
            $0.list.nextPageToken = nil
            $0.list.problem = denied
        }
        store.send(.rowsBecameVisible(rows: VisibleRows(first: 16, last: 19)))
        store.finish()
    }
}

extension PlacesTestSupport {
    static let jpeg = ImageInfo(format: .jpeg, byteCount: 1000, width: 400, height: 300, digest: "ab", fromCache: false)
}
