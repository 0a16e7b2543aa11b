import ActionLog
import AppState
import Reducers

/// Coffee Port in the terminal: the promoted burgers and the list, buying, the alert queue, and
/// an offline toggle standing for the platform's connectivity reports (buying is disabled
/// offline).
struct BurgersTerminal: TerminalApp {
    typealias F = BurgersFeature

    /// Over the promoted rows first, then the regular ones.
    var cursor = ListCursor()

    init() {}

    func launch(now: Timestamp) -> [BurgersAction] { [.appeared(at: now)] }

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

    func draw(_ state: BurgersState, into frame: inout TerminalFrame, height: Int) {
        frame.add([.bold("Coffee Port"), .plain("  \(state.connectivity == .online ? "online" : "OFFLINE")")])
        var status: [String] = []
        if state.isLoading { status.append("Loading the burgers…") }
        if case .failed(let error) = state.fetch { status.append("The burgers could not be loaded: \(error)") }
        if state.isShowingCachedFeed, let age = state.feedAge { status.append("Saved menu, \(age)") }
        frame.add(status.joined(separator: " · "))
        frame.addBlank()
        if let alert = state.presentedAlert {
            frame.add(alert.title, .inverse)
            frame.addWrapped(alert.message)
            frame.addBlank()
            frame.addHelp("enter/esc OK · q quit")
            return
        }
        let promoted = state.promotedRows
        let rows = (promoted + state.regularRows).enumerated().map { index, row in
            [TerminalFrame.Span.plain(index < promoted.count ? "★ " : "  "), .bold(row.burger.name),
             .plain("  \(row.priceText)  "), .plain(Self.label(row.buyButton))]
        }
        if !rows.isEmpty {
            frame.addList(rows, cursor: min(cursor.row, rows.count - 1), height: height - 5)
        }
        frame.addHelp("↑↓ move · enter notes · b buy · o \(state.connectivity == .online ? "go offline" : "go online") · r refresh · q quit")
    }

    private static func label(_ button: BuyButton) -> String {
        switch button {
        case .enabled: "[Buy]"
        case .ordering: "[Ordering…]"
        case .offline: "[Buy: offline]"
        }
    }
}
