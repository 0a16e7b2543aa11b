import ActionLog
import AppState
import Effects
import Foundation
import Reducers
import XCTest

/// The app on the live runtime against the local Places server: searches, pages, images, details,
/// cancellation and stale answers over real sockets. The key reaches the server only through the
/// runner's credential: the app's requests hold none.
final class PlacesLiveTests: PlacesServerTestCase {
    private let nearbyPath = "/maps/api/place/nearbysearch/json"
    private let photoPath = "/maps/api/place/photo"

    func testBrowsingLoadsPagesImagesAndDetails() async throws {
        let store = await makeStore()
        var state = await store.state
        XCTAssertEqual(state.list.rows.count, 20)
        XCTAssertEqual(state.list.rows.first?.place.name, "P.J.O'Brien's")
        XCTAssertEqual(state.list.nextPageToken?.prefix(12), "CpQCAgEAAFqj")
        let search = try XCTUnwrap(server.requests(path: nearbyPath).first)
        XCTAssertEqual(search.params, ["location": ["-33.8670522,151.1957362"], "radius": ["100"], "key": ["live-key"]])

        await store.sendAndSettle(.rowsBecameVisible(rows: VisibleRows(first: 0, last: 5)))
        state = await store.state
        for row in state.list.rows[0...5] {
            guard case .loaded(let info) = row.image else { return XCTFail("\(row.place.name): \(row.image)") }
            XCTAssertEqual([info.format.rawValue, "\(info.width ?? 0)x\(info.height ?? 0)"], ["png", "400x300"])
        }
        XCTAssertEqual(state.list.rows[6].image, .idle)
        let photos = try server.requests(path: photoPath)
        XCTAssertEqual(photos.count, 6)
        XCTAssertEqual(photos.first?.params["maxwidth"], ["400"])
        XCTAssertEqual(photos.map { $0.params["key"] ?? [] }, Array(repeating: ["live-key"], count: 6))

        await store.sendAndSettle(.rowsBecameVisible(rows: VisibleRows(first: 14, last: 19)))
        state = await store.state
        XCTAssertEqual(state.list.pagesLoaded, 2)
        XCTAssertEqual(state.list.rows.count, 25)
        XCTAssertEqual(state.list.rows[20].place.name, "Sydney Harbour Marriott Hotel at Circular Quay")
        XCTAssertNil(state.list.nextPageToken)
        let page = try XCTUnwrap(server.requests(path: nearbyPath).last)
        XCTAssertEqual(page.params["pagetoken"]?.first?.count, 426)
        XCTAssertEqual(page.params["key"], ["live-key"])

        await store.sendAndSettle(.rowTapped(place: "ChIJ1_5Y_yOuEmsRU3ORQg0SYpg"))
        state = await store.state
        guard case .loaded(let details) = state.details(of: "ChIJ1_5Y_yOuEmsRU3ORQg0SYpg")?.phase else {
            return XCTFail("details: \(state.details)")
        }
        XCTAssertEqual(details.name, "Wake Up! Sydney")
        // The fixture's `formatted_address` of Wake Up! Sydney.
        XCTAssertEqual(details.address, "509 Pitt St, Sydney NSW 2000, Australia")
        let lookup = try XCTUnwrap(server.requests(path: "/maps/api/place/details/json").first)
        XCTAssertEqual(lookup.params, ["place_id": ["ChIJ1_5Y_yOuEmsRU3ORQg0SYpg"], "key": ["live-key"]])

        await store.sendAndSettle(.backTapped)
        state = await store.state
        XCTAssertEqual(state.details, [])
        XCTAssertEqual(state.list.visibleRows, VisibleRows(first: 14, last: 19))
        XCTAssertEqual(state.list.rows.count, 25)
    }

    /// Only a row of the list can be tapped: a place the list does not hold (here Google Sydney,
    /// which no search around Pyrmont returns) asks the server nothing.
    func testARowOfTheListGetsItsDetailsAndAPlaceNotInTheListIsRefused() async throws {
        let store = await makeStore()
        await store.sendAndSettle(.rowTapped(place: "ChIJi6C1MxquEmsRP3l2oXb357Y"))
        var state = await store.state
        guard case .loaded(let details) = state.details(of: "ChIJi6C1MxquEmsRP3l2oXb357Y")?.phase else {
            return XCTFail("details: \(state.details)")
        }
        XCTAssertEqual(details.name, "P.J.O'Brien's")

        await store.sendAndSettle(.backTapped, .rowTapped(place: "ChIJN1t_tDeuEmsRUsoyG83frY4"))
        state = await store.state
        XCTAssertEqual(state.lastRefusal, .rowNotOnScreen(place: "ChIJN1t_tDeuEmsRUsoyG83frY4"))
        XCTAssertEqual(state.details, [])
        XCTAssertEqual(try server.requests(path: "/maps/api/place/details/json").count, 1)
    }

    func testAWrongKeyIsDenied() async throws {
        let store = await makeStore(key: "stolen-key")
        let list = await store.state.list
        XCTAssertEqual(list.problem, .service(status: .requestDenied, message: "The provided API key is invalid."))
        XCTAssertEqual(list.rows, [])
    }

    func testWithoutTheCredentialTheServerDeniesTheSearch() async throws {
        let store = Store<PlacesFeature>(initialState: PlacesState(), runner: makeRunner(nil))
        await store.sendAndSettle(.launched(configuration: PlacesSettings(hasAPIKey: true)), .locationPermissionChanged(permission: .granted), .locationUpdated(position: Self.pyrmont))
        let list = await store.state.list
        XCTAssertEqual(list.problem, .service(status: .requestDenied, message: "The provided API key is invalid."))
        XCTAssertEqual(try server.requests(path: nearbyPath).first?.params, ["location": ["-33.8670522,151.1957362"], "radius": ["100"]])
    }

    func testWithoutAKeyTheAppSaysSoAndSendsNothing() async throws {
        let store = await makeStore(key: nil)
        let state = await store.state
        XCTAssertEqual(state.notice, .missingAPIKey)
        XCTAssertEqual(state.requestCount, 0)
        XCTAssertEqual(try server.requests(path: nearbyPath), [])
    }

    func testAPositionOutsideTheServiceAreaFindsNothing() async throws {
        let store = await makeStore(position: Coordinate(latitude: 51.5007, longitude: -0.1246))
        let list = await store.state.list
        XCTAssertNil(list.problem)
        XCTAssertTrue(list.foundNothing)
    }

    func testAnInvalidRequestAnswerToARefreshKeepsTheList() async throws {
        let store = await makeStore()
        try server.add(.init(
            path: nearbyPath, body: #"{"html_attributions": [], "results": [], "status": "INVALID_REQUEST"}"#,
            contentType: "application/json", times: 1))
        await store.sendAndSettle(.refreshPulled)
        let list = await store.state.list
        XCTAssertEqual(list.problem, .service(status: .invalidRequest, message: nil))
        XCTAssertEqual(list.rows.count, 20)
    }

    func testAPositionChangeWhileSearchingDropsTheStaleAnswer() async throws {
        let store = await makeStore()
        try server.add(.held(nearbyPath, times: 1))
        let townHall = Coordinate(latitude: -33.8732, longitude: 151.2061)
        await store.send(.refreshPulled)
        // The refresh is on the wire when the user moves: the server holds its answer until the
        // client hangs up, so the move always comes first.
        try await waitUntil("the refresh never arrived") { try server.requests(path: nearbyPath).count == 2 }
        await store.send(.locationUpdated(position: townHall))
        await store.settle()
        let state = await store.state
        XCTAssertEqual(state.list.origin, townHall)
        XCTAssertNil(state.list.pending)
        XCTAssertEqual(state.requestCount, 3)
        let searches = try server.requests(path: nearbyPath)
        XCTAssertEqual(searches.map { $0.params["location"] ?? [] }, [
            ["-33.8670522,151.1957362"], ["-33.8670522,151.1957362"], ["-33.8732,151.2061"],
        ])
        try await waitUntil("the stale search never hung up") { try server.requests(path: nearbyPath)[1].disconnected }
    }

    func testImagesOfRowsThatScrolledFarAwayAreCancelled() async throws {
        let store = await makeStore()
        try server.add(.held(photoPath, times: 3))
        await store.send(.rowsBecameVisible(rows: VisibleRows(first: 0, last: 2)))
        // The three loads are on the wire when the list is flung: the server holds them until the
        // client hangs up.
        try await waitUntil("the three loads never arrived") { try server.requests(path: photoPath).count == 3 }
        await store.send(.rowsBecameVisible(rows: VisibleRows(first: 13, last: 14)))
        await store.settle()
        let rows = await store.state.list.rows
        XCTAssertEqual(rows[0...2].map(\.image), [.idle, .idle, .idle])
        guard case .loaded = rows[13].image, case .loaded = rows[14].image else {
            return XCTFail("rows 13 and 14: \(rows[13].image), \(rows[14].image)")
        }
        try await waitUntil("the far rows' loads never hung up") {
            try server.requests(path: photoPath).prefix(3).allSatisfy(\.disconnected)
        }
        XCTAssertEqual(try server.requests(path: photoPath).count, 5)
    }
}
