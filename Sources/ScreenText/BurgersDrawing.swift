import AppState
import Reducers

/// Coffee Port as the terminal draws it: the promoted burgers (★) and the list under a cursor,
/// each with its "V", price, Buy button and image status, the menu's notices and the alert queue.
package struct BurgersDrawing: ScreenDrawing {
    package typealias F = BurgersFeature

    /// Over the promoted rows first, then the regular ones.
    package var cursor = ListCursor()

    package init() {}

    package func draw(_ screen: BurgersScreen, into frame: inout TerminalFrame, height: Int) {
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

extension BurgersFeature: DrawnFeature {
    package typealias Drawing = BurgersDrawing
}
