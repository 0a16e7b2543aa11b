import ActionLog
import AppState
import Effects
import Foundation
import LogReplay
import Reducers
import XCTest

/// `Sessions/burgers-offline-from-disk.jsonl` (seed 003: "the app must cache the data for
/// offline access") and `Sessions/burgers-disk-failures.jsonl`: replayed with every checkpoint
/// verified, and recorded again byte for byte.
final class BurgersDiskSessionTests: XCTestCase {
    /// The burgers of the server's list, by name, in its order.
    private func serverNames() throws -> [String] {
        let data = try Data(contentsOf: SessionHarness.repositoryRoot.appendingPathComponent("Fixtures/burgers/server-burgers.json"))
        let document = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        return (document?["burgers"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
    }

    func testTheRelaunchShowsTheFeedSavedOnDiskOfflineWithBuyingDisabled() throws {
        let log = SessionHarness.committedSession(BurgersDiskSessions.offlineFromDisk)
        let first = try Replayer<BurgersFeature>(untilLaunch: 1).run(LogOpening(url: log)).state
        XCTAssertEqual(first.lastGood?.origin, .network)
        XCTAssertEqual(first.cacheNote, nil, "the feed was saved")

        var steps: [Step<BurgersFeature>] = []
        let outcome = try Replayer<BurgersFeature>(verify: true).run(LogOpening(url: log)) { steps.append($0) }
        XCTAssertNil(outcome.divergence)
        XCTAssertEqual(outcome.launches.map(\.number), [2])
        // The relaunch read the feed from disk, then going offline cancelled the request that hung.
        let fromDisk = try XCTUnwrap(steps.first { if case .cacheLoaded(.success(.some)) = $0.action { true } else { false } })
        let relaunch = try XCTUnwrap(steps.first { $0.launch != nil })
        XCTAssertEqual(relaunch.action, .appeared(at: BurgersDiskSessions.time(minutes: 60)))
        XCTAssertGreaterThan(fromDisk.seq, relaunch.seq)
        let offline = try XCTUnwrap(steps.first { if case .connectivityChanged(.offline, _) = $0.action { true } else { false } })
        XCTAssertEqual(offline.effects, [.cancel(id: BurgersEffectID.feed.effectID)])

        let state = outcome.state
        let names = try serverNames()
        XCTAssertEqual(state.lastGood?.origin, .disk)
        XCTAssertEqual(state.lastGood?.fetchedAt, BurgersDiskSessions.time(minutes: 0), "fetched by the first process")
        XCTAssertEqual(state.lastGood?.feed.burgers.map(\.name), names)
        XCTAssertEqual(state.promotedRows.map(\.burger.name), ["Diner Burger", "Bean burger"])
        XCTAssertTrue(state.isShowingCachedFeed)
        XCTAssertEqual(state.connectivity, .offline)
        XCTAssertEqual(state.fetch, .idle)
        XCTAssertEqual(state.ordersInFlight, [], "the buy tap offline sent nothing")
        let rows = state.promotedRows + state.regularRows
        XCTAssertEqual(rows.count, names.count)
        XCTAssertFalse(rows.contains { $0.buyButton.isEnabled }, "buying is disabled offline")
        let seitan = try XCTUnwrap(BurgersDiskSessions.seitanImage)
        XCTAssertEqual(state.images.status(of: seitan), .failed(error: .badStatus(status: 404)))
    }

    func testDiskFailuresSessionNotesEachFailure() throws {
        let steps = try SessionHarness.steps(BurgersFeature.self, session: BurgersDiskSessions.diskFailures)
        let read = try XCTUnwrap(steps.first { if case .cacheLoaded = $0.action { true } else { false } })
        XCTAssertEqual(read.after.cacheNote, .unreadable(error: BurgersDiskSessions.unreadable))
        let state = try SessionHarness.replay(BurgersFeature.self, session: BurgersDiskSessions.diskFailures).state
        XCTAssertEqual(state.lastGood?.origin, .network)
        XCTAssertEqual(state.lastGood?.feed.burgers.map(\.name), try serverNames())
        XCTAssertEqual(state.cacheNote, .notSaved(error: BurgersDiskSessions.diskFull))
    }

    func testRecordingOfflineFromDiskAgainIsByteIdentical() async throws {
        let folder = try SessionHarness.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let recorded = folder.appendingPathComponent("\(BurgersDiskSessions.offlineFromDisk).jsonl")
        let disk = BurgersDisk()
        var states: [BurgersState] = []
        states.append(try await SessionRecording.record(
            BurgersFeature.self, to: recorded, runner: BurgersDiskRuntime(disk: disk), script: BurgersDiskSessions.firstProcess))
        let saved = await disk.stored.keys.map(\.rawValue)
        XCTAssertEqual(saved, [BurgersFeature.cacheKey.rawValue], "the first process saved the feed")
        let clock = SteppingClock(start: BurgersDiskSessions.time(minutes: 60))
        states.append(try await SessionRecording.continueRecording(
            BurgersFeature.self, at: recorded, runner: BurgersDiskRuntime(disk: disk, feedHangs: true, imagesCached: true), clock: clock,
            script: BurgersDiskSessions.relaunchedOffline))
        try RelaunchedLog.verify(BurgersFeature.self, recorded, states: states.map { try JSONValue(encoding: $0) }, program: nil)

        try SessionHarness.assertMatchesCommitted(recorded, session: BurgersDiskSessions.offlineFromDisk)
    }

    func testRecordingDiskFailuresAgainIsByteIdentical() async throws {
        try await SessionHarness.assertRecordingMatchesCommitted(
            BurgersFeature.self, session: BurgersDiskSessions.diskFailures,
            runner: BurgersDiskRuntime(disk: BurgersDisk(), readFailure: BurgersDiskSessions.unreadable, writeFailure: BurgersDiskSessions.diskFull),
            script: BurgersDiskSessions.diskFailuresScript)
    }
}
