import ActionLog
import AppState
import Effects
import Foundation
import LogReplay
import Reducers
import XCTest

/// `Sessions/regressions/lunch-relaunch.jsonl`: Lunch launched three times on one log and one data
/// folder. The first process favorites two restaurants of the real feed; the second and third read
/// them back from storage at launch. Before launch lines, such a log did not verify: replay went on
/// from the first process's state instead of the new process's.
///
/// Recorded like the bundled sessions (`RECORD_SESSIONS=1` writes it again): against the local
/// server, a store with serial effects and a stepping clock per process, each on a new runtime over
/// the same storage folder, as a relaunched app is.
final class LunchRelaunchSessionTests: XCTestCase {
    static let name = "regressions/lunch-relaunch"
    /// Two restaurants of the real feed (Fixtures/lunch/restaurants.json), favorited with the
    /// detail screen's heart (seed 000, "Sept Class" 1).
    static let favorites: [RestaurantID] = ["Chuy's", "Thai Star"]

    func testTheRelaunchesReadBackTheFavoritesTheFirstProcessStored() throws {
        let names = try JSONDecoder().decode(LunchFeedDocument.self, from: Data(contentsOf: SessionHarness.repositoryRoot
            .appendingPathComponent("Fixtures/lunch/restaurants.json"))).restaurants.map(\.id)
        XCTAssertEqual(Self.favorites.filter(names.contains), Self.favorites, "both are in the real feed")

        let log = SessionHarness.committedSession(Self.name)
        let outcome = try Replayer<LunchFeature>(verify: true).run(LogOpening(url: log))
        XCTAssertNil(outcome.divergence)
        XCTAssertNil(outcome.tornTailLine)
        XCTAssertEqual(outcome.launches.map(\.number), [2, 3])
        XCTAssertEqual(outcome.launches.map(\.launch.initial), [.named("launch"), .named("launch")])
        XCTAssertTrue(outcome.launches.allSatisfy { $0.launch.state != nil }, "each launch carries its state's hash")
        // A checkpoint with the state's hash after every input, and each launch's hash: all compared.
        XCTAssertEqual(outcome.checkpointsVerified, outcome.lastSeq + 2)

        // What the second and third processes read at launch: the first one's favorites.
        let reads = try String(contentsOf: log, encoding: .utf8).split(separator: "\n").map { try JSONValue(parsing: Data($0.utf8)) }
            .compactMap { $0["result"]?["loaded"] }
        let stored = String(decoding: try JSONEncoder().encode(Self.favorites), as: UTF8.self)
        XCTAssertEqual(reads.map { $0["value"] }, [nil, .string(stored), .string(stored)])

        let state = outcome.state
        XCTAssertEqual(state.favorites.ids.elements, Self.favorites)
        XCTAssertFalse(state.favorites.awaitingStored)
        XCTAssertNil(state.favoritesProblem)
        XCTAssertEqual(state.favoriteRestaurants.map(\.category), ["Tex Mex", "Thai"])
        XCTAssertEqual(state.navigation.selected, .favorites)
        XCTAssertEqual(state.navigation.current.screens, [.detail(restaurant: "Thai Star")])
        XCTAssertEqual(state.feed.value?.count, names.count)

        // Each process's last state, replayed up to the end of its launch.
        let first = try Replayer<LunchFeature>(untilLaunch: 1).run(LogOpening(url: log)).state
        XCTAssertEqual(first.favorites.ids.elements, Self.favorites)
        XCTAssertEqual(first.navigation.selected, .lunch)
        let second = try Replayer<LunchFeature>(untilLaunch: 2).run(LogOpening(url: log)).state
        XCTAssertEqual(second.favorites.ids.elements, Self.favorites)
        XCTAssertEqual(second.navigation.current.screens, [], "a relaunch starts without the detail screen")
    }

    func testRecordingItAgainAgainstTheLocalServerIsByteIdentical() async throws {
        let hosts = try startHosts(routes: LiveHosts.lunchRoutes)
        let recorded = hosts.folder.appendingPathComponent("lunch-relaunch.jsonl")
        var states: [LunchState] = []
        states.append(try await SessionRecording.record(LunchFeature.self, to: recorded, runner: hosts.makeRunner()) { store in
            await store.sendAndSettle(.launched, .layoutChanged(sizeClass: .compact))
            for id in Self.favorites {
                await store.sendAndSettle(.restaurantTapped(restaurant: id), .heartTapped(restaurant: id), .backTapped)
            }
        })
        for (hour, actions) in [(1, [LunchAction.tabSelected(tab: .favorites)]), (2, [.tabSelected(tab: .favorites), .restaurantTapped(restaurant: "Thai Star")])] {
            // A new runtime on the same folder: the app launched again, an hour later.
            let clock = SteppingClock(start: SessionRecording.defaultStart.adding(milliseconds: Int64(hour) * 3_600_000))
            states.append(try await SessionRecording.continueRecording(LunchFeature.self, at: recorded, runner: hosts.makeRunner(), clock: clock) { store in
                await store.sendAndSettle(.launched, .layoutChanged(sizeClass: .compact))
                for action in actions { await store.sendAndSettle(action) }
            })
        }
        try RelaunchedLog.verify(LunchFeature.self, recorded, states: states.map { try JSONValue(encoding: $0) }, program: nil)
        // The feed three times, the fifteen images once: the relaunches found them in the cache.
        XCTAssertEqual(try hosts.server.requests().count, 3 + 15)

        try SessionHarness.assertMatchesCommitted(recorded, session: Self.name)
    }
}
