import ActionLog
import AppCoreTesting
import AppState
import Reducers
import XCTest

/// Launch, settings and location input: when a search is made, and when it is not.
final class PlacesLocationTests: XCTestCase {
    typealias S = PlacesTestSupport

    func testFirstPositionWithKeyAndPermissionSendsTheSearch() {
        let store = S.searchingStore()
        XCTAssertNil(store.state.notice)
        store.finish()
    }

    func testTheOrderOfLaunchPermissionAndPositionDoesNotMatter() {
        let store = TestStore(PlacesFeature.self, state: PlacesState())
        store.send(.locationUpdated(position: S.pyrmont)) {
            $0.location = .located(position: S.pyrmont)
            $0.map.centre = S.pyrmont
        }
        store.send(.locationPermissionChanged(permission: .granted)) { $0.permission = .granted }
        XCTAssertEqual(store.state.notice, .missingAPIKey)
        store.send(.launched(configuration: S.settings)) {
            $0.settings = S.settings
            $0.requestCount = 1
            $0.list.pending = NearbyRequest(number: 1, origin: S.pyrmont, page: 1, pageToken: nil)
        }
        store.receiveEffects([
            S.nearbyRequest(1, url: "https://maps.googleapis.com/maps/api/place/nearbysearch/json?location=-33.8670522,151.1957362&radius=100")
        ])
    }

    func testWithoutKeyNothingIsRequestedAndTheAppSaysSo() {
        let store = TestStore(PlacesFeature.self, state: PlacesState())
        store.send(.launched(configuration: PlacesSettings(hasAPIKey: false))) {
            $0.settings = PlacesSettings(hasAPIKey: false)
        }
        store.send(.locationPermissionChanged(permission: .granted)) { $0.permission = .granted }
        store.send(.locationUpdated(position: S.pyrmont)) {
            $0.location = .located(position: S.pyrmont)
            $0.map.centre = S.pyrmont
        }
        store.send(.refreshPulled)
        store.send(.mapRefreshTapped)
        store.finish()
        XCTAssertEqual(store.state.notice, .missingAPIKey)
        XCTAssertEqual(store.state.requestCount, 0)
    }

    func testDeniedPermissionShowsAMessageAndSendsNoRequest() {
        let store = TestStore(PlacesFeature.self, state: PlacesState())
        store.send(.launched(configuration: S.settings)) { $0.settings = S.settings }
        store.send(.locationPermissionChanged(permission: .denied)) { $0.permission = .denied }
        store.send(.locationUpdated(position: S.pyrmont)) {
            $0.location = .located(position: S.pyrmont)
            $0.map.centre = S.pyrmont
        }
        store.send(.refreshPulled)
        store.finish()
        XCTAssertEqual(store.state.notice, .locationDenied)
    }

    func testRestrictedPermissionIsItsOwnMessage() {
        let store = TestStore(PlacesFeature.self, state: PlacesState())
        store.send(.launched(configuration: S.settings)) { $0.settings = S.settings }
        XCTAssertEqual(store.state.notice, .waitingForPermission)
        store.send(.locationPermissionChanged(permission: .restricted)) { $0.permission = .restricted }
        XCTAssertEqual(store.state.notice, .locationRestricted)
        store.finish()
    }

    func testDenialWhileSearchingCancelsTheSearchAndDropsItsAnswer() {
        let store = S.searchingStore()
        store.send(.locationPermissionChanged(permission: .denied)) {
            $0.permission = .denied
            $0.list.pending = nil
        }
        store.receiveEffects([.cancel(id: "nearby:1")])
        store.send(.nearbyPageLoaded(request: 1, result: .success(NearbyPage(places: S.places(1...3)))))
        store.finish()
        XCTAssertEqual(store.state.list.rows, [])
    }

    func testUnavailableLocationIsShownAndRefreshSendsNothing() {
        let store = S.firstPageStore()
        store.send(.locationUnavailable(reason: "no signal")) {
            $0.location = .unavailable(reason: "no signal")
        }
        XCTAssertEqual(store.state.notice, .locationUnavailable(reason: "no signal"))
        store.send(.refreshPulled)
        store.finish()
        XCTAssertEqual(store.state.list.rows.count, 20)
    }

    func testWaitingForTheFirstPosition() {
        let store = TestStore(PlacesFeature.self, state: PlacesState())
        store.send(.launched(configuration: S.settings)) { $0.settings = S.settings }
        store.send(.locationPermissionChanged(permission: .granted)) { $0.permission = .granted }
        XCTAssertEqual(store.state.notice, .waitingForLocation)
        store.finish()
    }

    func testLaterPositionsDoNotReplaceTheList() {
        let store = S.firstPageStore()
        store.send(.locationUpdated(position: S.townHall)) {
            $0.location = .located(position: S.townHall)
            $0.map.centre = S.townHall
        }
        store.finish()
    }

    /// A failed first search leaves no list: the next position searches again from there.
    func testAfterAFailedFirstSearchANewPositionSearchesAgain() {
        let store = S.searchingStore()
        store.send(.nearbyPageLoaded(request: 1, result: .failure(.load(error: .http(error: .unreachable(reason: "connection refused")))))) {
            $0.list.pending = nil
            $0.list.problem = .load(error: .http(error: .unreachable(reason: "connection refused")))
        }
        store.send(.locationUpdated(position: S.townHall)) {
            $0.location = .located(position: S.townHall)
            $0.map.centre = S.townHall
            $0.requestCount = 2
            $0.list.pending = NearbyRequest(number: 2, origin: S.townHall, page: 1, pageToken: nil)
            $0.list.problem = nil
        }
        store.receiveEffects([
            S.nearbyRequest(2, url: "https://maps.googleapis.com/maps/api/place/nearbysearch/json?location=-33.8732,151.2061&radius=100")
        ])
        store.finish()
    }

    /// A failed first search, then permission withdrawn and granted again: the grant searches.
    func testAfterAFailedFirstSearchARegrantedPermissionSearchesAgain() {
        let store = S.searchingStore()
        let overLimit = PlacesError.service(status: .overQueryLimit, message: "You have exceeded your daily request quota for this API.")
        store.send(.nearbyPageLoaded(request: 1, result: .failure(overLimit))) {
            $0.list.pending = nil
            $0.list.problem = overLimit
        }
        store.send(.locationPermissionChanged(permission: .denied)) { $0.permission = .denied }
        store.send(.locationPermissionChanged(permission: .granted)) {
            $0.permission = .granted
            $0.requestCount = 2
            $0.list.pending = NearbyRequest(number: 2, origin: S.pyrmont, page: 1, pageToken: nil)
            $0.list.problem = nil
        }
        store.receiveEffects([
            S.nearbyRequest(2, url: "https://maps.googleapis.com/maps/api/place/nearbysearch/json?location=-33.8670522,151.1957362&radius=100")
        ])
        store.finish()
    }

    /// A failed refresh keeps the loaded list: later positions still do not replace it.
    func testAfterAFailedRefreshLaterPositionsDoNotReplaceTheList() {
        let store = S.failedRefreshStore()
        store.send(.locationUpdated(position: S.townHall)) {
            $0.location = .located(position: S.townHall)
            $0.map.centre = S.townHall
        }
        store.finish()
        XCTAssertEqual(store.state.list.rows.count, 20)
    }

    /// The launch action holds the service and whether the runtime has a key: never a key.
    func testTheLaunchActionCarriesNoKey() throws {
        let service = try XCTUnwrap(URL(string: "http://127.0.0.1:8080"))
        let json = CanonicalWriter.bytes(of: PlacesAction.launched(configuration: PlacesSettings(hasAPIKey: true, service: service)).logValue)
        XCTAssertEqual(
            String(decoding: json, as: UTF8.self), #"{"launched":{"configuration":{"hasAPIKey":true,"service":"http://127.0.0.1:8080"}}}"#)
    }
}
