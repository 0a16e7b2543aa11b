import ActionLog
import AppState
import Reducers
import XCTest

final class ModalAndFavoritesReducerTests: XCTestCase {
    func testOneModalAtATime() {
        var modal = ModalPresentation<ShowcaseModal>()
        XCTAssertNil(ModalPresentationReducer.reduce(&modal, .presented(modal: .map)))
        XCTAssertEqual(modal.presented, .map)
        XCTAssertEqual(ModalPresentationReducer.reduce(&modal, .presented(modal: .share)), .alreadyPresenting(modal: .map))
        XCTAssertEqual(modal.presented, .map)
        XCTAssertNil(ModalPresentationReducer.reduce(&modal, .dismissed))
        XCTAssertNil(modal.presented)
        XCTAssertEqual(ModalPresentationReducer.reduce(&modal, .dismissed), .nothingToDismiss)
    }

    func testFavoritesToggleInAddedOrder() throws {
        var favorites = Favorites<Int>()
        for id in [3, 1, 2, 1, 4] { FavoritesReducer.reduce(&favorites, .toggled(id: id)) }
        XCTAssertEqual(favorites.ids.elements, [3, 2, 4])
        XCTAssertTrue(favorites.contains(2))
        XCTAssertFalse(favorites.contains(1))
        XCTAssertEqual(String(decoding: try CanonicalJSON.encode(favorites), as: UTF8.self), "[3,2,4]")
        FavoritesReducer.reduce(&favorites, .restored(ids: [9, 2, 9, 8]))
        XCTAssertEqual(favorites.ids.elements, [9, 2, 8, 3, 4])
    }
}
