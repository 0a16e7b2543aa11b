import ActionLog
import AppState

/// The dining app ("Dining mode"): the upcoming reservation's banner on every tab, opening into
/// its cards.
public enum DiningFeature: Feature {
    /// The app's name in log headers.
    public static let name = "dining"
    /// The version of the actions' spelling this build writes.
    public static let actionSchemaVersion = 5
    /// The version of the state's encoding this build hashes.
    public static let stateSchemaVersion = 5
    /// Schema 3 → 4: states spelled by name; 4 → 5: the layout width and the pictures' slots.
    /// An older state was reached by a build that loaded no pictures: no slots, the default width.
    public static let stateUpcasters = [
        StateUpcaster.namingPayloads(from: 3, .dining),
        StateUpcaster(from: 4) { state in
            guard case .object(let members) = state else { return state }
            return .object(members + [("images", .array([])), ("layoutWidth", .int(Int64(DiningState.defaultLayoutWidth)))])
        },
    ]

    /// One upcaster per action schema step, oldest first.
    public static let actionUpcasters = [
        ActionUpcaster.namingPositions(DiningAction.formatOneSpelling), DiningAction.tapsNamed,
        ActionUpcaster.namingPayloads(from: 3, .dining), DiningAction.picturesLoaded,
    ]
    /// Logs of action schema 4 and older were written by builds that loaded no pictures.
    public static let effectsComparableSince = 5

    /// `launch`: the first tab, nothing read yet.
    public static let namedInitialStates: [String: DiningState] = ["launch": DiningState()]

    /// What a user sees in `state`.
    public static func screen(of state: DiningState) -> DiningScreen { DiningScreen(state) }

    /// Applies `action` to `state`, purely, and returns the effects to perform.
    public static func reduce(_ state: inout DiningState, _ action: DiningAction) -> [Effect] {
        DiningReducer.reduce(&state, action)
    }

    /// The stored reservation's bytes become `reservationRead`, decoded leniently here so the log
    /// holds the decoded reservation, and a picture's load `imageLoaded`; other results are not
    /// the dining app's.
    public static func action(for result: EffectResult) -> DiningAction? {
        switch result {
        case .loaded(let key, let stored) where key == DiningState.reservationKey:
            .reservationRead(result: Reservation.read(stored))
        case .image(let id, let url, let result) where DiningEffectID(id) == .image(url):
            .imageLoaded(url: url, result: result)
        default:
            nil
        }
    }
}
