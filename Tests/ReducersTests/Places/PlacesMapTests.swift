import ActionLog
import AppCoreTesting
import AppState
import Reducers
import XCTest

/// The map tab: the camera, "my location" and "refresh map".
final class PlacesMapTests: XCTestCase {
    typealias S = PlacesTestSupport

    func testTheMapFollowsTheUserUntilMovedAndMyLocationCentresItAgain() {
        let store = S.firstPageStore()
        store.send(.tabSelected(tab: .map)) { $0.navigation.selected = .map }
        let harbour = Coordinate(latitude: -33.85, longitude: 151.21)
        store.send(.mapMoved(centre: harbour)) {
            $0.map.centre = harbour
            $0.map.followsUser = false
        }
        store.send(.locationUpdated(position: S.townHall)) { $0.location = .located(position: S.townHall) }
        store.send(.myLocationTapped) {
            $0.map.centre = S.townHall
            $0.map.followsUser = true
        }
        store.finish()
        XCTAssertEqual(store.state.annotations.map(\.id).prefix(2), ["place-1", "place-2"])
    }

    func testMyLocationWithoutAPositionOnlyFollowsTheNextOne() {
        let store = TestStore(PlacesFeature.self, state: PlacesState())
        store.send(.mapMoved(centre: S.pyrmont)) {
            $0.map.centre = S.pyrmont
            $0.map.followsUser = false
        }
        store.send(.myLocationTapped) { $0.map.followsUser = true }
        store.finish()
    }

    func testRefreshMapSearchesAroundTheCurrentPosition() {
        let store = S.firstPageStore()
        store.send(.tabSelected(tab: .map)) { $0.navigation.selected = .map }
        store.send(.locationUpdated(position: S.townHall)) {
            $0.location = .located(position: S.townHall)
            $0.map.centre = S.townHall
        }
        store.send(.mapRefreshTapped) {
            $0.requestCount = 2
            $0.list.pending = NearbyRequest(number: 2, origin: S.townHall, page: 1, pageToken: nil)
        }
        store.receiveEffects([
            S.nearbyRequest(2, url: "https://maps.googleapis.com/maps/api/place/nearbysearch/json?location=-33.8732,151.2061&radius=100")
        ])
        store.send(.nearbyPageLoaded(request: 2, result: .success(NearbyPage(places: S.places(40...41))))) {
            $0.list.pending = nil
            $0.list.origin = S.townHall
            $0.list.rows = S.rows(40...41)
            $0.list.nextPageToken = nil
        }
        store.receiveEffects([])
        XCTAssertEqual(store.state.annotations.map(\.name), ["Place 40", "Place 41"])
    }
}
