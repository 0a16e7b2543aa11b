import ActionLog
import AppState

/// The Places app: the places within 100 m of the user, on a map and in a lazily loaded list.
public enum PlacesFeature: Feature {
    /// The app's name in log headers.
    public static let name = "places"
    /// The version of the actions' spelling this build writes.
    public static let actionSchemaVersion = 4
    /// The version of the state's encoding this build hashes.
    public static let stateSchemaVersion = 4
    /// Schema 3 → 4: states spelled by name.
    public static let stateUpcasters = [StateUpcaster.namingPayloads(from: 3, .places)]
    /// One upcaster per action schema step, oldest first.
    public static let actionUpcasters = [ActionUpcaster.namingPositions(PlacesAction.formatOneSpelling), PlacesAction.tapsNamed, ActionUpcaster.namingPayloads(from: 3, .places)]

    /// `"launch"`: nothing known yet; the launch action brings the settings.
    public static let namedInitialStates: [String: PlacesState] = ["launch": PlacesState()]

    /// What a user sees in `state`.
    public static func screen(of state: PlacesState) -> PlacesScreen { PlacesScreen(state) }

    /// Applies `action` to `state`, purely, and returns the effects to perform.
    public static func reduce(_ state: inout PlacesState, _ action: PlacesAction) -> [Effect] {
        PlacesReducer.reduce(&state, action)
    }

    /// Decodes search and details answers into pages and details (or errors naming the failing
    /// field or status); images become `photoLoaded`. Results of other ids are dropped.
    public static func action(for result: EffectResult) -> PlacesAction? {
        switch result {
        case .http(let id, let response):
            switch PlacesEffectID(id) {
            case .nearby(let number): .nearbyPageLoaded(request: number, result: NearbyPage.decode(response))
            case .details(let number): .detailsLoaded(request: number, result: PlaceDetails.decode(response))
            case .photo, .pageRetry, nil: nil
            }
        case .image(let id, _, let image):
            if case .photo(let place) = PlacesEffectID(id) { .photoLoaded(place: place, result: image) } else { nil }
        case .timerFired(let id):
            if case .pageRetry(let number) = PlacesEffectID(id) { .pageRetryDue(request: number) } else { nil }
        case .loaded, .persisted, .bundledFileRead:
            nil
        }
    }
}
