import ActionLog
import AppState
import Reducers

/// Coffee Port in the terminal: the promoted burgers (★) and the list, each with its "V", price,
/// Buy button and image status, the menu's notices, buying, the alert queue, and an offline
/// toggle standing for the platform's connectivity reports (buying is disabled offline).
struct BurgersTerminal: TerminalApp {
    typealias F = BurgersFeature

    /// Over the promoted rows first, then the regular ones.
    var cursor = ListCursor()

    init() {}

    func launch(now: Timestamp, options: DriveOptions) -> [BurgersAction] { [.appeared(at: now)] }

    /// Once a minute, so that the saved menu's age stays current.
    func tick(now: Timestamp) -> [BurgersAction] { [.clockTicked(now)] }

    mutating func handle(_ key: Key, state: BurgersState, now: Timestamp, height: Int) -> [BurgersAction]? {
        if state.presentedAlert != nil {
            return key == .enter || key == .escape ? [.alertDismissed] : nil
        }
        let rows = state.promotedRows + state.regularRows
        if cursor.move(key, count: rows.count) { return [] }
        cursor.clamp(rows.count)
        let burger = rows.indices.contains(cursor.row) ? rows[cursor.row].burger : nil
        switch key {
        case .enter: return burger.map { [.burgerTapped($0.id)] } ?? []
        case .character("b"):
            guard let burger, state.buyButton(for: burger.id).isEnabled else { return [] }
            return [.buyTapped(burger.id)]
        case .character("o"):
            return [.connectivityChanged(state.connectivity == .online ? .offline : .online, at: now)]
        case .character("r"): return [.refreshPulled(at: now)]
        default: return nil
        }
    }

    func draw(_ screen: BurgersScreen, into frame: inout TerminalFrame, height: Int) {
        frame.add([.bold(screen.title), .plain("  \(screen.connectivity == .online ? "online" : "OFFLINE")")])
        screen.notices.forEach { frame.addNotice($0) }
        frame.addBlank()
        if let alert = screen.alert { return frame.addAlert(alert) }
        let cards = screen.promoted + screen.regular
        let rows = cards.enumerated().map { index, card in
            [TerminalFrame.Span.plain(index < screen.promoted.count ? "★ " : "  "), .bold(card.name),
             .plain("\(card.isVegetarian ? " V" : "")  \(card.price)  \(card.buy.label)  \(card.image.label)")]
        }
        if !rows.isEmpty {
            frame.addList(rows, cursor: min(cursor.row, rows.count - 1), height: frame.linesLeft(in: height))
        }
        frame.addHelp("↑↓ move · enter notes · b buy · o \(screen.connectivity == .online ? "go offline" : "go online") · r refresh · q quit")
    }
}
