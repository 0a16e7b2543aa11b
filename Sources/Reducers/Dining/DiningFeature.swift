import ActionLog
import AppState

/// The dining app ("Dining mode"): the upcoming reservation's banner on every tab, opening into
/// its cards.
public enum DiningFeature: Feature {
    public static let name = "dining"
    public static let actionSchemaVersion = 4
    public static let stateSchemaVersion = 4
    /// Schema 3 → 4: states spelled by name.
    public static let stateUpcasters = [StateUpcaster.namingPayloads(from: 3, .dining)]
    public static let actionUpcasters = [ActionUpcaster.namingPositions(DiningAction.formatOneSpelling), DiningAction.tapsNamed, ActionUpcaster.namingPayloads(from: 3, .dining)]

    public static var namedInitialStates: [String: DiningState] { ["launch": DiningState()] }

    public static func screen(of state: DiningState) -> DiningScreen { DiningScreen(state) }

    public static func reduce(_ state: inout DiningState, _ action: DiningAction) -> [Effect] {
        DiningReducer.reduce(&state, action)
    }

    /// The stored reservation's bytes become `reservationRead`, decoded leniently here so the log
    /// holds the decoded reservation; other results are not the dining app's.
    public static func action(for result: EffectResult) -> DiningAction? {
        guard case .loaded(let key, let stored) = result, key == DiningState.reservationKey else { return nil }
        return .reservationRead(Reservation.read(stored))
    }
}
