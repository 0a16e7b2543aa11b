import ActionLog
import AppState
import Effects
import Foundation
import LogReplay
import Reducers
import XCTest

/// Replays `Sessions/films-favorites.jsonl` offline and records it again byte for byte.
final class FilmsFavoritesSessionTests: XCTestCase {
    func testReplayEndsWithBothListsLoadedAndTheDarkKnightHollow() throws {
        let state = try SessionHarness.replay(FilmsFeature.self, session: FilmsFavoritesSession.name).state

        XCTAssertEqual(state.selectedList, .criticRatings)
        XCTAssertEqual(state.favorites, Favorites())
        XCTAssertFalse(state.isFavorite(FilmID(7)))
        XCTAssertEqual(state.navigation, NavigationStack())
        XCTAssertEqual(state.settings.userRatingsURL.absoluteString, "https://films.example.com/Films-user.json")

        let user = try XCTUnwrap(state.userRatings.content.value)
        XCTAssertEqual(user.films.map(\.id.rawValue), Array(1...15))
        XCTAssertEqual(user.films[6].title, "The Dark Knight")
        XCTAssertEqual(user.warnings, [])
        XCTAssertEqual(state.userRatings.scrollOffset, 0)

        let critic = try XCTUnwrap(state.criticRatings.content.value)
        XCTAssertEqual(critic.films.map(\.id.rawValue), [16, 17, 18, 7, 19, 20, 21, 12, 22, 23, 14, 24, 25, 5, 13])
        XCTAssertEqual(critic.films[3].title, "The Dark Knight")
        XCTAssertEqual(critic.warnings, [])
        XCTAssertEqual(state.criticRatings.scrollOffset, 0)

        XCTAssertEqual(state.images.map(\.film.rawValue), Array(1...25))
        let poster = ImageInfo(
            format: .jpeg, byteCount: 9_876, width: 140, height: 209,
            digest: "5d41402abc4b2a76b9719d911017c592ae8c1f0e6a4b3c2d1e0f9a8b7c6d5e4f", fromCache: false)
        XCTAssertEqual(state.images.filter { $0.image != .loaded(value: poster) }, [])
    }

    func testTheCriticListShowsTheFavoriteAndTheDetailsUnfavoriteIt() throws {
        let opening = try LogOpening(url: SessionHarness.committedSession(FilmsFavoritesSession.name))
        var steps: [(action: FilmsAction, favorites: [Int], screens: [FilmsDestination], effects: [Effect])] = []
        _ = try Replayer<FilmsFeature>(verify: true).run(opening) { step in
            guard let action = step.action else { return }
            steps.append((action, step.after.favorites.ids.map(\.rawValue), step.after.navigation.screens, step.effects))
        }
        let frontEnd = steps.filter {
            switch $0.action {
            case .listLoaded, .imageLoaded: false
            default: true
            }
        }
        XCTAssertEqual(frontEnd.map(\.action), [
            .appeared, .segmentSelected(list: .criticRatings), .segmentSelected(list: .userRatings), .heartTapped(film: FilmID(7)),
            .segmentSelected(list: .criticRatings), .rowTapped(film: FilmID(7)), .heartTapped(film: FilmID(7)), .returnedToList(via: .button),
        ])
        XCTAssertEqual(frontEnd.map(\.favorites), [[], [], [], [7], [7], [7], [], []])
        XCTAssertEqual(frontEnd.map(\.screens), [[], [], [], [], [], [.details(film: FilmID(7))], [.details(film: FilmID(7))], []])
        XCTAssertEqual(frontEnd[4].effects, [], "the critic list is kept, not fetched again")
        XCTAssertEqual(steps.count, 35, "8 taps, 2 lists, 25 posters (the 5 shared films once)")
        let storage = steps.flatMap(\.effects).filter {
            switch $0 {
            case .persist, .load: true
            default: false
            }
        }
        XCTAssertEqual(storage, [], "favorites are never persisted")
    }

    func testRecordingAgainGivesTheCommittedBytes() async throws {
        try await SessionHarness.assertRecordingMatchesCommitted(
            FilmsFeature.self, session: FilmsFavoritesSession.name, runner: try FilmsFavoritesSession.runner(),
            script: FilmsFavoritesSession.script)
    }
}
