import ActionLog
import AppState
import Reducers
import XCTest

/// The real Nearby Search answers in `Fixtures/places/`, decoded by the feature.
final class PlacesDecodingTests: XCTestCase {
    typealias S = PlacesTestSupport

    private func page(_ fixture: String) throws -> NearbyPage {
        let action = S.answer("nearby:1", body: try S.fixture(fixture))
        guard case .nearbyPageLoaded(1, .success(let page)) = action else {
            XCTFail("expected a decoded page, got \(String(describing: action))")
            return NearbyPage(places: [])
        }
        return page
    }

    func testTheKeywordSearchFixture() throws {
        let page = try page("PlacesApiNearbySearchRequestByKeywordResponse.json")
        XCTAssertEqual(page.places.count, 20)
        XCTAssertEqual(page.skipped, [])
        XCTAssertEqual(page.nextPageToken?.count, 426)
        XCTAssertEqual(page.nextPageToken?.prefix(12), "CpQCAgEAAFqj")
        XCTAssertEqual(page.places.first, Place(
            id: "ChIJi6C1MxquEmsRP3l2oXb357Y", name: "P.J.O'Brien's", vicinity: "57 King Street, Sydney",
            coordinate: Coordinate(latitude: -33.8688161, longitude: 151.2054207),
            photoReference: "CmRaAAAAqV8ih8gUBsJNAqo-lFtpGYMLOm0_cubgUViqVGi5PVKFfzV-jA6s4mkp-CUYhZ_xiMmBwer1Sz79Mg_XiOz2j5H2FAUj-hTOdCBU5-RlN2t28OrxvX9fFWrFXAxdGqhuEhDsy122aysbgTTu26DbdhqjGhQ9oXKjKA8ZOIo0JvPjxM-HzJJv2Q"))
        XCTAssertEqual(page.places.last?.name, "30 Knots")
        XCTAssertEqual(page.places[4].coordinate.latitude, -33.86845810000001)
    }

    func testTheByTypeSearchFixture() throws {
        let page = try page("PlacesApiNearbySearchRequestByTypeResponse.json")
        XCTAssertEqual(page.places.count, 20)
        XCTAssertEqual(page.nextPageToken?.count, 532)
        XCTAssertEqual(page.places.first?.name, "Sydney Harbour Marriott Hotel at Circular Quay")
        XCTAssertEqual(page.places.first?.vicinity, "30 Pitt Street, Sydney")
        XCTAssertEqual(page.places.last?.id, "ChIJ8RXmITmuEmsRznrugcSQwxU")
    }
}
