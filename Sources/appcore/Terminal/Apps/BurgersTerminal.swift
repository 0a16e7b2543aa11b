import ActionLog
import AppState
import Reducers
import ScreenText

/// Coffee Port in the terminal: the promoted burgers (★) and the list, each with its "V", price,
/// Buy button and image status, the menu's notices, buying, the alert queue, and an offline
/// toggle standing for the platform's connectivity reports (buying is disabled offline).
struct BurgersTerminal: TerminalApp {
    typealias F = BurgersFeature

    var view = BurgersDrawing()

    init() {}

    func launch(now: Timestamp, options: DriveOptions) -> [BurgersAction] { [.appeared(at: now)] }

    /// Once a minute, so that the saved menu's age stays current.
    func tick(now: Timestamp) -> [BurgersAction] { [.clockTicked(time: now)] }

    mutating func handle(_ key: Key, state: BurgersState, now: Timestamp, height: Int) -> [BurgersAction]? {
        if state.presentedAlert != nil {
            return key == .enter || key == .escape ? [.alertDismissed] : nil
        }
        let rows = state.promotedRows + state.regularRows
        if view.cursor.move(key, count: rows.count) { return [] }
        view.cursor.clamp(rows.count)
        let burger = rows.indices.contains(view.cursor.row) ? rows[view.cursor.row].burger : nil
        switch key {
        case .enter: return burger.map { [.burgerTapped(burger: $0.id)] } ?? []
        case .character("b"):
            guard let burger, state.buyButton(for: burger.id).isEnabled else { return [] }
            return [.buyTapped(burger: burger.id)]
        case .character("o"):
            return [.connectivityChanged(connectivity: state.connectivity == .online ? .offline : .online, at: now)]
        case .character("r"): return [.refreshPulled(at: now)]
        default: return nil
        }
    }

}

extension BurgersFeature: TerminalFeature {
    typealias Terminal = BurgersTerminal
}
