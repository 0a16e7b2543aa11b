import ActionLog
import AppState
import Reducers
import XCTest

/// Row images: requested only for rows on screen, cancelled for rows that scrolled far away.
final class PlacesImageTests: XCTestCase {
    typealias S = PlacesTestSupport

    func testImagesAreRequestedOnlyForVisibleRowsWithAPhoto() {
        let store = S.searchingStore()
        let page = NearbyPage(places: [S.place(1), S.place(2, photo: false), S.place(3), S.place(4)])
        store.send(.nearbyPageLoaded(request: 1, result: .success(page))) {
            $0.list.pending = nil
            $0.list.origin = S.pyrmont
            $0.list.pagesLoaded = 1
            $0.list.rows = [
                PlaceRow(place: S.place(1), image: .idle),
                PlaceRow(place: S.place(2, photo: false), image: .idle),
                PlaceRow(place: S.place(3), image: .idle),
                PlaceRow(place: S.place(4), image: .idle),
            ]
        }
        store.receiveEffects([])
        store.send(.rowsBecameVisible(rows: VisibleRows(first: 0, last: 2))) {
            $0.list.visibleRows = VisibleRows(first: 0, last: 2)
            $0.list.rows[0].image = .loading
            $0.list.rows[2].image = .loading
        }
        store.receiveEffects([S.photoLoad(1), S.photoLoad(3)])
        store.send(.photoLoaded(place: "place-1", result: .success(S.jpeg))) { $0.list.rows[0].image = .loaded(value: S.jpeg) }
        store.send(.photoLoaded(place: "place-3", result: .failure(.notAnImage))) { $0.list.rows[2].image = .failed(error: .notAnImage) }
        // The screen names each row's image by the address that was loaded (a front end draws it
        // from there); a place without a photo has none.
        store.send(.tabSelected(tab: .list)) { $0.navigation.selected = .list }
        let rows = PlacesScreen(store.state).list?.rows ?? []
        XCTAssertEqual(rows.map(\.image.url), [
            "https://maps.googleapis.com/maps/api/place/photo?maxwidth=400&photo_reference=photo-1", nil,
            "https://maps.googleapis.com/maps/api/place/photo?maxwidth=400&photo_reference=photo-3",
            "https://maps.googleapis.com/maps/api/place/photo?maxwidth=400&photo_reference=photo-4",
        ])
        XCTAssertEqual(rows.map(\.image.status), [.loaded, .placeholder, .failed, .placeholder])
        // Loaded, failed and placeholder rows are not requested again.
        store.send(.rowsBecameVisible(rows: VisibleRows(first: 0, last: 2))) {
            $0.list.visibleRows = VisibleRows(first: 0, last: 2)
        }
        store.finish()
    }

    func testRowsThatScrolledFarAwayHaveTheirImageLoadsCancelled() {
        let store = S.firstPageStore()
        store.send(.rowsBecameVisible(rows: VisibleRows(first: 0, last: 3))) {
            $0.list.visibleRows = VisibleRows(first: 0, last: 3)
            for index in 0...3 { $0.list.rows[index].image = .loading }
        }
        store.receiveEffects((1...4).map(S.photoLoad))
        store.send(.photoLoaded(place: "place-2", result: .success(S.jpeg))) { $0.list.rows[1].image = .loaded(value: S.jpeg) }
        // A fast fling: rows 0...3 are now 10 to 13 rows above the screen. Rows 0 and 2 (13 and 11
        // rows away, still loading) are cancelled; row 3 is 10 rows away and keeps loading.
        store.send(.rowsBecameVisible(rows: VisibleRows(first: 13, last: 14))) {
            $0.list.visibleRows = VisibleRows(first: 13, last: 14)
            $0.list.rows[0].image = .idle
            $0.list.rows[2].image = .idle
            $0.list.rows[13].image = .loading
            $0.list.rows[14].image = .loading
        }
        store.receiveEffects([
            .cancel(id: "photo:place-1"), .cancel(id: "photo:place-3"), S.photoLoad(14), S.photoLoad(15),
        ])
        // The cancelled load's answer, if the runtime had already sent it, is dropped.
        store.send(.photoLoaded(place: "place-1", result: .success(S.jpeg)))
        // Scrolling back requests the cancelled rows again; row 14, now 11 rows away, is cancelled.
        store.send(.rowsBecameVisible(rows: VisibleRows(first: 0, last: 3))) {
            $0.list.visibleRows = VisibleRows(first: 0, last: 3)
            $0.list.rows[0].image = .loading
            $0.list.rows[2].image = .loading
            $0.list.rows[14].image = .idle
        }
        store.receiveEffects([S.photoLoad(1), S.photoLoad(3), .cancel(id: "photo:place-15")])
    }

    func testAnImageForAPlaceNotInTheListIsDropped() {
        let store = S.firstPageStore()
        store.send(.photoLoaded(place: "somewhere-else", result: .success(S.jpeg)))
        store.finish()
    }
}
