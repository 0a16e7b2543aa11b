import ActionLog
import AppState
import Effects
import Foundation
import Reducers
import XCTest

/// A session recorded on the live runtime against the local Places server: the server receives the
/// key with every request, and the log holds it nowhere, so replaying or sharing a log leaks nothing.
final class PlacesKeyNotLoggedTests: PlacesServerTestCase {
    private let key = "live-key"

    func testARecordedLiveSessionNeverHoldsTheKey() async throws {
        let credential = try XCTUnwrap(QueryCredential.placesAPIKey(["PLACES_API_KEY": key]))
        let log = folder.appendingPathComponent("places-live.jsonl")
        let state = try await SessionRecording.record(PlacesFeature.self, to: log, runner: makeRunner(credential)) { store in
            await store.sendAndSettle(
                .launched(configuration: PlacesSettings(hasAPIKey: true)), .locationPermissionChanged(permission: .granted),
                .locationUpdated(position: Self.pyrmont), .rowsBecameVisible(rows: VisibleRows(first: 0, last: 2)),
                .rowTapped(place: "ChIJi6C1MxquEmsRP3l2oXb357Y"))
        }

        // The session worked: a page, three row images and the details came from the server.
        XCTAssertEqual(state.list.rows.count, 20)
        XCTAssertEqual(state.list.rows[0...2].filter { if case .loaded = $0.image { true } else { false } }.count, 3)
        guard case .loaded(let details) = state.details(of: "ChIJi6C1MxquEmsRP3l2oXb357Y")?.phase else {
            return XCTFail("details: \(state.details)")
        }
        XCTAssertEqual(details.name, "P.J.O'Brien's")

        // The server received the key with each of those five requests.
        let requests = try server.requests()
        XCTAssertEqual(requests.map(\.path), [
            "/maps/api/place/nearbysearch/json", "/maps/api/place/photo", "/maps/api/place/photo",
            "/maps/api/place/photo", "/maps/api/place/details/json",
        ])
        XCTAssertEqual(requests.map { $0.params["key"] ?? [] }, Array(repeating: [key], count: 5))

        // The log's launch action says only that there is a key; the key is nowhere in the log,
        // nor in the state its checkpoints hash.
        let bytes = try Data(contentsOf: log)
        XCTAssertNotNil(bytes.range(of: Data(#""launched":{"configuration":{"hasAPIKey":true,"service":"https://maps.googleapis.com"}}"#.utf8)))
        XCTAssertNil(bytes.range(of: Data(key.utf8)))
        XCTAssertNil(bytes.range(of: Data("key=".utf8)))
        XCTAssertNil(try JSONEncoder().encode(state).range(of: Data(key.utf8)))
    }
}
