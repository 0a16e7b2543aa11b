import ActionLog
import AppState
import Effects
import Foundation
import Reducers

/// The `places-cancellations` session: what is cancelled while it is still in flight (row images
/// scrolled far away, the details of a place left with Back, a search replaced by a second pull
/// to refresh), and what fails.
///
/// Its runtime answers the first search with the real keyword fixture (20 pubs around Pyrmont)
/// and never answers what the session cancels: row images (but P.J. O'Brien's, whose photo host
/// refuses it), details, and the first refresh's search; the second refresh finds the network
/// gone. A store settles after each action, so an effect left unanswered is one still in flight
/// when the next action comes.
enum PlacesCancellationsScript {
    static let session = "places-cancellations"
    static let pjObriens: PlaceID = "ChIJi6C1MxquEmsRP3l2oXb357Y"
    /// Row 13 of the keyword fixture.
    static let doveAndOlive: PlaceID = "ChIJh7-HKSCuEmsRYE1hFIW0rIc"
    static let offline = HTTPError.unreachable(reason: "The Internet connection appears to be offline.")
    static let locationOff = "Location services were turned off."

    static func script(_ store: Store<PlacesFeature>) async {
        let steps: [PlacesAction] = [
            .launched(configuration: PlacesBrowseScript.settings),
            .locationPermissionChanged(permission: .granted),
            .locationUpdated(position: PlacesBrowseScript.pyrmont),
            .rowsBecameVisible(rows: VisibleRows(first: 0, last: 7)),
            .rowsBecameVisible(rows: VisibleRows(first: 13, last: 14)),
            .rowTapped(place: doveAndOlive),
            .backTapped,
            .backTapped,
            .refreshPulled,
            .refreshPulled,
            .locationUnavailable(reason: locationOff),
        ]
        for action in steps { await store.send(action) }
    }
}

/// The runtime of `places-cancellations` (see `PlacesCancellationsScript`).
actor PlacesCancellationsRuntime: EffectRunner {
    private let firstPage: Data
    private var searches = 0

    init() throws {
        firstPage = try Data(contentsOf: SessionHarness.repositoryRoot
            .appendingPathComponent("Fixtures/places/PlacesApiNearbySearchRequestByKeywordResponse.json"))
    }

    func run(_ effect: Effect) async -> EffectResult? {
        switch effect {
        case .http(let request) where request.id.rawValue.hasPrefix("nearby:"):
            searches += 1
            switch searches {
            case 1: return .http(id: request.id, .success(HTTPResponse(status: 200, body: firstPage)))
            case 2: return nil
            default: return .http(id: request.id, .failure(PlacesCancellationsScript.offline))
            }
        case .loadImage(let id, let url) where id == PlacesEffectID.photo(PlacesCancellationsScript.pjObriens).effectID:
            return .image(id: id, url: url, .failure(.badStatus(status: 403)))
        default:
            return nil
        }
    }
}
