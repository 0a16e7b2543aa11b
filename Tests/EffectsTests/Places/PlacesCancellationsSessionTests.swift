import ActionLog
import AppState
import Effects
import Foundation
import Reducers
import XCTest

/// `Sessions/places-cancellations.jsonl` (seed 002: images of rows scrolled away, a details
/// request left with Back and a search replaced by pull to refresh are cancelled): replayed with
/// every checkpoint verified, and recorded again byte for byte.
final class PlacesCancellationsSessionTests: XCTestCase {
    private func cancelled(by action: PlacesAction, in steps: [Step<PlacesFeature>]) -> [[String]] {
        steps.filter { $0.action == action }.map { step in
            step.effects.compactMap { if case .cancel(let id) = $0 { id.rawValue } else { nil } }
        }
    }

    func testEachCancellationIsOfWhatWasStillInFlight() throws {
        let steps = try SessionHarness.steps(PlacesFeature.self, session: PlacesCancellationsScript.session)
        let names = try Self.keywordFixtureIDs()
        // Rows 13–14 on screen: the loads of rows 1 and 2, more than 10 rows away, are cancelled
        // (row 0's had failed already; rows 3–7 are within 10).
        XCTAssertEqual(
            cancelled(by: .rowsBecameVisible(rows: VisibleRows(first: 13, last: 14)), in: steps),
            [[1, 2].map { PlacesEffectID.photo(PlaceID(rawValue: names[$0])).effectID.rawValue }])
        // Back from Dove & Olive's details (request 2, unanswered), then Back with nothing to pop.
        XCTAssertEqual(cancelled(by: .backTapped, in: steps), [["details:2"], []])
        XCTAssertEqual(steps.filter { $0.action == .backTapped }.map(\.after.lastRefusal), [nil, .navigation(refusal: .nothingToPop)])
        // The second pull to refresh cancels the first one's search (request 3).
        XCTAssertEqual(cancelled(by: .refreshPulled, in: steps), [[], ["nearby:3"]])
    }

    func testReplayKeepsTheListWhenTheLastRefreshFails() throws {
        let names = try Self.keywordFixtureIDs()
        let state = try SessionHarness.replay(PlacesFeature.self, session: PlacesCancellationsScript.session).state
        XCTAssertEqual(state.list.rows.map(\.place.id.rawValue), names, "the first page's 20 places, kept")
        XCTAssertEqual(state.list.rows.first?.place.name, "P.J.O'Brien's")
        XCTAssertEqual(state.list.rows[13].place.name, "Dove & Olive")
        XCTAssertEqual(state.list.rows[0].image, .failed(error: .badStatus(status: 403)))
        XCTAssertEqual(state.list.rows[1...2].map(\.image), [.idle, .idle])
        XCTAssertEqual(state.list.rows[3...7].map(\.image), Array(repeating: .loading, count: 5))
        XCTAssertEqual(state.list.rows[13...14].map(\.image), [.loading, .loading])
        XCTAssertNil(state.list.pending)
        XCTAssertEqual(state.list.problem, .load(error: .http(error: PlacesCancellationsScript.offline)))
        XCTAssertEqual(state.details, [])
        XCTAssertEqual(state.navigation.stack(of: .list)?.screens, [])
        XCTAssertEqual(state.location, .unavailable(reason: PlacesCancellationsScript.locationOff))
        XCTAssertEqual(state.requestCount, 4)
    }

    func testRecordingAgainGivesTheSameBytes() async throws {
        try await SessionHarness.assertRecordingMatchesCommitted(
            PlacesFeature.self, session: PlacesCancellationsScript.session, runner: PlacesCancellationsRuntime(),
            script: PlacesCancellationsScript.script)
    }

    /// The place ids of the keyword fixture's results, in order.
    private static func keywordFixtureIDs() throws -> [String] {
        let data = try Data(contentsOf: SessionHarness.repositoryRoot
            .appendingPathComponent("Fixtures/places/PlacesApiNearbySearchRequestByKeywordResponse.json"))
        let document = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        return (document?["results"] as? [[String: Any]] ?? []).compactMap { $0["place_id"] as? String }
    }
}
