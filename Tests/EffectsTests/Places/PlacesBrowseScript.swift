import ActionLog
import AppState
import Effects
import Foundation
import Reducers

/// The `places-browse` session: what a user does, and the answers a scripted runtime gives.
///
/// Searches are answered with the real Nearby Search fixtures (the keyword answer as a first page,
/// the by-type answer as the page after it), details with the details of the place asked for (the
/// real Place Details fixture for its place, otherwise the place's own result in the search
/// fixtures), and row images with a fixed description, so recording it twice writes the same bytes.
enum PlacesBrowseScript {
    static let session = "places-browse"
    static let settings = PlacesSettings(hasAPIKey: true)
    static let pyrmont = Coordinate(latitude: -33.8670522, longitude: 151.1957362)
    static let harbour = Coordinate(latitude: -33.8523, longitude: 151.2108)

    static func runner() throws -> ScriptedEffectRunner {
        let firstPage = try fixture("PlacesApiNearbySearchRequestByKeywordResponse.json")
        let nextPage = try fixture("PlacesApiNearbySearchRequestByTypeResponse.json")
        let details = try PlaceDetailsAnswers(
            lookup: fixture("PlaceDetailsLookupGoogleSydneyResponse.json"), searches: [firstPage, nextPage])
        return ScriptedEffectRunner { effect in
            switch effect {
            case .http(let request):
                let isPage = request.url.query?.contains("pagetoken=") ?? false
                let body = request.id.rawValue.hasPrefix("details:") ? details.answer(to: request.url) : isPage ? nextPage : firstPage
                return .http(id: request.id, .success(HTTPResponse(status: 200, body: body)))
            case .loadImage(let id, let url):
                let digest = SHA256.hex(of: Data(url.text.utf8))
                let info = ImageInfo(format: .jpeg, byteCount: 4096, width: 400, height: 300, digest: digest, fromCache: false)
                return .image(id: id, url: url, .success(info))
            default:
                return nil
            }
        }
    }

    /// Launch, permission, position and first page; scroll to the second page and the row images;
    /// open a place's details and come back; pull to refresh; the map tab, my location, refresh map.
    static func script(_ store: Store<PlacesFeature>) async {
        let steps: [PlacesAction] = [
            .launched(configuration: settings),
            .locationPermissionChanged(permission: .granted),
            .locationUpdated(position: pyrmont),
            .rowsBecameVisible(rows: VisibleRows(first: 0, last: 7)),
            .rowsBecameVisible(rows: VisibleRows(first: 8, last: 15)),
            .rowsBecameVisible(rows: VisibleRows(first: 17, last: 24)),
            .rowTapped(place: "ChIJ1_5Y_yOuEmsRU3ORQg0SYpg"),
            .backTapped,
            .refreshPulled,
            .rowsBecameVisible(rows: VisibleRows(first: 0, last: 7)),
            .tabSelected(tab: .map),
            .mapMoved(centre: harbour),
            .myLocationTapped,
            .mapRefreshTapped,
        ]
        for action in steps { await store.send(action) }
    }

    private static func fixture(_ name: String) throws -> Data {
        try Data(contentsOf: SessionHarness.repositoryRoot.appendingPathComponent("Fixtures/places/\(name)"))
    }
}

/// Place Details answers as the service gives them: about the place the request names.
struct PlaceDetailsAnswers {
    private var answers: [String: Data] = [:]

    /// `lookup` answers for its own place; every other place gets its result in `searches`.
    init(lookup: Data, searches: [Data]) throws {
        for search in searches {
            let document = try JSONSerialization.jsonObject(with: search) as? [String: Any]
            for case let result as [String: Any] in document?["results"] as? [Any] ?? [] {
                guard let id = result["place_id"] as? String else { continue }
                answers[id] = try JSONSerialization.data(
                    withJSONObject: ["html_attributions": [String](), "result": result, "status": "OK"], options: [.sortedKeys])
            }
        }
        let lookupDocument = try JSONSerialization.jsonObject(with: lookup) as? [String: Any]
        if let id = (lookupDocument?["result"] as? [String: Any])?["place_id"] as? String { answers[id] = lookup }
    }

    /// The answer to the details request at `url`: `NOT_FOUND` for a place no search returned.
    func answer(to url: URL) -> Data {
        let place = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "place_id" }?.value
        return place.flatMap { answers[$0] } ?? Data(#"{"html_attributions":[],"status":"NOT_FOUND"}"#.utf8)
    }
}
