import ActionLog
import AppState
import Effects
import Foundation
import LogReplay
import Reducers
import XCTest

/// The Films sessions of failures and of the relaunch (seed 004): replayed with every checkpoint
/// verified, and recorded again byte for byte.
final class FilmsRecoverySessionTests: XCTestCase {
    /// The films of a fixture list, `(id, name)` in order.
    private func fixtureFilms(_ file: String) throws -> [(id: Int, name: String)] {
        let data = try Data(contentsOf: SessionHarness.repositoryRoot.appendingPathComponent("Fixtures/films/\(file)"))
        let films = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] ?? []
        return films.compactMap { film in (film["id"] as? Int).flatMap { id in (film["name"] as? String).map { (id, $0) } } }
    }

    func testOfflineThenRetrySessionKeepsTheFavoriteWhileScrolling() throws {
        let steps = try SessionHarness.steps(FilmsFeature.self, session: FilmsRecoverySessions.offlineThenRetry)
        let failed = try XCTUnwrap(steps.first { if case .listLoaded(.userRatings, .failure) = $0.action { true } else { false } })
        XCTAssertEqual(failed.after.userRatings.content, .failed(error: .http(error: FilmsRecoverySessions.offline)))
        XCTAssertEqual(steps.compactMap(\.after.lastRefusal), [.nothingToRetry, .navigation(refusal: .nothingToPop)])
        // Scrolled off screen and back: the favorite is still there, its heart filled.
        let scrolled = steps.filter { if case .listScrolled = $0.action { true } else { false } }
        XCTAssertEqual(scrolled.map(\.after.userRatings.scrollOffset), [2_400, 0])
        XCTAssertEqual(scrolled.map(\.after.favorites.ids.elements), [[FilmsRecoverySessions.darkKnight], [FilmsRecoverySessions.darkKnight]])

        let state = try SessionHarness.replay(FilmsFeature.self, session: FilmsRecoverySessions.offlineThenRetry).state
        let user = try fixtureFilms("Films-user.json")
        XCTAssertEqual(state.userRatings.content.value?.films.map(\.id.rawValue), user.map(\.id))
        let row = try XCTUnwrap(FilmsScreen(state).list?.rows.first { $0.id == FilmID(7) })
        XCTAssertEqual(row.title, user.first { $0.id == 7 }?.name)
        XCTAssertTrue(row.isFavorite)
        XCTAssertEqual(state.images.first { $0.film == FilmsRecoverySessions.interstellar }?.image, .failed(error: .badStatus(status: 404)))
        XCTAssertEqual(state.images.filter { if case .loaded = $0.image { true } else { false } }.count, user.count - 1)
        XCTAssertNil(state.navigation.top)
    }

    func testBundledFileMissingSessionSaysWhichFile() throws {
        let steps = try SessionHarness.steps(FilmsFeature.self, session: FilmsRecoverySessions.bundledFileMissing)
        let missing = LoadError.file(name: FilmsSettings.fileName(of: .criticRatings), error: .missing)
        XCTAssertEqual(steps.filter { if case .listLoaded(.criticRatings, _) = $0.action { true } else { false } }.map(\.after.criticRatings.content), [
            .failed(error: missing), .failed(error: missing),
        ], "read, and read again on Retry")
        let state = try SessionHarness.replay(FilmsFeature.self, session: FilmsRecoverySessions.bundledFileMissing).state
        XCTAssertEqual(state.selectedList, .criticRatings)
        XCTAssertEqual(state.userRatings.content.value?.films.map(\.id.rawValue), try fixtureFilms("Films-user.json").map(\.id))
        XCTAssertNil(state.lastRefusal)
    }

    func testTheRelaunchStartsWithNoFavorites() throws {
        let log = SessionHarness.committedSession(FilmsRecoverySessions.relaunchClearsFavorites)
        let first = try Replayer<FilmsFeature>(untilLaunch: 1).run(LogOpening(url: log)).state
        XCTAssertEqual(first.favorites.ids.elements, [FilmsRecoverySessions.darkKnight])
        let outcome = try Replayer<FilmsFeature>(verify: true).run(LogOpening(url: log))
        XCTAssertNil(outcome.divergence)
        XCTAssertEqual(outcome.launches.map(\.number), [2])
        XCTAssertEqual(outcome.state.favorites.ids.elements, [], "the seed: favorites are cleared out on restart")
        XCTAssertEqual(outcome.state.userRatings.content.value?.films.count, try fixtureFilms("Films-user.json").count)
    }

    func testRecordingOfflineThenRetryAgainGivesTheSameBytes() async throws {
        try await SessionHarness.assertRecordingMatchesCommitted(
            FilmsFeature.self, session: FilmsRecoverySessions.offlineThenRetry, runner: FilmsFlakyServer(),
            script: FilmsRecoverySessions.offlineThenRetryScript)
    }

    func testRecordingBundledFileMissingAgainGivesTheSameBytes() async throws {
        let folder = try SessionHarness.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try await SessionHarness.assertRecordingMatchesCommitted(
            FilmsFeature.self, session: FilmsRecoverySessions.bundledFileMissing, initial: FilmsFeature.bundledFilesLaunch,
            runner: FilmsRecoverySessions.bundleWithoutCriticList(in: folder), script: FilmsRecoverySessions.bundledFileMissingScript)
    }

    func testRecordingTheRelaunchAgainIsByteIdentical() async throws {
        let folder = try SessionHarness.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let recorded = folder.appendingPathComponent("\(FilmsRecoverySessions.relaunchClearsFavorites).jsonl")
        var states: [FilmsState] = []
        states.append(try await SessionRecording.record(
            FilmsFeature.self, to: recorded, runner: FilmsFavoritesSession.runner(), script: FilmsRecoverySessions.favoriteBeforeRelaunch))
        let clock = SteppingClock(start: SessionRecording.defaultStart.adding(milliseconds: 3_600_000))
        states.append(try await SessionRecording.continueRecording(
            FilmsFeature.self, at: recorded, runner: FilmsFavoritesSession.runner(), clock: clock, script: FilmsRecoverySessions.afterRelaunch))
        try RelaunchedLog.verify(FilmsFeature.self, recorded, states: states.map { try JSONValue(encoding: $0) }, program: nil)

        try SessionHarness.assertMatchesCommitted(recorded, session: FilmsRecoverySessions.relaunchClearsFavorites)
    }
}
