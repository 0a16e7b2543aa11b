import ActionLog
import AppState

/// The dining app ("Dining mode"): the upcoming reservation's banner on every tab, opening into
/// its cards.
public enum DiningFeature: Feature {
    public static let name = "dining"
    public static let actionSchemaVersion = 5
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
    public static let actionUpcasters = [
        ActionUpcaster.namingPositions(DiningAction.formatOneSpelling), DiningAction.tapsNamed,
        ActionUpcaster.namingPayloads(from: 3, .dining), DiningAction.picturesLoaded,
    ]
    /// Logs of action schema 4 and older were written by builds that loaded no pictures.
    public static let effectsComparableSince = 5

    public static var namedInitialStates: [String: DiningState] { ["launch": DiningState()] }

    public static func screen(of state: DiningState) -> DiningScreen { DiningScreen(state) }

    public static func reduce(_ state: inout DiningState, _ action: DiningAction) -> [Effect] {
        DiningReducer.reduce(&state, action)
    }

    /// The stored reservation's bytes become `reservationRead`, decoded leniently here so the log
    /// holds the decoded reservation, and a picture's load `imageLoaded`; other results are not
    /// the dining app's.
    public static func action(for result: EffectResult) -> DiningAction? {
        switch result {
        case .loaded(let key, let stored) where key == DiningState.reservationKey:
            .reservationRead(Reservation.read(stored))
        case .image(let id, let url, let result) where DiningEffectID(id) == .image(url):
            .imageLoaded(url: url, result)
        default:
            nil
        }
    }
}
