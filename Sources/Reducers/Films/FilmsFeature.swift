import ActionLog
import AppState

/// The films app: the films with the highest user and critic ratings, with favorites shared by
/// film identity for the length of a session.
public enum FilmsFeature: Feature {
    /// The app's name in log headers.
    public static let name = "films"
    /// The version of the actions' spelling this build writes.
    public static let actionSchemaVersion = 5
    /// The version of the state's encoding this build hashes.
    public static let stateSchemaVersion = 4
    /// Schema 2 → 3: states spelled by name; 3 → 4: `config.source`, which every older state
    /// had as `"server"` (the only source there was).
    public static let stateUpcasters = [StateUpcaster.namingPayloads(from: 2, .films), FilmsSettings.sourceAdded]
    /// 1 → 2: format 1's positional spelling named; 2 → 3: `returnTapped` became `returnedToList(via:)`;
    /// 3 → 4: the typed errors results decode to spelled by name; 4 → 5: the bundled-file read
    /// added (its effect, its result, the `file` and `malformedFile` load errors), nothing renamed.
    public static let actionUpcasters = [
        ActionUpcaster.namingPositions(FilmsAction.formatOneSpelling), FilmsAction.returnGestureNamed,
        ActionUpcaster.namingPayloads(from: 3, .films),
        ActionUpcaster.addingOnly(from: 4, summary: "bundled-file reads added; every schema 4 action reads the same"),
    ]

    /// `launch`: the standard endpoints, nothing fetched, no favorites (they are never persisted,
    /// so every launch starts with none). `bundledFilesLaunch`: the same, reading the bundled files.
    public static let namedInitialStates: [String: FilmsState] = [
        // Seed rule films.favorites.clearedOnRelaunch.
        "launch": FilmsState(settings: .standard), bundledFilesLaunch: FilmsState(settings: .bundledFiles),
    ]

    /// The name of the launch state that reads the lists from the bundled files.
    public static let bundledFilesLaunch = "launchFromFiles"

    /// What a user sees in `state`.
    public static func screen(of state: FilmsState) -> FilmsScreen { FilmsScreen(state) }

    /// Applies `action` to `state`, purely, and returns the effects to perform.
    public static func reduce(_ state: inout FilmsState, _ action: FilmsAction) -> [Effect] {
        FilmsReducer.reduce(&state, action)
    }

    /// List responses and files are decoded here as arrays of films, or as an error naming the
    /// JSON path (and the file); posters arrive as facts about the image. Storage and timers are
    /// not used by this app.
    public static func action(for result: EffectResult) -> FilmsAction? {
        switch result {
        case .http(let id, let response):
            guard case .list(let kind) = FilmsEffectID(id) else { return nil }
            return .listLoaded(list: kind, result: LoadError.decode([Film].self, from: response))
        case .bundledFileRead(let id, let name, let contents):
            guard case .list(let kind) = FilmsEffectID(id) else { return nil }
            return .listLoaded(list: kind, result: LoadError.decode([Film].self, fromFile: name, contents))
        case .image(let id, let url, let image):
            guard case .poster(let film) = FilmsEffectID(id) else { return nil }
            return .imageLoaded(film: film, url: url, result: image)
        case .loaded, .persisted, .timerFired:
            return nil
        }
    }
}
