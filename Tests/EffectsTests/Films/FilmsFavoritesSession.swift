import ActionLog
import AppState
import Effects
import Foundation
import Reducers

/// The script of `Sessions/films-favorites.jsonl`, and the runner that answers it offline.
///
/// Both lists load, The Dark Knight is favorited on the user list, the critic list shows it
/// favorited, its details open, it is unfavorited there, and "Return to Film List" shows both lists
/// with a hollow heart.
enum FilmsFavoritesSession {
    static let name = "films-favorites"

    /// What every poster loads as: the facts of a 140×209 JPEG, never its pixels.
    static let poster = ImageInfo(
        format: .jpeg, byteCount: 9_876, width: 140, height: 209,
        digest: "5d41402abc4b2a76b9719d911017c592ae8c1f0e6a4b3c2d1e0f9a8b7c6d5e4f", fromCache: false)

    /// Answers the two standard endpoints with the fixture bytes and every poster with `poster`.
    static func runner() throws -> ScriptedEffectRunner {
        let fixtures = SessionHarness.repositoryRoot.appendingPathComponent("Fixtures/films")
        let userBody = try Data(contentsOf: fixtures.appendingPathComponent("Films-user.json"))
        let criticBody = try Data(contentsOf: fixtures.appendingPathComponent("Films-critic.json"))
        let settings = FilmsSettings.standard
        return ScriptedEffectRunner { effect in
            switch effect {
            case .http(let request) where request.url == settings.userRatingsURL:
                .http(id: request.id, .success(HTTPResponse(status: 200, body: userBody)))
            case .http(let request) where request.url == settings.criticRatingsURL:
                .http(id: request.id, .success(HTTPResponse(status: 200, body: criticBody)))
            case .loadImage(let id, let url):
                .image(id: id, url: url, .success(poster))
            default:
                nil
            }
        }
    }

    static func script(_ store: Store<FilmsFeature>) async {
        await store.send(.appeared)
        await store.send(.segmentSelected(list: .criticRatings))
        await store.send(.segmentSelected(list: .userRatings))
        await store.send(.heartTapped(film: FilmID(7)))
        await store.send(.segmentSelected(list: .criticRatings))
        await store.send(.rowTapped(film: FilmID(7)))
        await store.send(.heartTapped(film: FilmID(7)))
        await store.send(.returnedToList(via: .button))
    }
}
