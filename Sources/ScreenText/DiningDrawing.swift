import AppState
import Reducers

/// Dining mode as the terminal draws it: three tabs, the reservation banner with how far it is
/// open, the reservation view under it, and the full-screen cards with their highlighted snippets.
package struct DiningDrawing: ScreenDrawing {
    package typealias F = DiningFeature

    package init() {}

    /// The reservation view slides up under the banner as it is dragged: the part of it that
    /// shows is `visibleFraction` of the lines below the banner (at least its first line once the
    /// banner moves), and all of it when open.
    package func draw(_ screen: DiningScreen, into frame: inout TerminalFrame, height: Int) {
        frame.add("Dining", .bold)
        frame.addTabBar(screen.tabBar)
        frame.addBlank()
        if let modal = screen.modal {
            frame.add(modal, .inverse)
            frame.add("(the banner is hidden while this shows)")
            frame.addHelp("esc dismiss · q quit")
            return
        }
        let isOpen = screen.reservation.map { $0.visibleFraction >= 1 } ?? false
        if !isOpen {
            frame.add("\(screen.tabTitle) tab")
            screen.notice.map { frame.addNotice($0) }
        }
        if let banner = screen.banner {
            if !isOpen { frame.addBlank() }
            let subtitle = banner.subtitle.isEmpty ? "" : " · \(banner.subtitle)"
            frame.add([.bold("▲ \(banner.title)\(subtitle)"), .plain("  \(banner.isDragging ? "dragging" : banner.position.rawValue)")])
            frame.add("[\(ProgressBar.text(banner.progress, width: 30))] \(Sentences.percent(banner.progress)) open")
        }
        if let reservation = screen.reservation {
            var view = TerminalFrame(width: frame.width)
            ReservationView.draw(reservation, into: &view)
            let shown = isOpen ? view.lines.count : Int((reservation.visibleFraction * Double(frame.linesLeft(in: height))).rounded(.up))
            view.lines.prefix(shown).forEach { frame.add($0) }
        }
        frame.addHelp("↑↓ drag banner · enter release · t tap · 1-3 \(isOpen ? "cards" : "tabs") · s sign in · q quit")
    }
}

extension DiningFeature: DrawnFeature {
    package typealias Drawing = DiningDrawing
}
