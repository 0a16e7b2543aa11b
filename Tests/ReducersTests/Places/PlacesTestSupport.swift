import ActionLog
import AppCoreTesting
import AppState
import Foundation
import Reducers
import XCTest

/// Values and fixtures shared by the Places reducer tests.
enum PlacesTestSupport {
    static let settings = PlacesSettings(hasAPIKey: true)
    /// Where the user is at first, and where they move to.
    static let pyrmont = Coordinate(latitude: -33.8670522, longitude: 151.1957362)
    static let townHall = Coordinate(latitude: -33.8732, longitude: 151.2061)

    /// `string` as a URL; a string that is not one gives a URL no request equals.
    static func url(_ string: String) -> URL { URL(string: string) ?? URL(fileURLWithPath: "/not-a-url") }

    static func fixture(_ name: String) throws -> Data {
        try Fixtures.data("places", name)
    }

    /// The action the runtime's answer with `body` (status 200) to request `id` becomes.
    static func answer(_ id: EffectID, body: Data, status: Int = 200) -> PlacesAction? {
        PlacesFeature.action(for: .http(id: id, .success(HTTPResponse(status: status, body: body))))
    }

    static func answer(_ id: EffectID, json: String, status: Int = 200) -> PlacesAction? {
        answer(id, body: Data(json.utf8), status: status)
    }

    /// A place named after `number`, with a photo unless `photo` is false.
    static func place(_ number: Int, photo: Bool = true) -> Place {
        Place(
            id: PlaceID("place-\(number)"), name: "Place \(number)", vicinity: "\(number) George Street, Sydney",
            coordinate: Coordinate(latitude: -33.87, longitude: 151.2), photoReference: photo ? "photo-\(number)" : nil)
    }

    static func places(_ numbers: ClosedRange<Int>) -> [Place] { numbers.map { place($0) } }

    static func nearbyRequest(_ number: Int, url string: String) -> Effect {
        .http(HTTPRequest(id: EffectID("nearby:\(number)"), url: url(string)))
    }

    static func pageRequest(_ number: Int, token: String) -> Effect {
        nearbyRequest(
            number, url: "https://maps.googleapis.com/maps/api/place/nearbysearch/json?pagetoken=\(token)")
    }

    static func photoLoad(_ number: Int) -> Effect {
        .loadImage(
            id: EffectID("photo:place-\(number)"),
            url: AddressText(url("https://maps.googleapis.com/maps/api/place/photo?maxwidth=400&photo_reference=photo-\(number)")))
    }

    static func rows(_ numbers: ClosedRange<Int>) -> [PlaceRow] { places(numbers).map { PlaceRow(place: $0) } }

    /// A store that has launched with a key, been granted permission, located the user at Pyrmont
    /// and sent its first search (request 1).
    static func searchingStore(file: StaticString = #filePath, line: UInt = #line) -> TestStore<PlacesState, PlacesAction> {
        let store = TestStore(PlacesFeature.self, state: PlacesState())
        store.send(.launched(configuration: settings), { $0.settings = settings }, filePath: file, line: line)
        store.send(.locationPermissionChanged(permission: .granted), { $0.permission = .granted }, filePath: file, line: line)
        store.send(.locationUpdated(position: pyrmont), {
            $0.location = .located(position: pyrmont)
            $0.map.centre = pyrmont
            $0.requestCount = 1
            $0.list.pending = NearbyRequest(number: 1, origin: pyrmont, page: 1, pageToken: nil)
        }, filePath: file, line: line)
        store.receiveEffects([
            nearbyRequest(1, url: "https://maps.googleapis.com/maps/api/place/nearbysearch/json?location=-33.8670522,151.1957362&radius=100")
        ], filePath: file, line: line)
        return store
    }

    /// `searchingStore` after request 1 answered with places 1...20 and the token "token-2".
    static func firstPageStore(file: StaticString = #filePath, line: UInt = #line) -> TestStore<PlacesState, PlacesAction> {
        let store = searchingStore(file: file, line: line)
        store.send(.nearbyPageLoaded(request: 1, result: .success(NearbyPage(places: places(1...20), nextPageToken: "token-2"))), {
            $0.list.pending = nil
            $0.list.origin = pyrmont
            $0.list.rows = rows(1...20)
            $0.list.pagesLoaded = 1
            $0.list.nextPageToken = "token-2"
        }, filePath: file, line: line)
        store.receiveEffects([], filePath: file, line: line)
        return store
    }

    /// `firstPageStore` scrolled to rows 16...19 (indices): their images load and page 2 is
    /// requested (request 2, "token-2").
    static func secondPageRequestedStore(file: StaticString = #filePath, line: UInt = #line) -> TestStore<PlacesState, PlacesAction> {
        let store = firstPageStore(file: file, line: line)
        store.send(.rowsBecameVisible(rows: VisibleRows(first: 16, last: 19)), {
            $0.list.visibleRows = VisibleRows(first: 16, last: 19)
            $0.requestCount = 2
            $0.list.pending = NearbyRequest(number: 2, origin: pyrmont, page: 2, pageToken: "token-2")
            for index in 16...19 { $0.list.rows[index].image = .loading }
        }, filePath: file, line: line)
        store.receiveEffects((17...20).map(photoLoad) + [pageRequest(2, token: "token-2")], filePath: file, line: line)
        return store
    }

    /// The first page loaded, then a pull to refresh whose search timed out.
    static func failedRefreshStore(file: StaticString = #filePath, line: UInt = #line) -> TestStore<PlacesState, PlacesAction> {
        let store = firstPageStore(file: file, line: line)
        store.send(.refreshPulled, {
            $0.requestCount = 2
            $0.list.pending = NearbyRequest(number: 2, origin: pyrmont, page: 1, pageToken: nil)
        }, filePath: file, line: line)
        store.receiveEffects([
            nearbyRequest(2, url: "https://maps.googleapis.com/maps/api/place/nearbysearch/json?location=-33.8670522,151.1957362&radius=100")
        ], filePath: file, line: line)
        store.send(.nearbyPageLoaded(request: 2, result: .failure(.load(error: .http(error: .timedOut)))), {
            $0.list.pending = nil
            $0.list.problem = .load(error: .http(error: .timedOut))
        }, filePath: file, line: line)
        return store
    }
}
