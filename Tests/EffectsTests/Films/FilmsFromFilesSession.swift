import AppState
import Effects
import Foundation
import Reducers

/// The script of `Sessions/films-from-files.jsonl`, and the runner that answers it offline.
///
/// Films launches reading its bundled files: the user list is read from `Films-user.json`, the
/// critic list from `Films-critic.json`, The Dark Knight is favorited on the critic list and shows
/// favorited on the user list.
enum FilmsFromFilesSession {
    static let name = "films-from-files"

    /// Reads the list files from `Fixtures/films` with the live runtime's own reader, and answers
    /// every poster with the facts of the films session's poster.
    static func runner() -> ScriptedEffectRunner {
        let files = BundledFiles(folder: SessionHarness.repositoryRoot.appendingPathComponent("Fixtures/films"))
        return ScriptedEffectRunner { effect in
            switch effect {
            case .readBundledFile(let id, let name, let maxBytes):
                .bundledFileRead(id: id, name: name, files.read(name, maxBytes: maxBytes))
            case .loadImage(let id, let url):
                .image(id: id, url: url, .success(FilmsFavoritesSession.poster))
            default:
                nil
            }
        }
    }

    static func script(_ store: Store<FilmsFeature>) async {
        await store.send(.appeared)
        await store.send(.segmentSelected(list: .criticRatings))
        await store.send(.heartTapped(film: FilmID(7)))
        await store.send(.segmentSelected(list: .userRatings))
    }
}
