import ActionLog
import AppState
import Foundation
import XCTest

/// The Places actions' named spelling, written out by hand, every case read back, and the errors
/// of a case or a field this build does not know.
final class PlacesActionLogCodingTests: XCTestCase {
    private static let place: PlaceID = "ChIJN1t_tDeuEmsRUsoyG83frY4"
    private static let pyrmont = Coordinate(latitude: -33.8670522, longitude: 151.1957362)
    private static let info = ImageInfo(
        format: .jpeg, byteCount: 4096, width: 400, height: 300, digest: "afe92e27", fromCache: false)

    func testSpellingsWrittenByHand() throws {
        let cases: [(PlacesAction, String)] = [
            (.launched(configuration: PlacesSettings(hasAPIKey: true, service: PlacesSettings.defaultService)),
             #"{"launched":{"configuration":{"hasAPIKey":true,"service":"https://maps.googleapis.com"}}}"#),
            (.locationPermissionChanged(permission: .granted), #"{"locationPermissionChanged":{"permission":"granted"}}"#),
            (.mapMoved(centre: Coordinate(latitude: -33.8523, longitude: 151.2108)),
             #"{"mapMoved":{"centre":{"latitude":-33.8523,"longitude":151.2108}}}"#),
            (.rowsBecameVisible(rows: VisibleRows(first: 0, last: 7)), #"{"rowsBecameVisible":{"rows":{"first":0,"last":7}}}"#),
            (.refreshPulled, #"{"refreshPulled":{}}"#),
            (.tabSelected(tab: .map), #"{"tabSelected":{"tab":"map"}}"#),
            (.backTapped, #"{"backTapped":{}}"#),
            (.nearbyPageLoaded(request: 3, result: .failure(.pageTokenRejected(message: nil))),
             #"{"nearbyPageLoaded":{"request":3,"result":{"failure":{"pageTokenRejected":{}}}}}"#),
            (.photoLoaded(place: "p1", result: .failure(.http(error: .timedOut))), #"{"photoLoaded":{"place":"p1","result":{"failure":{"http.timedOut":{}}}}}"#),
        ]
        for (action, expected) in cases { assertSpelling(action, expected) }
    }

    func testEveryCaseRoundTrips() throws {
        let page = NearbyPage(
            places: [Place(id: Self.place, name: "Google", vicinity: "48 Pirrama Rd", coordinate: Self.pyrmont, photoReference: "ref")],
            skipped: [DecodeFailure(path: "results[3].geometry", reason: "missing")], nextPageToken: "next")
        let details = PlaceDetails(
            id: Self.place, name: "Google", address: "48 Pirrama Rd", rating: 4.5, ratingsCount: 12, openNow: true,
            openingHours: ["Monday: 9 AM – 5 PM"], coordinate: Self.pyrmont, photoReferences: ["ref"],
            reviews: [PlaceDetails.Review(author: "Ann", rating: 5, relativeTime: "a month ago", text: "Great")])
        let actions: [PlacesAction] = [
            .launched(configuration: PlacesSettings(hasAPIKey: false)),
            .locationPermissionChanged(permission: .restricted),
            .locationUpdated(position: Self.pyrmont),
            .locationUnavailable(reason: "airplane mode"),
            .tabSelected(tab: .list),
            .backTapped,
            .rowTapped(place: Self.place),
            .rowsBecameVisible(rows: VisibleRows(first: 8, last: 15)),
            .refreshPulled,
            .myLocationTapped,
            .mapMoved(centre: Self.pyrmont),
            .mapRefreshTapped,
            .nearbyPageLoaded(request: 1, result: .success(page)),
            .nearbyPageLoaded(request: 2, result: .failure(.service(status: .overQueryLimit, message: "slow down"))),
            .nearbyPageLoaded(request: 3, result: .failure(.load(error: .http(error: .unreachable(reason: "offline"))))),
            .detailsLoaded(request: 4, result: .success(details)),
            .detailsLoaded(request: 5, result: .failure(.invalidServiceURL(address: "nope"))),
            .photoLoaded(place: Self.place, result: .success(Self.info)),
            .photoLoaded(place: Self.place, result: .failure(.badStatus(status: 404))),
        ]
        assertRoundTrips(actions)
    }

    func testUnknownCasesAndFieldsNameTheirPath() throws {
        assertRefused(PlacesAction.self, #"{"mapZoomed":{}}"#, LogDecodingError(path: "action", reason: .unknownCase("mapZoomed")))
        assertRefused(PlacesAction.self, 
            #"{"rowTapped":{"animated":true,"place":"p1"}}"#,
            LogDecodingError(path: "action.rowTapped", reason: .unknownField("animated")))
        assertRefused(PlacesAction.self, #"{"tabSelected":{"tab":"reviews"}}"#, LogDecodingError(path: "action.tabSelected.tab", reason: .invalid("\"reviews\" is not a known value")))
        assertRefused(PlacesAction.self, 
            #"{"rowsBecameVisible":{"rows":{"first":0}}}"#,
            LogDecodingError(path: "action.rowsBecameVisible.rows.last", reason: .missing))
    }

    func testFormatOneScreenIsNamed() throws {
        let old = #"{"tabs":{"_0":{"navigation":{"_0":{"pushed":{"_0":{"details":{"_0":"p1"}}}}}}}}"#
        let named = try formatOneNamed(old, by: PlacesAction.formatOneSpelling)
        XCTAssertEqual(
            logText(named),
            #"{"tabs.navigation.pushed":{"screen":{"details":{"place":"p1"}}}}"#)
        let tapped = try PlacesAction.tapsNamed.upcast(named, at: "action")
        XCTAssertEqual(try PlacesAction(logValue: tapped, at: "action"), .rowTapped(place: PlaceID("p1")))
    }

    /// Action schema 2 → 3: the tab navigation's actions become the taps they stood for.
    func testSchemaTwoNavigationBecomesTaps() throws {
        let steps: [(String, PlacesAction)] = [
            (#"{"tabs.tabSelected":{"tab":"map"}}"#, .tabSelected(tab: .map)),
            (#"{"tabs.navigation.popped":{}}"#, .backTapped),
            (#"{"tabs.navigation.poppedToRoot":{}}"#, .backTapped),
            (#"{"tabs.navigation.pushed":{"screen":{"details":{"place":"p1"}}}}"#, .rowTapped(place: "p1")),
            (#"{"refreshPulled":{}}"#, .refreshPulled),
        ]
        for (old, new) in steps {
            let upcast = try PlacesAction.tapsNamed.upcast(try JSONValue(parsing: Data(old.utf8)), at: "action")
            XCTAssertEqual(try PlacesAction(logValue: upcast, at: "action"), new, old)
        }
        XCTAssertThrowsError(try PlacesAction.tapsNamed.upcast(
            try JSONValue(parsing: Data(#"{"tabs.navigation.poppedTo":{"index":0}}"#.utf8)), at: "action")) { error in
            XCTAssertEqual((error as? LogDecodingError)?.path, "action.tabs.navigation.poppedTo")
        }
    }

}
