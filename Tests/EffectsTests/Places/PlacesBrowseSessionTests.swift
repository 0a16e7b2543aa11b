import ActionLog
import AppState
import Effects
import LogReplay
import Reducers
import XCTest

/// Replays `Sessions/places-browse.jsonl` and checks that recording it again gives the same bytes.
final class PlacesBrowseSessionTests: XCTestCase {
    func testReplayReachesTheRecordedState() throws {
        let outcome = try SessionHarness.replay(PlacesFeature.self, session: PlacesBrowseScript.session)
        let state = outcome.state
        let pyrmont = Coordinate(latitude: -33.8670522, longitude: 151.1957362)

        XCTAssertEqual(outcome.lastSeq, 51)
        XCTAssertEqual(state.settings, PlacesSettings(hasAPIKey: true))
        XCTAssertEqual(state.permission, .granted)
        XCTAssertEqual(state.location, .located(position: pyrmont))
        XCTAssertNil(state.notice)
        XCTAssertEqual(state.navigation.selected, .map)
        XCTAssertEqual(state.navigation.stack(of: .list)?.screens, [])
        XCTAssertEqual(state.details, [])
        XCTAssertEqual(state.map, PlacesMap(centre: pyrmont, followsUser: true))
        XCTAssertEqual(state.requestCount, 5)

        let list = state.list
        XCTAssertEqual(list.origin, pyrmont)
        XCTAssertNil(list.pending)
        XCTAssertNil(list.problem)
        XCTAssertEqual(list.pagesLoaded, 1)
        XCTAssertEqual(list.rows.count, 20)
        XCTAssertEqual(list.rows.first?.place.name, "P.J.O'Brien's")
        XCTAssertEqual(list.rows.first?.place.vicinity, "57 King Street, Sydney")
        XCTAssertEqual(list.rows.last?.place.name, "30 Knots")
        XCTAssertEqual(list.nextPageToken?.prefix(12), "CpQCAgEAAFqj")
        XCTAssertEqual(list.skipped, [])
        XCTAssertNil(list.visibleRows)
        // The map refresh replaced the list: no row image was asked for since.
        XCTAssertEqual(list.rows.map(\.image), Array(repeating: .idle, count: 20))
        XCTAssertEqual(state.annotations.count, 20)
    }

    /// Seq 34: the details of a second-page place arrived; seq 35: back, with both pages and the
    /// scroll position intact.
    func testTheMiddleOfTheSession() throws {
        let opening = try LogOpening(url: SessionHarness.committedSession(PlacesBrowseScript.session))
        let details = try Replayer<PlacesFeature>(until: 34, verify: true).run(opening).state
        XCTAssertEqual(details.navigation.stack(of: .list)?.screens, [.details(place: "ChIJ1_5Y_yOuEmsRU3ORQg0SYpg")])
        guard case .loaded(let shown) = details.details.first?.phase else {
            return XCTFail("details not loaded: \(details.details)")
        }
        XCTAssertEqual(shown.id, "ChIJ1_5Y_yOuEmsRU3ORQg0SYpg", "the place tapped, never another")
        XCTAssertEqual(shown.name, "Wake Up! Sydney")
        XCTAssertEqual(shown.rating, 4.2, "its rating in the by-type search fixture")
        XCTAssertEqual(shown.phone, "(02) 9288 7888", "its own number in the fixture, not Google's")
        XCTAssertEqual(details.details.first?.request, 3)

        let back = try Replayer<PlacesFeature>(until: 35, verify: true)
            .run(LogOpening(url: SessionHarness.committedSession(PlacesBrowseScript.session))).state
        XCTAssertEqual(back.navigation.stack(of: .list)?.screens, [])
        XCTAssertEqual(back.details, [])
        XCTAssertEqual(back.list.pagesLoaded, 2)
        XCTAssertEqual(back.list.rows.count, 25)
        XCTAssertNil(back.list.nextPageToken)
        XCTAssertEqual(back.list.rows[20].place.name, "Sydney Harbour Marriott Hotel at Circular Quay")
        XCTAssertEqual(back.list.rows[24].place.name, "Royal Exhibition Hotel")
        XCTAssertEqual(back.list.visibleRows, VisibleRows(first: 17, last: 24))
        // Rows 0...15 and 17...24 were on screen; row 16 was scrolled past and never asked for.
        XCTAssertEqual(back.list.rows.filter { if case .loaded = $0.image { true } else { false } }.count, 24)
        XCTAssertEqual(back.list.rows[16].image, .idle)
    }

    func testRecordingAgainGivesTheCommittedBytes() async throws {
        try await SessionHarness.assertRecordingMatchesCommitted(
            PlacesFeature.self, session: PlacesBrowseScript.session, runner: PlacesBrowseScript.runner()
        ) { store in
            await PlacesBrowseScript.script(store)
        }
    }
}
