import ActionLog
import AppState
import Effects
import Foundation
import LogReplay
import Reducers
import XCTest

/// Replays `Sessions/films-from-files.jsonl` offline, with no file at hand, and records it again
/// byte for byte.
final class FilmsFromFilesSessionTests: XCTestCase {
    /// `(id, name)` of each film of the fixture file `name`, read with `JSONSerialization`.
    private static func fixtureFilms(_ name: String) throws -> [(id: Int, title: String)] {
        let data = try Data(contentsOf: SessionHarness.repositoryRoot.appendingPathComponent("Fixtures/films/\(name)"))
        let films = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        return try films.map { (try XCTUnwrap($0["id"] as? Int), try XCTUnwrap($0["name"] as? String)) }
    }

    func testReplayReachesBothFixtureListsAndTheSharedFavorite() throws {
        let opening = try LogOpening(url: SessionHarness.committedSession(FilmsFromFilesSession.name))
        XCTAssertEqual(opening.header.initial, .named(FilmsFeature.bundledFilesLaunch))
        let state = try SessionHarness.replay(FilmsFeature.self, session: FilmsFromFilesSession.name).state

        XCTAssertEqual(state.settings.source, .bundledFiles)
        XCTAssertEqual(state.selectedList, .userRatings)
        for (kind, name) in [(FilmListKind.userRatings, "Films-user.json"), (.criticRatings, "Films-critic.json")] {
            let expected = try Self.fixtureFilms(name)
            let list = try XCTUnwrap(state[list: kind].content.value, name)
            XCTAssertEqual(list.films.map(\.id.rawValue), expected.map(\.id), name)
            XCTAssertEqual(list.films.map(\.title), expected.map(\.title), name)
            XCTAssertEqual(list.films.count, 15, "the seed: fifteen films a list")
        }
        // The seed: a film favorited in one list shows favorited in the other.
        XCTAssertEqual(state.favorites.ids.elements, [FilmID(7)])
        let row = try XCTUnwrap(FilmsScreen(state).list?.rows.first { $0.id == FilmID(7) })
        XCTAssertEqual(row.title, "The Dark Knight")
        XCTAssertTrue(row.isFavorite)
    }

    func testEachListIsReadFromItsFileOnceAndNothingGoesToTheServer() throws {
        let opening = try LogOpening(url: SessionHarness.committedSession(FilmsFromFilesSession.name))
        var effects: [Effect] = []
        _ = try Replayer<FilmsFeature>(verify: true).run(opening) { effects += $0.effects }
        let reads = effects.filter { if case .readBundledFile = $0 { true } else { false } }
        XCTAssertEqual(reads, [
            .readBundledFile(id: "list:userRatings", name: "Films-user.json", maxBytes: FilmsSettings.fileMaxBytes),
            .readBundledFile(id: "list:criticRatings", name: "Films-critic.json", maxBytes: FilmsSettings.fileMaxBytes),
        ])
        XCTAssertFalse(effects.contains { if case .http = $0 { true } else { false } }, "no list is fetched by HTTP")
    }

    func testRecordingAgainGivesTheCommittedBytes() async throws {
        try await SessionHarness.assertRecordingMatchesCommitted(
            FilmsFeature.self, session: FilmsFromFilesSession.name, initial: FilmsFeature.bundledFilesLaunch,
            runner: FilmsFromFilesSession.runner(), script: FilmsFromFilesSession.script)
    }
}
